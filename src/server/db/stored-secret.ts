import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { settings } from './schema.js';

/**
 * A signing key made once and kept in `settings` under `key`, so every instance on the database
 * verifies what any of them signed, and a restart keeps it valid. Instances starting together race
 * to insert it; the row that won is the one all of them read back.
 */
export async function loadStoredSecret(db: Db, key: string): Promise<Buffer> {
  await db
    .insert(settings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`the ${key} setting could not be stored`);
  return Buffer.from(row.value, 'base64url');
}
