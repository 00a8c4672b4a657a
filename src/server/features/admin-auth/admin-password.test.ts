import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.js';
import { DATABASE_KINDS, openTestDatabase } from '#server/test-support/databases.js';
import { createTestApp, TEST_HASH_LOG2N } from '#server/test-support/test-app.js';
import { ensureAdminPassword, readPasswordHash, storePassword } from './admin-password-store.js';
import { hashPassword, PRODUCTION_LOG2_N, verifyPassword } from './password-hash.js';

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 by default and verifies only the exact password', async () => {
    const hash = await hashPassword('a long enough passphrase');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${PRODUCTION_LOG2_N}\\$8\\$1\\$`));
    expect(PRODUCTION_LOG2_N).toBe(17);
    expect(await verifyPassword('a long enough passphrase', hash)).toBe(true);
    expect(await verifyPassword('a long enough passphrase ', hash)).toBe(false);
    expect(await verifyPassword('A long enough passphrase', hash)).toBe(false);
  });

  it('salts every hash and rejects malformed stored values', async () => {
    const a = await hashPassword('same password twice', TEST_HASH_LOG2N);
    const b = await hashPassword('same password twice', TEST_HASH_LOG2N);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password twice', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('same password twice', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('admin password setup on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('generates a password once when none is given or stored, and announces it exactly once', async () => {
    const announced: string[] = [];
    expect(await ensureAdminPassword(database.db, undefined, (p) => announced.push(p), TEST_HASH_LOG2N)).toBe(
      'generated',
    );
    expect(await ensureAdminPassword(database.db, undefined, (p) => announced.push(p), TEST_HASH_LOG2N)).toBe('stored');
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await verifyPassword(announced[0]!, (await readPasswordHash(database.db))!)).toBe(true);
  });

  it('takes ADMIN_PASSWORD when given, keeps it across restarts, and replaces the stored one', async () => {
    const announce = () => {
      throw new Error('must not announce');
    };
    expect(await ensureAdminPassword(database.db, 'first password 123', announce, TEST_HASH_LOG2N)).toBe(
      'from-environment',
    );
    const stored = await readPasswordHash(database.db);
    expect(await ensureAdminPassword(database.db, 'first password 123', announce, TEST_HASH_LOG2N)).toBe('unchanged');
    expect(await readPasswordHash(database.db)).toBe(stored);
    expect(await ensureAdminPassword(database.db, 'second password 456', announce, TEST_HASH_LOG2N)).toBe(
      'from-environment',
    );
    expect(await verifyPassword('second password 456', (await readPasswordHash(database.db))!)).toBe(true);
  });

  it('refuses passwords shorter than 12 or longer than 256 characters', async () => {
    await expect(storePassword(database.db, 'short', TEST_HASH_LOG2N)).rejects.toThrow('at least 12 characters');
    await expect(storePassword(database.db, 'x'.repeat(257), TEST_HASH_LOG2N)).rejects.toThrow(
      'at most 256 characters',
    );
    await storePassword(database.db, `${'é'.repeat(100)} ${'x'.repeat(155)}`, TEST_HASH_LOG2N);
  });

  it('ends every admin session when the password changes', async () => {
    const t = await createTestApp(kind, { database, env: { ADMIN_PASSWORD: 'before change 123' } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: 'before change 123' },
      });
      const cookie = String(response.headers['set-cookie']).split(';')[0]!;
      await storePassword(database.db, 'after change 4567', TEST_HASH_LOG2N);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: { cookie } })).statusCode).toBe(
        401,
      );
      const newLogin = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: 'after change 4567' },
      });
      expect(newLogin.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
