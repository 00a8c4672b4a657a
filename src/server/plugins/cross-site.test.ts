import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api-error.js';
import { multipartBody, silentWav } from '#server/test-support/multipart.js';
import { HEALTH_DETAILS_HEADERS } from '#server/test-support/server-process.js';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';

/**
 * Issue 23 §2: the voicemail upload and the stream routes take requests from the site's own pages
 * only (decision 0032). The refusal happens before any body is read or any row is touched, so one
 * database is enough here.
 */
const SITE = 'https://debt.example.com';
const WWW = 'https://www.debt.example.com';
const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Headers = Record<string, string>;
interface PublicWrite {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The body and its headers; the route's own answer to it when the guard lets it through. */
  body: () => { payload?: Buffer | string; headers: Headers };
  passed: number;
}

const upload = () => {
  const body = multipartBody({ email: 'maria@lopez.example' }, [
    { name: 'audio', filename: 'voice-feedback.webm', contentType: 'audio/wav', data: silentWav(16_044) },
  ]);
  return { payload: body.payload, headers: body.headers };
};
const json = (value: unknown) => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } });
const token = { 'x-voice-token': 'not-a-real-token' };

/** The four public writes, each with a body whose answer past the guard is the route's own. */
const PUBLIC_WRITES: PublicWrite[] = [
  { name: 'the voicemail upload', method: 'POST', url: '/api/voice-feedback', body: upload, passed: 201 },
  // Live transcription is off in this app (no engine): past the guard the open is a 404.
  {
    name: 'a stream open',
    method: 'POST',
    url: '/api/voice-streams',
    body: () => json({ email: 'maria@lopez.example' }),
    passed: 404,
  },
  {
    name: 'a stream chunk',
    method: 'PUT',
    url: '/api/voice-streams/unknown-stream/chunks/0',
    body: () => ({ payload: 'chunk', headers: { ...token, 'content-type': 'application/octet-stream' } }),
    passed: 404,
  },
  {
    name: 'a stream cancel',
    method: 'DELETE',
    url: '/api/voice-streams/unknown-stream',
    body: () => ({ headers: token }),
    passed: 404,
  },
];

describe('cross-site public writes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: {
        PUBLIC_URL: SITE,
        ALLOWED_ORIGINS: WWW,
        TRANSCRIPTION_ENGINE: 'none',
        VOICE_RESPONSE_WAIT_MS: '0',
        VOICE_RATE_LIMIT: '1000',
      },
    });
  });
  afterAll(() => t?.close());

  const send = (write: PublicWrite, headers: Headers) => {
    const { payload, headers: bodyHeaders } = write.body();
    return t.app.inject({
      method: write.method,
      url: write.url,
      ...(payload === undefined ? {} : { payload }),
      headers: { 'user-agent': BROWSER_UA, ...bodyHeaders, ...headers },
    });
  };
  const details = async () =>
    (await t.app.inject({ method: 'GET', url: '/healthz', headers: HEALTH_DETAILS_HEADERS })).json<{
      crossSite: { refused: number; trackingDropped: number };
    }>().crossSite;
  const refusalLines = () => t.logs.filter((line) => line.event === 'cross_site_refused');

  const REFUSED: Array<[string, Headers]> = [
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Origin claiming same-origin', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
    [
      'a same-site sub-domain that is not listed',
      { origin: 'https://blog.debt.example.com', 'sec-fetch-site': 'same-site' },
    ],
    ['same-site without an Origin', { 'sec-fetch-site': 'same-site' }],
    ["a sandboxed page's null Origin", { origin: 'null' }],
    ['an unknown Sec-Fetch-Site', { 'sec-fetch-site': 'cross-origin-ish' }],
  ];

  for (const write of PUBLIC_WRITES) {
    it.each(REFUSED)(`refuses ${write.name} with %s: 403 with a message`, async (_label, headers) => {
      const response = await send(write, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiError>().message).toBe('Cross-site requests are not allowed');
    });

    it(`lets ${write.name} through from the site's own origins and from clients that send neither header`, async () => {
      for (const headers of [
        {} as Headers,
        { origin: SITE, 'sec-fetch-site': 'same-origin' },
        { origin: WWW, 'sec-fetch-site': 'same-origin' },
        // The apex's page calling the www name (or back): same-site, and listed.
        { origin: WWW, 'sec-fetch-site': 'same-site' },
        { origin: SITE.toUpperCase(), 'sec-fetch-site': 'same-origin' },
      ]) {
        const response = await send(write, headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(write.passed);
      }
    });
  }

  it('counts every refusal and logs it once, with the route and what the browser said, cut short', async () => {
    const before = await details();
    const linesBefore = refusalLines().length;
    const longOrigin = `https://${'a'.repeat(5000)}.example`;
    const response = await send(PUBLIC_WRITES[2]!, { origin: longOrigin, 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);

    expect((await details()).refused).toBe(before.refused + 1);
    const lines = refusalLines().slice(linesBefore);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      method: 'PUT',
      route: '/api/voice-streams/:streamId/chunks/:seq',
      origin: longOrigin.slice(0, 200),
      fetchSite: 'cross-site',
    });
  });

  it('still answers tracking from other sites as if accepted, and counts those drops apart', async () => {
    const before = await details();
    const visit = (headers: Headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/track-visit',
        payload: { page: '/', sessionId: 'session_1763800000000_crosssite' },
        headers: { 'user-agent': BROWSER_UA, ...headers },
      });
    expect((await visit({ origin: 'https://evil.example' })).statusCode).toBe(200);
    expect((await visit({ origin: WWW, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect(await details()).toEqual({ refused: before.refused, trackingDropped: before.trackingDropped + 1 });
  });

  it('holds admin changes to the same origins', async () => {
    const logout = (headers: Headers) => t.app.inject({ method: 'POST', url: '/api/admin/logout', headers });
    expect((await logout({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await logout({ origin: WWW, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });
});
