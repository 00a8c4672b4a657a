import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/admin-auth-schemas.js';
import { API_ROUTES } from '#shared/api-routes.js';
import { startPrivateRedis, type PrivateRedis } from '#server/test-support/private-redis.js';
import { createTestApp, TEST_ADMIN_PASSWORD, validConsultation, type TestApp } from '#server/test-support/test-app.js';
import { USER_AGENTS } from '#server/test-support/tracking-client.js';

/**
 * Redis at its memory limit keeps every key and refuses writes (compose.yaml: noeviction, so no
 * login block is ever evicted; decision 0033). The site then serves as with Redis away: each
 * limit counts in this process, and no request fails for it. The limit is the whole server's,
 * so this Redis is the test's own.
 */
const WRONG = 'not the admin password';

describe('a Redis that is full', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    t = await createTestApp('pglite', {
      env: { REDIS_URL: redis.url, LOGIN_MAX_FAILURES: '2', LEAD_RATE_LIMIT: '5' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('refuses no request for it: limits count in this process until Redis takes writes again', async () => {
    const login = (password = WRONG) =>
      t.app.inject({ method: 'POST', url: API_ROUTES.adminLogin, payload: { password }, remoteAddress: '203.0.113.9' });
    expect((await login()).statusCode).toBe(401);
    await redis.client.config('SET', 'maxmemory', '1');

    // The address's second failure, counted here on top of the first, in Redis; then its block.
    expect((await login()).statusCode).toBe(401);
    const blocked = await login(TEST_ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<LoginResponse>().message).toMatch(/^Too many failed attempts/);

    const track = await t.app.inject({
      method: 'POST',
      url: API_ROUTES.trackEvents,
      payload: [{ type: 'visit', sessionId: 'session_1_full', page: '/' }],
      headers: { 'user-agent': USER_AGENTS.desktop },
    });
    expect(track.json()).toEqual({ success: true, accepted: 1 });
    const lead = await t.app.inject({ method: 'POST', url: API_ROUTES.leadCreate, payload: validConsultation });
    expect(lead.statusCode).toBe(201);

    const errors = t.logs.filter((line) => line.level === 50).map((line) => line.msg);
    expect(errors).toEqual([
      'Redis is out of memory and refuses writes: limits are per process until it takes them again',
    ]);

    // The lead limit (5 an hour, the rate-limit plugin's) still holds: the first lead above went
    // through, four more do, the sixth is refused.
    for (let i = 0; i < 4; i++) {
      const more = await t.app.inject({ method: 'POST', url: API_ROUTES.leadCreate, payload: validConsultation });
      expect(more.statusCode).toBe(201);
    }
    const refused = await t.app.inject({ method: 'POST', url: API_ROUTES.leadCreate, payload: validConsultation });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many requests/);

    // Room again: Redis counts once more (it holds the first failure; this process's counts are left behind).
    await redis.client.config('SET', 'maxmemory', '0');
    expect((await login()).statusCode).toBe(401);
    expect(t.logs.some((line) => line.msg === 'Redis answering again: limits are shared again')).toBe(true);
  });
});
