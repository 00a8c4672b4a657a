import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device tokens (OWASP "Slow Down Online Guessing Attacks with Device Cookies", decision 0028):
 * a browser that has logged in holds one, and its login attempts get their own failure budget and
 * a reserved hashing slot, apart from the tokenless crowd. A token is a random nonce and its issue
 * time, signed with HMAC-SHA256 under a key every instance shares (device-token-key.ts). It proves
 * only "this browser logged in successfully once"; it is never a session and opens nothing.
 *
 * Format: <nonce, 16 bytes base64url>.<issued at, seconds>.<HMAC-SHA256 base64url>
 */
export const DEVICE_TOKEN_MAX_AGE_MS = 365 * 24 * 3_600_000;

/** Clocks of instances sharing a key may differ by this much without refusing each other's tokens. */
const CLOCK_SKEW_MS = 5 * 60_000;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
/** Signed with the token, so a MAC made for anything else under the same key never verifies. */
const PURPOSE = 'admin-device-token-v1';

export interface DeviceToken {
  /** The token's random part: its failure budget is counted under it. */
  nonce: string;
  issuedAtMs: number;
}

export class DeviceTokens {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs = DEVICE_TOKEN_MAX_AGE_MS,
  ) {}

  issue(): string {
    const nonce = randomBytes(16).toString('base64url');
    const issuedAt = String(Math.floor(this.now() / 1000));
    return `${nonce}.${issuedAt}.${this.mac(nonce, issuedAt).toString('base64url')}`;
  }

  /** The token when it is well-formed, signed with this key and neither expired nor from the future; else null. */
  verify(token: string | undefined): DeviceToken | null {
    const match = token ? TOKEN_PATTERN.exec(token) : null;
    if (!match) return null;
    const [, nonce, issuedAt, mac] = match as unknown as [string, string, string, string];
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(nonce, issuedAt);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const issuedAtMs = Number(issuedAt) * 1000;
    const now = this.now();
    if (issuedAtMs > now + CLOCK_SKEW_MS || now - issuedAtMs > this.maxAgeMs) return null;
    return { nonce, issuedAtMs };
  }

  private mac(nonce: string, issuedAt: string): Buffer {
    return createHmac('sha256', this.key).update(`${PURPOSE}.${nonce}.${issuedAt}`).digest();
  }
}
