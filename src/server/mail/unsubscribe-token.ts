import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '#server/db/client.js';
import { loadStoredSecret } from '#server/db/stored-secret.js';

const KEY_SETTING = 'mail_unsubscribe_key';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Far longer than any address's token: anything longer is refused before any work. */
const MAX_TOKEN_CHARS = 600;

/**
 * The token in an unsubscribe link: the address's key (emailKey), sealed with AES-256-GCM under
 * a key kept in `settings` (every instance reads the same; no account, nothing stored per
 * address). Sealed rather than only signed: the token is in a URL, and URLs are logged, so the
 * address must not be readable in it. The nonce is an HMAC of the address (a synthetic IV), so an
 * address always gets the same token, and a token is only accepted when its nonce is its own
 * address's. A changed token fails the GCM tag: it names no address.
 */
export class UnsubscribeTokens {
  private readonly sealKey: Buffer;
  private readonly nonceKey: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 64) throw new Error('the unsubscribe key must be 64 bytes');
    this.sealKey = key.subarray(0, 32);
    this.nonceKey = key.subarray(32);
  }

  static async load(db: Db): Promise<UnsubscribeTokens> {
    return new UnsubscribeTokens(await loadStoredSecret(db, KEY_SETTING, 64));
  }

  issue(addressKey: string): string {
    const iv = this.nonceOf(addressKey);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const sealed = Buffer.concat([cipher.update(addressKey, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  /** The address key a token was issued for, or null when the token is not one of ours. */
  read(token: string): string | null {
    if (token.length > MAX_TOKEN_CHARS || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    const iv = bytes.subarray(0, IV_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, iv);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    let addressKey: string;
    try {
      addressKey = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
    return timingSafeEqual(iv, this.nonceOf(addressKey)) ? addressKey : null;
  }

  private nonceOf(addressKey: string): Buffer {
    return createHmac('sha256', this.nonceKey).update(addressKey).digest().subarray(0, IV_BYTES);
  }
}
