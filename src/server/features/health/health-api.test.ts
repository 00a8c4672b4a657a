import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { HEALTH_DETAILS_HEADERS } from '#server/test-support/server-process.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';

describe.each(DATABASE_KINDS)('GET /healthz (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const health = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/healthz', headers });

  it('tells anyone only that the server is up, and is never cached', async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives the details to a monitor holding HEALTH_TOKEN', async () => {
    const response = await health(HEALTH_DETAILS_HEADERS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: kind,
      storage: 'ok',
      pressure: { underPressure: false },
    });
  });

  it('gives nothing more for a wrong token, a token of another scheme, or an empty one', async () => {
    for (const authorization of [
      'Bearer wrong-token-wrong-token-wrong-token',
      `Basic ${HEALTH_DETAILS_HEADERS.authorization.slice('Bearer '.length)}`,
      'Bearer ',
      HEALTH_DETAILS_HEADERS.authorization.slice(0, -1),
    ]) {
      expect((await health({ authorization })).json()).toEqual({ status: 'up' });
    }
  });

  it('gives the details to the logged-in admin', async () => {
    const cookie = await loginAsAdmin(t.app);
    expect((await health({ cookie })).json()).toMatchObject({ status: 'ok', database: kind });
  });
});

describe('GET /healthz without HEALTH_TOKEN', () => {
  it('gives no details to any bearer token', async () => {
    const t = await createTestApp('pglite', { env: { HEALTH_TOKEN: '' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { authorization: 'Bearer ' } });
      expect(response.json()).toEqual({ status: 'up' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: HEALTH_DETAILS_HEADERS })).json()).toEqual({
        status: 'up',
      });
    } finally {
      await t.close();
    }
  });
});

describe('the RSS guard', () => {
  it('refuses API requests with 503 once the process is past PRESSURE_MAX_RSS_MB, and health says why', async () => {
    // 1 MB: any Node process is past it, so the first pressure sample trips the guard.
    const t = await createTestApp('pglite', { env: { PRESSURE_MAX_RSS_MB: '1' } });
    try {
      for (let i = 0; i < 30 && !t.app.isUnderPressure(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      const refused = await t.app.inject({ method: 'GET', url: '/api/admin/verify' });
      expect(refused.statusCode).toBe(503);
      const details = await t.app.inject({ method: 'GET', url: '/healthz', headers: HEALTH_DETAILS_HEADERS });
      expect(details.json()).toMatchObject({ pressure: { underPressure: true } });
      expect(
        t.logs.some(
          (line) => line.msg === 'server under pressure: refusing requests with 503' && line.reason === 'rssBytes',
        ),
      ).toBe(true);
    } finally {
      await t.close();
    }
  });
});
