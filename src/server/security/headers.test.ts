import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD, validConsultation } from '#server/test-support/test-app.js';
import { storeVoiceMessage } from '#server/test-support/voice-messages.js';
import { clientDirForTests, type ClientDir } from './client-dir.js';
import { headerProblems, inlineScriptProblems } from './header-baseline.js';
import { scoreObservatory, type ObservedResponse } from './observatory-score.js';
import { createSecurityApp, type SecurityApp } from './security-app.js';

/**
 * Every kind of answer the production configuration gives behind an HTTPS proxy (pages, the app
 * shell, JSON, the admin's audio download, redirects and each error status) carries the DESIGN.md
 * header baseline; then an Observatory-style scan of the site must score 100 or more with no
 * penalty at all.
 */
const SITE = 'https://debt-relief.example';
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: SITE,
  TRUST_PROXY: '1',
  LOGIN_MAX_FAILURES: '1',
  VOICE_RATE_LIMIT: '1',
};

/** What the TLS-terminating proxy adds to every request it forwards. */
const viaProxy = (visitor = '198.51.100.23', proto = 'https') => ({
  host: 'debt-relief.example',
  'x-forwarded-proto': proto,
  'x-forwarded-for': visitor,
});

describe('security headers in the production configuration behind HTTPS', () => {
  let t: SecurityApp;
  let broken: SecurityApp;
  let client: ClientDir;
  let cookie = '';
  const seenCookies: string[] = [];

  const send = async (
    options: InjectOptions & { headers?: Record<string, string> },
    app = t,
  ): Promise<LightMyRequestResponse> => {
    const response = await app.app.inject({ ...options, headers: { ...viaProxy(), ...options.headers } });
    seenCookies.push(...[response.headers['set-cookie'] ?? []].flat().map(String));
    return response;
  };

  beforeAll(async () => {
    client = clientDirForTests();
    [t, broken] = await Promise.all([
      createSecurityApp({ ...PRODUCTION, CLIENT_DIR: client.dir }),
      createSecurityApp(PRODUCTION),
    ]);
    await broken.database.close();
    const login = await send({ method: 'POST', url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } });
    cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0]!;
    await storeVoiceMessage(t.database.db, { email: 'maria@okafor-paving.example' });
  });
  afterAll(async () => {
    await Promise.all([t?.close(), broken?.close()]);
    client?.cleanup();
  });

  const cases: Array<[string, number, () => Promise<LightMyRequestResponse>]> = [
    ['prerendered page /faq', 200, () => send({ method: 'GET', url: '/faq' })],
    ['home page /', 200, () => send({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } })],
    ['admin app shell /admin', 200, () => send({ method: 'GET', url: '/admin' })],
    ['HTML 404 page for an unknown path', 404, () => send({ method: 'GET', url: '/no-such-page' })],
    ['hashed static asset', 200, () => send({ method: 'GET', url: client.assetPath })],
    ['JSON: health', 200, () => send({ method: 'GET', url: '/healthz' })],
    [
      'JSON: lead accepted',
      201,
      () => send({ method: 'POST', url: '/api/consultation-request', payload: validConsultation }),
    ],
    [
      'JSON: admin lead list',
      200,
      () => send({ method: 'GET', url: '/api/consultation-requests', headers: { cookie } }),
    ],
    [
      'JSON: login with its session cookie',
      200,
      () => send({ method: 'POST', url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } }),
    ],
    [
      'JSON: logout clearing the cookie',
      200,
      () => send({ method: 'POST', url: '/api/admin/logout', headers: { cookie: 'x=1' } }),
    ],
    [
      'admin audio download',
      200,
      () => send({ method: 'GET', url: '/api/voice-feedback/1/audio?download=1', headers: { cookie } }),
    ],
    [
      'admin audio range',
      206,
      () => send({ method: 'GET', url: '/api/voice-feedback/1/audio', headers: { cookie, range: 'bytes=0-99' } }),
    ],
    [
      '301 from http:// to https://',
      301,
      () => send({ method: 'GET', url: '/faq', headers: viaProxy('198.51.100.23', 'http') }),
    ],
    ['400 malformed URL', 400, () => send({ method: 'GET', url: '/%' })],
    [
      '400 invalid lead',
      400,
      () => send({ method: 'POST', url: '/api/consultation-request', payload: { type: 'consultation' } }),
    ],
    ['401 admin call without a session', 401, () => send({ method: 'GET', url: '/api/consultation-requests' })],
    [
      '403 cross-site admin change',
      403,
      () =>
        send({
          method: 'PATCH',
          url: '/api/consultation-requests/1/status',
          payload: { isHidden: true },
          headers: { cookie, origin: 'https://evil.example' },
        }),
    ],
    ['404 unknown API path', 404, () => send({ method: 'GET', url: '/api/nothing-here' })],
    [
      '413 body over the limit',
      413,
      () =>
        send({
          method: 'POST',
          url: '/api/consultation-request',
          payload: { ...validConsultation, message: 'x'.repeat(70_000) },
        }),
    ],
    [
      '415 unsupported content type',
      415,
      () =>
        send({
          method: 'POST',
          url: '/api/consultation-request',
          payload: 'hello',
          headers: { 'content-type': 'text/plain' },
        }),
    ],
    [
      '429 login throttled',
      429,
      async () => {
        const wrong = {
          method: 'POST' as const,
          url: '/api/admin/login',
          payload: { password: 'wrong password!!' },
          headers: viaProxy('198.51.100.77'),
        };
        await send(wrong);
        return send(wrong);
      },
    ],
    [
      '429 rate limited upload',
      429,
      async () => {
        const upload = {
          method: 'POST' as const,
          url: '/api/voice-feedback',
          payload: 'x',
          headers: { ...viaProxy('198.51.100.88'), 'content-type': 'text/plain' },
        };
        await send(upload);
        return send(upload);
      },
    ],
    [
      '500 unexpected failure (database gone)',
      500,
      () => send({ method: 'POST', url: '/api/consultation-request', payload: validConsultation }, broken),
    ],
    ['503 health with the database gone', 503, () => send({ method: 'GET', url: '/healthz' }, broken)],
  ];

  it.each(cases)('%s (%i) carries the baseline', async (_name, status, request) => {
    const response = await request();
    expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
    expect(headerProblems(response.headers, { secure: true })).toEqual([]);
    const isHtml = String(response.headers['content-type']).startsWith('text/html');
    if (isHtml && response.headers['content-encoding'] === undefined)
      expect(inlineScriptProblems(response.body)).toEqual([]);
    if (status >= 400 && !isHtml)
      expect(response.json()).toEqual({ ...response.json<object>(), message: expect.any(String) as unknown });
    if (status === 301) expect(response.headers.location).toBe(`${SITE}/faq`);
  });

  it('sets the admin cookie with __Host-, Secure, HttpOnly and SameSite=Strict', () => {
    expect(seenCookies.some((value) => value.startsWith('__Host-admin_session='))).toBe(true);
  });

  it('scores 100 or more, without any penalty, on an Observatory-style scan', async () => {
    const observe = (url: string, response: LightMyRequestResponse): ObservedResponse => ({
      url,
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
    });
    const page = observe(`${SITE}/`, await send({ method: 'GET', url: '/' }));
    const httpChain = [
      observe(
        'http://debt-relief.example/',
        await send({ method: 'GET', url: '/', headers: viaProxy('198.51.100.23', 'http') }),
      ),
    ];
    const location = httpChain[0]!.headers.location;
    if (location) {
      const next = new URL(String(location));
      httpChain.push(observe(next.href, await send({ method: 'GET', url: next.pathname + next.search })));
    }
    const origin = 'https://http-observatory.security.mozilla.org';
    const cors = { ...observe(`${SITE}/`, await send({ method: 'GET', url: '/', headers: { origin } })), origin };
    const report = scoreObservatory({ page, httpChain, cors, setCookies: seenCookies });
    expect(report.modifiers.filter((modifier) => modifier.modifier < 0)).toEqual([]);
    expect(report.score, JSON.stringify(report.modifiers, null, 1)).toBeGreaterThanOrEqual(100);
    expect(report.grade).toBe('A+');
  });
});

describe('security headers without HTTPS (a local or development start)', () => {
  let t: SecurityApp;
  beforeAll(async () => {
    t = await createSecurityApp({ PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends no HSTS, and never redirects on a forged X-Forwarded-Proto when no proxy is trusted', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(response.statusCode).toBe(200);
    expect(headerProblems(response.headers, { secure: false })).toEqual([]);
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});
