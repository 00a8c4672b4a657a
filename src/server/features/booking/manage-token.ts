import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '#server/db/client.js';
import { loadStoredSecret } from '#server/db/stored-secret.js';

/**
 * The manage links' signing key, kept in `settings` (db/stored-secret.ts): every instance and every
 * restart accepts the links already mailed. Deleting the row voids every manage link.
 */
export function loadManageTokenKey(db: Db): Promise<Buffer> {
  return loadStoredSecret(db, 'booking_manage_token_key');
}

const TOKEN_PATTERN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * A booking's manage token: `<id>.<HMAC-SHA256(key, 'booking:<id>') in base64url>`. Unguessable
 * without the key, the same for the booking's whole life (a move keeps it), checked in constant
 * time. No account and nothing stored: the key and the id are enough to verify it.
 */
export class ManageTokens {
  constructor(private readonly key: Buffer) {}

  private mac(id: number): Buffer {
    return createHmac('sha256', this.key).update(`booking:${id}`).digest();
  }

  issue(id: number): string {
    return `${id}.${this.mac(id).toString('base64url')}`;
  }

  /** The booking id the token was issued for, or null when it is not one of ours. */
  verify(token: string): number | null {
    const match = TOKEN_PATTERN.exec(token);
    if (!match) return null;
    const id = Number(match[1]);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
    // Compared as text: base64url has several spellings of one MAC's last bits; only ours is valid.
    const given = Buffer.from(match[2]!);
    const expected = Buffer.from(this.mac(id).toString('base64url'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
}
