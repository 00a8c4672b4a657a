import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { settings } from './schema.js';

/**
 * A secret key (`bytes` random bytes) made once and kept in `settings` under `key`, so every
 * instance on the database verifies what any of them signed, and a restart keeps it valid.
 */
export async function loadStoredSecret(db: Db, key: string, bytes = 32): Promise<Buffer> {
  const value = await loadStoredSetting(db, key, () => randomBytes(bytes).toString('base64url'));
  return Buffer.from(value, 'base64url');
}

/**
 * A setting made once by `make` and kept in `settings` under `key` (a secret, a key pair).
 * Instances starting together race to insert it; the row that won is the one all of them read back.
 */
export async function loadStoredSetting(db: Db, key: string, make: () => string): Promise<string> {
  await db.insert(settings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`the ${key} setting could not be stored`);
  return row.value;
}
