import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/admin-auth-schemas.js';
import type { ApiError } from '#shared/api-error.js';
import type { Lead } from '#shared/lead-schemas.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import {
  createTestApp,
  loginAsAdmin,
  sessionCookieFrom,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '#server/test-support/test-app.js';

const INVALID = { success: false, sessionId: null, message: 'Invalid password' };

describe.each(DATABASE_KINDS)('admin authentication on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  const advance = (ms: number) => {
    clock += ms;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      now: () => clock,
      env: {
        LOGIN_MAX_FAILURES: '5',
        LOGIN_BLOCK_MINUTES: '15',
        // The clock stands still between advances: the global budget is tested on its own (login-budgets.test.ts).
        LOGIN_GLOBAL_MAX_PER_MINUTE: '100000',
        ADMIN_SESSION_IDLE_MINUTES: '60',
        ADMIN_SESSION_MAX_DAYS: '1',
      },
    });
  });
  afterAll(() => t?.close());

  let ipCounter = 0;
  /** Each test logs in from its own address so throttling in one test cannot leak into another. */
  const freshIp = () => `198.51.100.${++ipCounter}`;
  const login = (payload: unknown, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: ip,
    });
  const verify = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: cookie ? { cookie } : {} });

  it('logs in with the right password: a session cookie, a public session id that is not the token', async () => {
    const response = await login({ password: TEST_ADMIN_PASSWORD }, freshIp());
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body).toEqual({
      success: true,
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      message: 'Login successful',
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    expect(setCookie).not.toContain(body.sessionId);
    expect(response.headers['cache-control']).toBe('no-store');

    const verified = await verify(sessionCookieFrom(response));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true });
  });

  it('answers every kind of wrong input with the same status and body', async () => {
    const wrongInputs: unknown[] = [
      { password: 'wrong password here' },
      { password: '' },
      { password: '            ' },
      { password: 123456789012 },
      { password: null },
      { password: [TEST_ADMIN_PASSWORD] },
      { password: 'x'.repeat(257) },
      { password: TEST_ADMIN_PASSWORD.toUpperCase() },
      { password: ` ${TEST_ADMIN_PASSWORD}` },
      {},
      { pass: TEST_ADMIN_PASSWORD },
      [TEST_ADMIN_PASSWORD],
      '"just a string"',
      'null',
    ];
    for (const input of wrongInputs) {
      const response = await login(input, freshIp());
      expect(response.statusCode, JSON.stringify(input)).toBe(401);
      expect(response.json(), JSON.stringify(input)).toEqual(INVALID);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('blocks an IP after 5 failures, refuses even the right password during the block, and lets it in afterwards', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login({ password: 'nope nope nope' }, ip)).statusCode).toBe(401);

    const blocked = await login({ password: TEST_ADMIN_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    expect(blocked.json()).toEqual({
      success: false,
      sessionId: null,
      message: 'Too many failed attempts. Please try again in 15 minutes.',
    });
    expect(blocked.headers['set-cookie']).toBeUndefined();

    // Another address is not affected.
    expect((await login({ password: TEST_ADMIN_PASSWORD }, freshIp())).statusCode).toBe(200);

    // Trying during the block counts too (decision 0028): the block runs 15 minutes from the latest try.
    advance(14 * 60_000);
    const stillBlocked = await login({ password: TEST_ADMIN_PASSWORD }, ip);
    expect(stillBlocked.statusCode).toBe(429);
    expect(stillBlocked.json<ApiError>().message).toBe('Too many failed attempts. Please try again in 15 minutes.');
    advance(14 * 60_000);
    expect((await login({ password: TEST_ADMIN_PASSWORD }, ip)).statusCode).toBe(429);

    // Quiet for the whole block: let in.
    advance(15 * 60_000 + 1_000);
    expect((await login({ password: TEST_ADMIN_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('counts only the failures inside the 15-minute window', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login({ password: 'nope nope nope' }, ip)).statusCode).toBe(401);
    advance(15 * 60_000 + 1_000);
    // A new window: four more failures still leave the fifth attempt free.
    for (let i = 0; i < 4; i++) expect((await login({ password: 'nope nope nope' }, ip)).statusCode).toBe(401);
    expect((await login({ password: TEST_ADMIN_PASSWORD }, ip)).statusCode).toBe(200);
    // A success clears the count.
    for (let i = 0; i < 4; i++) expect((await login({ password: 'nope nope nope' }, ip)).statusCode).toBe(401);
    expect((await login({ password: TEST_ADMIN_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('issues a new token at every login and ends the session the browser already had', async () => {
    const first = await login({ password: TEST_ADMIN_PASSWORD }, freshIp());
    const firstCookie = sessionCookieFrom(first);
    const second = await login({ password: TEST_ADMIN_PASSWORD }, freshIp(), { cookie: firstCookie });
    const secondCookie = sessionCookieFrom(second);
    expect(secondCookie).not.toBe(firstCookie);
    expect(second.json<LoginResponse>().sessionId).not.toBe(first.json<LoginResponse>().sessionId);
    expect((await verify(firstCookie)).statusCode).toBe(401);
    expect((await verify(secondCookie)).statusCode).toBe(200);
  });

  it('logout ends the session server-side and clears the cookie, even when the session is already gone', async () => {
    const cookie = await loginAsAdmin(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true });
    // The browser drops its private copies of the polled dashboard lists.
    expect(logout.headers['clear-site-data']).toBe('"cache"');
    expect(String(logout.headers['set-cookie'])).toMatch(/^admin_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect((await verify(cookie)).statusCode).toBe(401);

    const again = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(again.statusCode).toBe(200);
    expect(String(again.headers['set-cookie'])).toMatch(/^admin_session=;/);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/logout' });
    expect(anonymous.statusCode).toBe(200);
  });

  it('expires a session after the idle time, and after the absolute lifetime even when in use', async () => {
    const idle = await loginAsAdmin(t.app);
    advance(59 * 60_000);
    expect((await verify(idle)).statusCode).toBe(200); // use refreshes the idle timer
    advance(59 * 60_000);
    expect((await verify(idle)).statusCode).toBe(200);
    advance(61 * 60_000);
    expect((await verify(idle)).statusCode).toBe(401);

    // Used every 50 minutes, it never idles out, but it ends 1 day (1440 minutes) after login.
    const busy = await loginAsAdmin(t.app);
    let minutes = 0;
    while (minutes < 2000 && (await verify(busy)).statusCode === 200) {
      advance(50 * 60_000);
      minutes += 50;
    }
    expect(minutes).toBe(1450);
  });

  it('refuses cross-site login and admin mutations before changing anything', async () => {
    const ip = freshIp();
    const foreignOrigin = await login({ password: TEST_ADMIN_PASSWORD }, ip, { origin: 'https://evil.example' });
    expect(foreignOrigin.statusCode).toBe(403);
    expect(foreignOrigin.headers['set-cookie']).toBeUndefined();
    const crossSite = await login({ password: TEST_ADMIN_PASSWORD }, ip, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await login({ password: TEST_ADMIN_PASSWORD }, ip, {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(200);

    const cookie = sessionCookieFrom(sameOrigin);
    await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: { type: 'lead_magnet', email: 'csrf@victim.example', firstName: 'Victim' },
    });
    const leads = (await t.app.inject({ method: 'GET', url: '/api/consultation-requests', headers: { cookie } })).json<
      Lead[]
    >();
    const id = leads[0]!.id;
    const patch = (headers: Record<string, string>, payload: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/consultation-requests/${id}/status`,
        headers: { cookie, ...headers },
        payload,
      });

    expect(
      (await patch({ origin: 'https://evil.example', 'content-type': 'application/json' }, '{"isHidden":true}'))
        .statusCode,
    ).toBe(403);
    expect(
      (await patch({ 'sec-fetch-site': 'same-site', 'content-type': 'application/json' }, '{"isHidden":true}'))
        .statusCode,
    ).toBe(403);
    // A same-origin request with a form-style body is refused too: only JSON is read.
    expect((await patch({ 'content-type': 'text/plain' }, '{"isHidden":true}')).statusCode).toBe(415);
    expect((await patch({ 'content-type': 'application/x-www-form-urlencoded' }, 'isHidden=true')).statusCode).toBe(
      415,
    );
    const after = (await t.app.inject({ method: 'GET', url: '/api/consultation-requests', headers: { cookie } })).json<
      Lead[]
    >();
    expect(after[0]).toMatchObject({ id, isHidden: false });

    const crossSiteLogout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossSiteLogout.statusCode).toBe(403);
    expect((await verify(cookie)).statusCode).toBe(200);
  });
});

describe('admin session cookie behind HTTPS', () => {
  it('uses the __Host- prefix with Secure', async () => {
    const t = await createTestApp('pglite', { env: { PUBLIC_URL: 'https://debt.example.com' } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
        headers: { origin: 'https://debt.example.com' },
      });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-admin_session=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toContain('Secure');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).not.toContain('Domain');
      // The device token's cookie takes the same prefix and flags.
      const deviceCookie = [response.headers['set-cookie']].flat()[1];
      expect(deviceCookie).toMatch(
        /^__Host-admin_device=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
      );
      const verified = await t.app.inject({
        method: 'GET',
        url: '/api/admin/verify',
        headers: { cookie: sessionCookieFrom(response) },
      });
      expect(verified.statusCode).toBe(200);
      // The plain-HTTP cookie name is not accepted in its place.
      const token = sessionCookieFrom(response).split('=')[1];
      const wrongName = await t.app.inject({
        method: 'GET',
        url: '/api/admin/verify',
        headers: { cookie: `admin_session=${token}` },
      });
      expect(wrongName.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe.each(DATABASE_KINDS)('a login refused by load shedding on %s', (kind) => {
  it('answers 503 with Retry-After and a message, not a 500', async () => {
    const t = await createTestApp(kind, { env: { PRESSURE_MAX_CONCURRENT_API_REQUESTS: '1' } });
    try {
      const answers = await Promise.all(
        [1, 2, 3].map((i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/admin/login',
            payload: { password: TEST_ADMIN_PASSWORD },
            remoteAddress: `198.51.100.${200 + i}`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 503, 503]);
      for (const answer of answers.filter((one) => one.statusCode === 503)) {
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
        expect(answer.json<ApiError>().message).toMatch(/busy; please try again/);
      }
    } finally {
      await t.close();
    }
  });
});
