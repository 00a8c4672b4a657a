import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { settings } from './schema.js';

/**
 * A secret key kept in `settings` under `name`: made once (`bytes` random bytes), so every instance
 * on the database uses the same one and a restart keeps it. Instances starting together race to
 * insert it; the row that won is the one all of them read back.
 */
export async function loadSettingKey(db: Db, name: string, bytes = 32): Promise<Buffer> {
  await db
    .insert(settings)
    .values({ key: name, value: randomBytes(bytes).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, name));
  if (!row) throw new Error(`the key ${name} could not be stored`);
  return Buffer.from(row.value, 'base64url');
}
