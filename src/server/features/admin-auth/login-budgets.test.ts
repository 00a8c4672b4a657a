import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/admin-auth-schemas.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { REDIS_TEST_URL, uniqueRedisPrefix } from '#server/test-support/redis.js';
import { createTestApp, sessionCookieFrom, TEST_ADMIN_PASSWORD, type TestApp } from '#server/test-support/test-app.js';
import { DeviceTokens } from './device-token.js';

/**
 * The login budgets and device tokens (decision 0028) through the HTTP API: a browser that logged
 * in before has its own budget, apart from its address's; addresses and the site as a whole have
 * theirs; refusals count; a sender over its budget costs no password hash.
 */
const WRONG = 'not the admin password';
const DAY = 24 * 3_600_000;
const ADDRESS_BLOCKED = 'Too many failed attempts. Please try again in 15 minutes.';
const SITE_BUSY = 'The site is receiving too many login attempts right now. Please try again in 1 minute.';

/** The device token a login answer set (`admin_device=<token>`), or undefined. */
function deviceTokenFrom(response: LightMyRequestResponse): string | undefined {
  const header = [response.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('admin_device='));
  return header?.split(';')[0]!.slice('admin_device='.length);
}

function loginAt(t: TestApp, password: string, ip: string, device?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password },
    remoteAddress: ip,
    headers: device ? { cookie: `admin_device=${device}` } : {},
  });
}

/** Logs in with the right password and answers the device token the browser now holds. */
async function deviceTokenOf(t: TestApp, ip: string): Promise<string> {
  const response = await loginAt(t, TEST_ADMIN_PASSWORD, ip);
  expect(response.statusCode).toBe(200);
  return deviceTokenFrom(response)!;
}

const hashes = (t: TestApp) => t.app.loginHashLimiter.started.open + t.app.loginHashLimiter.started.device;

