import type { Db } from '#server/db/client.js';
import { loadStoredSecret } from '#server/db/stored-secret.js';

const KEY_SETTING = 'login_device_token_key';

/**
 * The device tokens' signing key, kept in `settings` (db/stored-secret.ts), so every instance on
 * the database verifies the tokens any of them issued, and a restart keeps them valid. Deleting the
 * row (then restarting) makes every device token worthless: each browser falls back to its
 * address's budget until its next login.
 */
export function loadDeviceTokenKey(db: Db): Promise<Buffer> {
  return loadStoredSecret(db, KEY_SETTING);
}
