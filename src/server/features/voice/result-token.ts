import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The token that lets the visitor who sent a voicemail read its result later (decision 0020):
 * given to them once, kept only as a SHA-256 hash.
 */
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A fresh result token and the hash kept of it. */
export function newResultToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: sha256Hex(token) };
}

export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(sha256Hex(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
