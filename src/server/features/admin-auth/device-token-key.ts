import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { settings } from '#server/db/schema.js';

const KEY_SETTING = 'login_device_token_key';

/**
 * The device tokens' signing key: made once, kept in `settings`, so every instance on the database
 * verifies the tokens any of them issued, and a restart keeps them valid. Instances starting
 * together race to insert it; the row that won is the one all of them read back. Deleting the
 * row (then restarting) makes every device token worthless: each browser falls back to its
 * address's budget until its next login.
 */
export async function loadDeviceTokenKey(db: Db): Promise<Buffer> {
  await db
    .insert(settings)
    .values({ key: KEY_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY_SETTING));
  if (!row) throw new Error('the device token key could not be stored');
  return Buffer.from(row.value, 'base64url');
}
