import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_MAX_AGE_MS, DeviceTokens } from './device-token.js';

const DAY = 24 * 3_600_000;

describe('device tokens', () => {
  const key = randomBytes(32);
  let clock = Date.UTC(2026, 0, 15);
  const tokens = new DeviceTokens(key, () => clock);

  it('verifies a token it issued, with a fresh random nonce each time', () => {
    const first = tokens.issue();
    const second = tokens.issue();
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.verify(first)).toEqual({ nonce: first.split('.')[0], issuedAtMs: Math.floor(clock / 1000) * 1000 });
    expect(tokens.verify(second)?.nonce).not.toBe(tokens.verify(first)?.nonce);
  });

  it('refuses a token with any part changed', () => {
    const [nonce, issuedAt, mac] = tokens.issue().split('.') as [string, string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    expect(tokens.verify(`${flip(nonce, 3)}.${issuedAt}.${mac}`)).toBeNull();
    expect(tokens.verify(`${nonce}.${Number(issuedAt) - 1}.${mac}`)).toBeNull();
    expect(tokens.verify(`${nonce}.${issuedAt}.${flip(mac, 10)}`)).toBeNull();
  });

  it('refuses a token signed with another key', () => {
    const foreign = new DeviceTokens(randomBytes(32), () => clock).issue();
    expect(tokens.verify(foreign)).toBeNull();
  });

  it('refuses a token older than a year, or issued in the future beyond clock skew', () => {
    const token = tokens.issue();
    clock += DEVICE_TOKEN_MAX_AGE_MS - DAY;
    expect(tokens.verify(token)).not.toBeNull();
    clock += 2 * DAY;
    expect(tokens.verify(token)).toBeNull();

    const ahead = new DeviceTokens(key, () => clock + 10 * 60_000).issue();
    expect(tokens.verify(ahead)).toBeNull();
    const slightlyAhead = new DeviceTokens(key, () => clock + 60_000).issue();
    expect(tokens.verify(slightlyAhead)).not.toBeNull();
  });

  it('refuses anything that is not a token', () => {
    for (const value of [undefined, '', 'x', 'a.b.c', `${'A'.repeat(22)}.1.${'A'.repeat(42)}`, `${tokens.issue()}.`]) {
      expect(tokens.verify(value), String(value)).toBeNull();
    }
  });
});
