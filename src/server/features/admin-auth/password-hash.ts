import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with N=2^17, r=8, p=1 (about 0.4 s here). The parameters travel inside the stored hash,
 * so a later change of cost still verifies old hashes.
 * Format: scrypt$<log2 N>$<r>$<p>$<salt base64>$<key base64>
 */
export const PRODUCTION_LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that for N=2^17.
  const maxmem = 128 * N * r * 2;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, log2N = PRODUCTION_LOG2_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, log2N, R, P);
  return ['scrypt', log2N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, log2N, r, p, salt, key] = stored.split('$');
  if (algorithm !== 'scrypt' || !log2N || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(log2N), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