describe.each(DATABASE_KINDS)('login budgets and device tokens on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;
  const login = (password: string, ip: string, device?: string) => loginAt(t, password, ip, device);
  /** Spends an address's whole budget (3) on wrong passwords. */
  const blockAddress = async (ip: string) => {
    for (let i = 0; i < 3; i++) expect((await login(WRONG, ip)).statusCode).toBe(401);
    expect((await login(TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(429);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      now: () => clock,
      env: {
        LOGIN_MAX_FAILURES: '3',
        LOGIN_DEVICE_MAX_FAILURES: '4',
        LOGIN_BLOCK_MINUTES: '15',
        // Its own test below; the clock stands still between advances here.
        LOGIN_GLOBAL_MAX_PER_MINUTE: '100000',
      },
    });
  });
  afterAll(() => t?.close());

  it('sets a signed device token at a successful login, a new one each time, and keeps it at logout', async () => {
    const failed = await login(WRONG, freshIp());
    expect(failed.headers['set-cookie']).toBeUndefined();

    const first = await login(TEST_ADMIN_PASSWORD, freshIp());
    const cookies = [first.headers['set-cookie']].flat();
    expect(cookies).toHaveLength(2);
    expect(cookies[1]).toMatch(
      /^admin_device=[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    const token = deviceTokenFrom(first)!;
    const second = await login(TEST_ADMIN_PASSWORD, freshIp(), token);
    expect(deviceTokenFrom(second)).not.toBe(token);

    // It is never a session: neither as the device cookie nor in the session cookie's place.
    for (const cookie of [`admin_device=${token}`, `admin_session=${token}`]) {
      const verify = await t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: { cookie } });
      expect(verify.statusCode, cookie).toBe(401);
    }
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: `${sessionCookieFrom(second)}; admin_device=${deviceTokenFrom(second)}` },
    });
    expect([logout.headers['set-cookie']].flat()).toEqual([expect.stringMatching(/^admin_session=;/)]);

    // The logs tell whether a token came with the attempt, never the token itself.
    expect(t.logText()).not.toContain(token.split('.')[0]);
    expect(t.logs.filter((line) => line.event === 'admin_login').map((line) => [line.outcome, line.device])).toEqual([
      ['failure', false],
      ['success', false],
      ['success', true],
    ]);
  });

  it("lets a token holder in while its address is blocked: the token's budget is its own", async () => {
    const ip = freshIp();
    const token = await deviceTokenOf(t, ip);
    await blockAddress(ip);
    const withToken = await login(TEST_ADMIN_PASSWORD, ip, token);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json<LoginResponse>().success).toBe(true);
    // The token's success did not forgive the address.
    expect((await login(TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(429);
  });

  it("blocks a token after its own failures, refusing even the right password, without touching its address's budget", async () => {
    const ip = freshIp();
    const token = await deviceTokenOf(t, ip);
    for (let i = 0; i < 4; i++) expect((await login(WRONG, ip, token)).statusCode).toBe(401);
    const refused = await login(TEST_ADMIN_PASSWORD, ip, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect(refused.json()).toEqual({ success: false, sessionId: null, message: ADDRESS_BLOCKED });
    expect(refused.headers['set-cookie']).toBeUndefined();

    // Five attempts with the token from this address, and the address still has its whole budget:
    // two failures and a third attempt.
    for (let i = 0; i < 2; i++) expect((await login(WRONG, ip)).statusCode).toBe(401);
    const tokenless = await login(TEST_ADMIN_PASSWORD, ip);
    expect(tokenless.statusCode).toBe(200);
    // The new login's token starts with a budget of its own; the blocked one stays blocked.
    expect((await login(TEST_ADMIN_PASSWORD, freshIp(), deviceTokenFrom(tokenless))).statusCode).toBe(200);
    expect((await login(TEST_ADMIN_PASSWORD, freshIp(), token)).statusCode).toBe(429);
  });

  it('treats a tampered, foreign or expired token as none: the attempt counts against the address', async () => {
    const ip = freshIp();
    const token = await deviceTokenOf(t, freshIp());
    const [nonce, issuedAt, mac] = token.split('.') as [string, string, string];
    const otherNonce = randomBytes(16).toString('base64url');
    const foreign = new DeviceTokens(randomBytes(32), () => clock).issue();
    const bad = [`${otherNonce}.${issuedAt}.${mac}`, `${nonce}.${Number(issuedAt) + 60}.${mac}`, foreign, 'garbage'];

    await blockAddress(ip);
    const logsBefore = t.logs.length;
    for (const value of bad) {
      const response = await login(TEST_ADMIN_PASSWORD, ip, value);
      expect(response.statusCode, value).toBe(429);
      expect(response.json<LoginResponse>().message).toBe(ADDRESS_BLOCKED);
    }
    expect(
      t.logs
        .slice(logsBefore)
        .filter((line) => line.event === 'admin_login')
        .map((line) => [line.device, line.budget]),
    ).toEqual(bad.map(() => [false, 'address']));
    // The genuine token still gets in from the blocked address.
    expect((await login(TEST_ADMIN_PASSWORD, ip, token)).statusCode).toBe(200);

    // A year and a day later the token has expired; the address's block has long ended.
    clock += 366 * DAY;
    const later = freshIp();
    await blockAddress(later);
    expect((await login(TEST_ADMIN_PASSWORD, later, token)).statusCode).toBe(429);
  });

  it('keeps a block while tracking counts more visitor sessions than a store holds (decision 0033)', async () => {
    const ip = freshIp();
    await blockAddress(ip);
    // What a flood of new session ids leaves in the tracking budgets' store: two keys a session.
    const tracking = t.app.sharedCounters.tracking;
    for (let session = 0; session < 60_000; session++) {
      await tracking.add(`track:session-minute:flood_${session}`, 1, 60_000);
      await tracking.add(`track:session-day:flood_${session}`, 1, DAY);
    }
    expect((await login(TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('refuses an address over its budget without hashing, and a refusal keeps the block going', async () => {
    const ip = freshIp();
    const before = hashes(t);
    for (let i = 0; i < 3; i++) expect((await login(WRONG, ip)).statusCode).toBe(401);
    expect(hashes(t) - before).toBe(3);
    for (let i = 0; i < 5; i++) {
      const refused = await login(TEST_ADMIN_PASSWORD, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(15 * 60));
    }
    expect(hashes(t) - before).toBe(3);

    // Each refused try restarts the 15 minutes; 14 minutes apart, the address never gets out.
    for (let i = 0; i < 3; i++) {
      clock += 14 * 60_000;
      expect((await login(TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(429);
    }
    expect(hashes(t) - before).toBe(3);
    clock += 15 * 60_000 + 1000;
    expect((await login(TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(200);
    expect(hashes(t) - before).toBe(4);
  });
});

describe.each(DATABASE_KINDS)('the global login budget on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  let ipCounter = 0;
  const freshIp = () => `192.0.2.${++ipCounter}`;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      now: () => clock,
      env: { LOGIN_MAX_FAILURES: '3', LOGIN_GLOBAL_MAX_PER_MINUTE: '4', LOGIN_BLOCK_MINUTES: '15' },
    });
  });
  afterAll(() => t?.close());

  it('refuses tokenless attempts past it from every address, without hashing; token holders are outside it', async () => {
    const token = await deviceTokenOf(t, freshIp());
    clock += 61_000; // a new minute: the budget is whole again

    const before = hashes(t);
    for (let i = 0; i < 4; i++) expect((await loginAt(t, WRONG, freshIp())).statusCode).toBe(401);
    const late = freshIp();
    const refused = await loginAt(t, TEST_ADMIN_PASSWORD, late);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, sessionId: null, message: SITE_BUSY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await loginAt(t, TEST_ADMIN_PASSWORD, freshIp())).statusCode).toBe(429);
    expect(hashes(t) - before).toBe(4);

    // The admin's browser, holding its token, is not part of the crowd.
    expect((await loginAt(t, TEST_ADMIN_PASSWORD, freshIp(), token)).statusCode).toBe(200);
    expect(t.app.loginHashLimiter.started.device).toBe(1);

    // The refused address's attempts counted against it: two more refusals and it is blocked on
    // its own, though the next minute's budget is whole.
    for (let i = 0; i < 2; i++)
      expect((await loginAt(t, TEST_ADMIN_PASSWORD, late)).json()).toMatchObject({ message: SITE_BUSY });
    clock += 61_000;
    const blocked = await loginAt(t, TEST_ADMIN_PASSWORD, late);
    expect(blocked.json<LoginResponse>().message).toBe(ADDRESS_BLOCKED);
    expect((await loginAt(t, TEST_ADMIN_PASSWORD, freshIp())).statusCode).toBe(200);
  });
});

describe.each(DATABASE_KINDS)('login budgets shared through Redis on %s', (kind) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const redisPrefix = uniqueRedisPrefix();
    const env = {
      REDIS_URL: REDIS_TEST_URL,
      LOGIN_MAX_FAILURES: '3',
      LOGIN_DEVICE_MAX_FAILURES: '4',
      LOGIN_GLOBAL_MAX_PER_MINUTE: '6',
    };
    first = await createTestApp(kind, { env, redisPrefix });
    second = await createTestApp(kind, { env, redisPrefix, database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('two instances on one database and Redis prefix count the same address, device and global budgets', async () => {
    // Attempt 1 of the minute's 6 (global): the token, issued by the first instance.
    const token = await deviceTokenOf(first, '198.18.0.1');
    // Attempts 2 to 6, spread over both instances; the 7th is refused by either.
    for (let i = 0; i < 5; i++) {
      expect((await loginAt(i % 2 ? second : first, WRONG, `198.18.1.${i}`)).statusCode).toBe(401);
    }
    for (const app of [first, second]) {
      expect((await loginAt(app, TEST_ADMIN_PASSWORD, '198.18.2.1')).json<LoginResponse>().message).toBe(SITE_BUSY);
    }

    // One address refused twice by the first instance and once by the second is blocked on both:
    // the fourth attempt is over the address's own budget of 3.
    const address = '198.18.3.1';
    for (const app of [first, first, second]) {
      expect((await loginAt(app, TEST_ADMIN_PASSWORD, address)).json<LoginResponse>().message).toBe(SITE_BUSY);
    }
    for (const app of [first, second]) {
      expect((await loginAt(app, TEST_ADMIN_PASSWORD, address)).json<LoginResponse>().message).toBe(ADDRESS_BLOCKED);
    }

    // The second instance verifies the first's token (one key, in the database), outside the spent global budget.
    expect((await loginAt(second, TEST_ADMIN_PASSWORD, address, token)).statusCode).toBe(200);
    // The token's failures are counted together too.
    for (const app of [first, second, first, second])
      expect((await loginAt(app, WRONG, address, token)).statusCode).toBe(401);
    for (const app of [first, second]) {
      expect((await loginAt(app, TEST_ADMIN_PASSWORD, address, token)).json<LoginResponse>().message).toBe(
        ADDRESS_BLOCKED,
      );
    }
  });
});
