import { sql } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.js';
import type { ApiError } from '#shared/api-error.js';
import { openTestDatabase, DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';
import { IPS } from '#server/test-support/tracking-client.js';
import type { StoredEvent } from './tracking-event.js';

const BROWSER_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MONTREAL_IP = '24.48.0.1';
const START = Date.parse('2026-11-20T15:00:00.000Z');

interface SessionRow {
  id: string;
  city: string | null;
  state: string | null;
  ip_address: string | null;
  page_views: number;
  device_type: string | null;
  browser_name: string | null;
  referrer: string | null;
  search_query: string | null;
  first_visit: Date | string;
  last_visit: Date | string;
}

interface ActivityRow {
  session_id: string;
  type: string;
  page: string;
  occurred_at: Date | string;
  details: Record<string, unknown>;
}

describe.each(DATABASE_KINDS)('tracking ingest on %s', (kind) => {
  let t: TestApp;
  let clock = START;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock, env: { TRACK_RATE_LIMIT: '100000' } });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = MONTREAL_IP) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA, ...headers },
    });

  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    await t.app.trackingBuffer.flush();
    const result = await t.database.db.execute(query);
    return (result as { rows?: T[] }).rows ?? (result as T[]);
  };
  const session = async (id: string) =>
    (await rows<SessionRow>(sql`select * from visitor_sessions where id = ${id}`))[0];
  const activitiesOf = (id: string) =>
    rows<ActivityRow>(sql`select * from activities where session_id = ${id} order by occurred_at, id`);

  it('records a visit sent as JSON and answers the visitor place from its IP, not from the payload', async () => {
    const response = await post('/api/track-visit', {
      page: '/?utm_term=Debt%20Help',
      clientIP: '8.8.8.8',
      sessionId: 'session_1_json',
      timeOnPage: 0,
      userAgent: 'ignored',
      referrer: 'https://www.example.org/articles/debt?x=1',
      city: 'Nowhere',
      state: 'Nowhere',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ location: { city: 'Montreal', state: 'Quebec' } });

    const stored = await session('session_1_json');
    expect(stored).toMatchObject({
      city: 'Montreal',
      state: 'Quebec',
      ip_address: MONTREAL_IP,
      page_views: 1,
      device_type: 'mobile',
      browser_name: 'Safari',
      referrer: 'https://www.example.org/articles/debt?x=1',
      search_query: 'debt help',
    });
    const [visit] = await activitiesOf('session_1_json');
    expect(visit).toMatchObject({ type: 'visit', page: '/?utm_term=Debt%20Help' });
    expect(visit!.details).toMatchObject({
      referrerLabel: 'example.org',
      referrerPage: 'https://www.example.org/articles/debt',
      searchQuery: 'debt help',
      deviceType: 'mobile',
      state: 'Quebec',
    });
    expect(new Date(visit!.occurred_at).getTime()).toBe(START);
  });

  it("keeps a session's address, place and device from its first event, whoever sends the later ones", async () => {
    const id = 'session_1_first_place';
    const first = {
      city: 'Montreal',
      state: 'Quebec',
      ip_address: MONTREAL_IP,
      device_type: 'mobile',
      browser_name: 'Safari',
    };
    const elsewhere = { 'user-agent': DESKTOP_UA };
    expect((await post('/api/track-visit', { page: '/', sessionId: id })).statusCode).toBe(200);
    // In the first visit's batch (the buffer is not flushed between them), claiming to be older...
    const click = [{ type: 'click', sessionId: id, page: '/', elementTag: 'button', ageMs: 60_000 }];
    expect((await post('/api/track-events', click, elsewhere, IPS.california)).statusCode).toBe(200);
    expect(await session(id)).toMatchObject(first);
    // ...and in a later batch.
    expect(
      (await post('/api/track-visit', { page: '/faq', sessionId: id }, elsewhere, IPS.california)).statusCode,
    ).toBe(200);
    expect(await session(id)).toMatchObject({ ...first, page_views: 2 });
  });

  it('accepts text/plain JSON (sendBeacon) on every tracking route', async () => {
    const beacon = { 'content-type': 'text/plain;charset=UTF-8' };
    const id = 'session_2_beacon';
    expect((await post('/api/track-visit', { page: '/faq', sessionId: id }, beacon)).statusCode).toBe(200);
    const click = {
      sessionId: id,
      page: '/faq',
      elementId: 'cta',
      elementClass: 'btn',
      elementTag: 'button',
      elementText: 'Go',
      clickX: 10,
      clickY: 20,
    };
    expect((await post('/api/track-click', click, beacon)).json()).toEqual({ success: true, accepted: 1 });
    const key = {
      sessionId: id,
      page: '/faq',
      elementId: 'email',
      elementType: 'email',
      fieldName: 'email',
      inputValue: 'a@b.co',
      keystroke: 'o',
    };
    expect((await post('/api/track-keystroke', key, beacon)).json()).toEqual({ success: true, accepted: 1 });
    const batch = [{ type: 'click', sessionId: id, page: '/faq', elementTag: 'a', elementText: 'x'.repeat(250) }];
    expect((await post('/api/track-events', batch, beacon)).json()).toEqual({ success: true, accepted: 1 });

    const stored = await activitiesOf(id);
    expect(stored.map((row) => row.type)).toEqual(['visit', 'click', 'keystroke', 'click']);
    expect(stored[1]!.details).toEqual({
      elementId: 'cta',
      elementClass: 'btn',
      elementTag: 'button',
      elementText: 'Go',
      clickX: 10,
      clickY: 20,
    });
    expect(stored[2]!.details).toMatchObject({ inputValue: 'a@b.co', keystroke: 'o', fieldName: 'email' });
    // SPEC §9: element text is cut to 100 characters.
    expect(stored[3]!.details.elementText).toBe('x'.repeat(100));
  });

  it('writes a batch in order, dates events by their age, and counts only visits as page views', async () => {
    const id = 'session_3_batch';
    const response = await post('/api/track-events', [
      {
        type: 'visit',
        sessionId: id,
        page: '/',
        referrer: 'https://www.google.com/search?q=Business+Debt',
        ageMs: 4000,
      },
      { type: 'click', sessionId: id, page: '/', elementTag: 'button', elementText: 'Learn More', ageMs: 3000 },
      {
        type: 'keystroke',
        sessionId: id,
        page: '/',
        elementType: 'text',
        fieldName: 'firstName',
        inputValue: 'J',
        keystroke: 'J',
        ageMs: 2000,
      },
      { type: 'visit', sessionId: id, page: '/faq', referrer: 'http://localhost:5173/', ageMs: 1000 },
      { type: 'leave', sessionId: id, page: '/faq', timeOnPage: 42 },
    ]);
    expect(response.json()).toEqual({ success: true, accepted: 5 });
    const stored = await activitiesOf(id);
    expect(stored.map((row) => [row.type, row.page, new Date(row.occurred_at).getTime()])).toEqual([
      ['visit', '/', START - 4000],
      ['click', '/', START - 3000],
      ['keystroke', '/', START - 2000],
      ['visit', '/faq', START - 1000],
    ]);
    expect(stored[0]!.details).toMatchObject({ referrerLabel: 'Google Search', searchQuery: 'business debt' });
    expect(stored[3]!.details).toMatchObject({ referrerLabel: 'Internal (This Website)', timeOnPage: 42 });
    expect(await session(id)).toMatchObject({ page_views: 2, search_query: 'business debt' });
    expect(new Date((await session(id))!.last_visit).getTime()).toBe(START);
  });

  it('takes a track-visit with timeOnPage above 0 as the leave beacon: time on page, no new visit', async () => {
    const id = 'session_4_leave';
    await post('/api/track-visit', { page: '/success-stories', sessionId: id, timeOnPage: 0 });
    clock += 65_000;
    const response = await post('/api/track-visit', { page: '/success-stories', sessionId: id, timeOnPage: 65 });
    expect(response.statusCode).toBe(200);
    const stored = await activitiesOf(id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.details.timeOnPage).toBe(65);
    // Each visible stretch is reported once (hidden, shown again, hidden): they add up.
    await post('/api/track-events', [
      { type: 'leave', sessionId: id, page: '/success-stories', timeOnPage: 10 },
      { type: 'leave', sessionId: id, page: '/success-stories', timeOnPage: 5 },
    ]);
    expect((await activitiesOf(id))[0]!.details.timeOnPage).toBe(80);
    const row = await session(id);
    expect(row!.page_views).toBe(1);
    expect(new Date(row!.last_visit).getTime() - new Date(row!.first_visit).getTime()).toBe(65_000);
    clock = START;
  });

  it('keeps hourly rollups equal to the stored visits', async () => {
    const totals = await rows<{ visits: number }>(
      sql`select sum(visits)::int as visits from visit_rollups where dimension = 'total'`,
    );
    const visits = await rows<{ visits: number }>(
      sql`select count(*)::int as visits from activities where type = 'visit'`,
    );
    expect(totals[0]!.visits).toBe(visits[0]!.visits);
    const referrers = await rows<{ value: string; visits: number }>(
      sql`select value, sum(visits)::int as visits from visit_rollups where dimension = 'referrer' group by value order by value`,
    );
    expect(referrers).toEqual(
      expect.arrayContaining([
        { value: 'Google Search', visits: 1 },
        { value: 'Internal (This Website)', visits: 1 },
        { value: 'example.org', visits: 1 },
      ]),
    );
  });

  it('never stores typed values of password fields', async () => {
    const id = 'session_5_password';
    await post('/api/track-events', [
      { type: 'keystroke', sessionId: id, page: '/', elementType: 'password', inputValue: 'hunter2', keystroke: '2' },
      {
        type: 'keystroke',
        sessionId: id,
        page: '/',
        elementType: 'password',
        inputValue: 'hunter2',
        keystroke: 'Enter',
      },
    ]);
    const stored = await activitiesOf(id);
    expect(stored.map((row) => row.details)).toEqual([
      { elementId: null, elementType: 'password', fieldName: null, inputValue: null, keystroke: null },
      { elementId: null, elementType: 'password', fieldName: null, inputValue: null, keystroke: 'Enter' },
    ]);
  });

  it('drops events from bots, headless browsers, clients without a User-Agent and other origins with the same answer', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['bot', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }],
      ['headless', { 'user-agent': DESKTOP_UA.replace('Chrome/', 'HeadlessChrome/') }],
      ['no user agent', { 'user-agent': '' }],
      ['foreign origin', { origin: 'https://evil.example' }],
      ['cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ];
    for (const [label, headers] of cases) {
      const id = `session_drop_${label.replace(/\W/g, '_')}`;
      const visit = await post('/api/track-visit', { page: '/', sessionId: id }, headers);
      expect(visit.statusCode, label).toBe(200);
      expect(visit.json(), label).toHaveProperty('location');
      const batch = await post('/api/track-events', [{ type: 'visit', sessionId: id, page: '/' }], headers);
      expect(batch.json(), label).toEqual({ success: true, accepted: 1 });
      expect(await session(id), label).toBeUndefined();
    }
  });

  it('answers 400 with a message for invalid payloads and stores nothing', async () => {
    const invalid: Array<[string, unknown]> = [
      ['/api/track-visit', { page: '/', sessionId: 'bad id with spaces' }],
      ['/api/track-visit', { page: 'https://elsewhere/', sessionId: 'session_x' }],
      ['/api/track-visit', { sessionId: 'session_x' }],
      ['/api/track-visit', { page: '/', sessionId: 'session_x', extra: true }],
      ['/api/track-click', { page: '/', sessionId: 'session_x', clickX: 'ten' }],
      ['/api/track-click', { page: '/', sessionId: 'session_x', clickX: 1.5 }],
      ['/api/track-keystroke', { page: '/', sessionId: 'session_x', inputValue: 42 }],
      ['/api/track-events', []],
      ['/api/track-events', { type: 'visit', sessionId: 'session_x', page: '/' }],
      ['/api/track-events', [{ type: 'scroll', sessionId: 'session_x', page: '/' }]],
      ['/api/track-events', [{ type: 'leave', sessionId: 'session_x', page: '/' }]],
      ['/api/track-events', [{ type: 'visit', sessionId: 'session_x', page: '/', ageMs: 3_600_000 }]],
      ['/api/track-events', Array.from({ length: 201 }, () => ({ type: 'visit', sessionId: 'session_x', page: '/' }))],
      ['/api/track-visit', { page: '/\u0000', sessionId: 'session_x' }],
    ];
    for (const [url, payload] of invalid) {
      const response = await post(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      expect(typeof response.json<ApiError>().message).toBe('string');
    }
    const malformed = await post('/api/track-events', '{"type":', { 'content-type': 'text/plain' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiError>().message).toBe('Malformed JSON body');
    expect(await session('session_x')).toBeUndefined();
  });

  it('refuses bodies over 64 KB with 413 and other content types with 415', async () => {
    const big = [
      { type: 'click', sessionId: 'session_big', page: `/${'a'.repeat(2000)}`, elementClass: 'c'.repeat(1000) },
    ];
    const body = JSON.stringify(Array.from({ length: 40 }, () => big[0]));
    expect(body.length).toBeGreaterThan(64 * 1024);
    const response = await post('/api/track-events', body);
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiError>().message).toBe('Request body is too large');
    const form = await post('/api/track-visit', 'page=/&sessionId=s', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    expect(await session('session_big')).toBeUndefined();
  });

  it('still refuses text/plain on routes other than tracking', async () => {
    const cookie = await loginAsAdmin(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/consultation-requests/1/status',
      payload: JSON.stringify({ isHidden: true }),
      headers: { 'content-type': 'text/plain', cookie },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe.each(DATABASE_KINDS)('tracking limits and settings on %s', (kind) => {
  it('rate-limits tracking requests per IP', async () => {
    const t = await createTestApp(kind, { env: { TRACK_RATE_LIMIT: '3' } });
    try {
      const send = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/track-visit',
          remoteAddress: ip,
          payload: { page: '/', sessionId: 'session_rate' },
          headers: { 'user-agent': DESKTOP_UA },
        });
      for (let i = 0; i < 3; i += 1) expect((await send('203.0.113.5')).statusCode).toBe(200);
      const limited = await send('203.0.113.5');
      expect(limited.statusCode).toBe(429);
      expect(limited.json<ApiError>().message).toMatch(/Too many requests/);
      expect((await send('203.0.113.6')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('stores no typed values when TRACK_INPUT_VALUES=false, keeping named keys', async () => {
    const t = await createTestApp(kind, { env: { TRACK_INPUT_VALUES: 'false' } });
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/track-events',
        payload: [
          {
            type: 'keystroke',
            sessionId: 'session_novalues',
            page: '/',
            elementType: 'text',
            inputValue: 'Acme Corp',
            keystroke: 'p',
          },
          {
            type: 'keystroke',
            sessionId: 'session_novalues',
            page: '/',
            elementType: 'text',
            inputValue: 'Acme Corp',
            keystroke: 'Tab',
          },
        ],
        headers: { 'user-agent': DESKTOP_UA },
      });
      await t.app.trackingBuffer.flush();
      const result = await t.database.db.execute(sql`select details from activities order by id`);
      const details = ((result as { rows?: unknown[] }).rows ?? result) as Array<{ details: Record<string, unknown> }>;
      expect(details.map((row) => [row.details.inputValue, row.details.keystroke])).toEqual([
        [null, null],
        [null, 'Tab'],
      ]);
      expect(JSON.stringify(details)).not.toContain('Acme');
    } finally {
      await t.close();
    }
  });

  /** For every tracking route, a valid body and an invalid one (which would get 400 if it were validated). */
  const routeBodies: Array<[string, unknown, unknown]> = [
    ['/api/track-visit', { page: '/', sessionId: 'session_busy' }, { page: 'https://elsewhere/', sessionId: 'bad id' }],
    [
      '/api/track-click',
      { page: '/', sessionId: 'session_busy', elementTag: 'a', clickX: 1 },
      { page: '/', sessionId: 'session_busy', clickX: 'ten' },
    ],
    [
      '/api/track-keystroke',
      { page: '/', sessionId: 'session_busy', keystroke: 'a' },
      { page: '/', sessionId: 'session_busy', inputValue: 42 },
    ],
    [
      '/api/track-events',
      [{ type: 'visit', sessionId: 'session_busy', page: '/' }],
      [{ type: 'scroll', sessionId: 'session_busy', page: '/' }],
    ],
  ];

  const send = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_UA, ...headers },
    });

  const expectBusy = (
    response: { statusCode: number; headers: Record<string, unknown>; json(): { message?: unknown } },
    label: string,
  ) => {
    expect(response.statusCode, label).toBe(503);
    expect(response.headers['retry-after'], label).toBe('1');
    expect(response.json().message, label).toBe('Tracking is busy; please try again shortly');
  };

  /** Every request that can only be refused while busy: bodies that are valid, invalid, malformed, of another type, or dropped. */
  const expectAllRefused = async (t: TestApp) => {
    for (const [url, valid, invalid] of routeBodies) {
      expectBusy(await send(t, url, valid), `${url} valid`);
      // 503, not 400: the body was neither parsed nor validated.
      expectBusy(await send(t, url, invalid), `${url} invalid`);
      expectBusy(await send(t, url, '{"page":', { 'content-type': 'text/plain' }), `${url} malformed`);
      expectBusy(await send(t, url, 'page=/', { 'content-type': 'application/x-www-form-urlencoded' }), `${url} form`);
      expectBusy(
        await send(t, url, valid, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
        `${url} bot`,
      );
    }
  };

  it('answers 503 when the buffer refuses events (full, or closing), never acknowledging what it did not keep', async () => {
    const t = await createTestApp(kind);
    try {
      await t.app.trackingBuffer.close();
      await expectAllRefused(t);
      expect(t.app.trackingBuffer.size).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('refuses every tracking route before reading the body while the buffer is full, keeps the connection usable, and takes requests again once it drains', async () => {
    const database = await openTestDatabase(kind);
    // Tracking writes wait at this gate while it is closed, as if the database could not keep up;
    // while `discarding`, what was held is thrown away instead of written (the filler events).
    let gate: Promise<void> | undefined;
    let openGate = () => {};
    let discarding = false;
    const gated: DatabaseHandle = {
      ...database,
      executeInTransaction: async (statements) => {
        if (gate) await gate;
        if (!discarding) await database.executeInTransaction(statements);
      },
    };
    const t = await createTestApp(kind, { database: gated, env: { TRACK_RATE_LIMIT: '100000' } });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const buffer = t.app.trackingBuffer;
      discarding = true;
      gate = new Promise((resolve) => (openGate = resolve));
      const filler = Array.from({ length: 200 }, (_, n): StoredEvent => ({
        type: 'leave',
        sessionId: `session_filler_${n}`,
        page: '/',
        timeOnPage: 1,
        at: new Date(START),
        visitor: { ipAddress: null, city: null, state: null, deviceType: 'desktop', browserName: null },
      }));
      // 100 places left: a request of one event would still fit, a batch of 200 (the most a
      // request may carry) would not, so requests are refused before their size is known.
      const target = buffer.maxPending - 100;
      while (buffer.size + filler.length <= target) expect(buffer.add(filler)).toBe(true);
      expect(buffer.add(filler.slice(0, target - buffer.size))).toBe(true);
      const pending = buffer.size;
      expect(pending).toBe(target);
      expect(buffer.hasRoomFor(100)).toBe(true);
      expect(buffer.hasRoomFor(200)).toBe(false);

      await expectAllRefused(t);
      expect(buffer.size).toBe(pending);

      // On a real port: the refused bodies (sent partly after the answer came) are read and
      // discarded, so the next request on the same keep-alive connection is answered normally.
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      let connections = 0;
      t.app.server.on('connection', () => (connections += 1));
      const big = JSON.stringify(
        Array.from({ length: 100 }, (_, n) => ({
          type: 'keystroke',
          sessionId: 'session_keepalive',
          page: '/',
          inputValue: 'x'.repeat(400),
          keystroke: String(n % 10),
        })),
      );
      expect(big.length).toBeGreaterThan(40_000);
      expect(big.length).toBeLessThan(64 * 1024);
      const postOnConnection = (body: string, splitAfterAnswer: boolean) =>
        new Promise<{ status: number; retryAfter: unknown; connection: unknown; body: string }>((resolve, reject) => {
          const request = http.request(
            {
              host: '127.0.0.1',
              port,
              path: '/api/track-events',
              method: 'POST',
              agent,
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
                'user-agent': DESKTOP_UA,
              },
            },
            (response) => {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (text += chunk));
              response.on('end', () =>
                resolve({
                  status: response.statusCode!,
                  retryAfter: response.headers['retry-after'],
                  connection: response.headers.connection,
                  body: text,
                }),
              );
              if (splitAfterAnswer) request.end(body.slice(1000));
            },
          );
          request.on('error', reject);
          if (splitAfterAnswer) request.write(body.slice(0, 1000));
          else request.end(body);
        });
      for (let round = 0; round < 2; round += 1) {
        const refused = await postOnConnection(big, true);
        expect(refused.status).toBe(503);
        expect(refused.retryAfter).toBe('1');
        expect(refused.connection).not.toBe('close');
      }
      expect(connections).toBe(1);

      gate = undefined;
      openGate();
      await buffer.flush();
      discarding = false;
      expect(buffer.size).toBe(0);

      const accepted = await postOnConnection(big, false);
      expect(accepted.status).toBe(200);
      expect(JSON.parse(accepted.body)).toEqual({ success: true, accepted: 100 });
      expect(connections).toBe(1);
      // Not busy: validation and the drop rule apply as before.
      for (const [url, valid, invalid] of routeBodies) {
        expect((await send(t, url, valid)).statusCode, `${url} valid`).toBe(200);
        expect((await send(t, url, invalid)).statusCode, `${url} invalid`).toBe(400);
      }
      const bot = await send(t, '/api/track-events', [{ type: 'visit', sessionId: 'session_bot_after', page: '/' }], {
        'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
      });
      expect(bot.json()).toEqual({ success: true, accepted: 1 });
      await buffer.flush();
      const counted = await database.db.execute(
        sql`select session_id, count(*)::int as count from activities where session_id in ('session_keepalive', 'session_busy', 'session_bot_after') group by session_id order by session_id`,
      );
      expect((counted as { rows?: unknown[] }).rows ?? counted).toEqual([
        { session_id: 'session_busy', count: 4 },
        { session_id: 'session_keepalive', count: 100 },
      ]);
      expect(
        await database.db
          .execute(sql`select 1 from activities where session_id like 'session_filler%'`)
          .then((r) => ((r as { rows?: unknown[] }).rows ?? r) as unknown[]),
      ).toHaveLength(0);
    } finally {
      openGate();
      agent.destroy();
      await t.close();
      await database.close();
    }
  });

  it('writes buffered events when the server closes', async () => {
    const database = await openTestDatabase(kind);
    try {
      const t = await createTestApp(kind, { database, env: { TRACK_FLUSH_MS: '10000' } });
      await t.app.inject({
        method: 'POST',
        url: '/api/track-events',
        payload: [{ type: 'visit', sessionId: 'session_shutdown', page: '/' }],
        headers: { 'user-agent': DESKTOP_UA },
      });
      expect(t.app.trackingBuffer.size).toBe(1);
      await t.close();
      const result = await database.db.execute(
        sql`select count(*)::int as count from activities where session_id = 'session_shutdown'`,
      );
      const [row] = ((result as { rows?: unknown[] }).rows ?? result) as Array<{ count: number }>;
      expect(row!.count).toBe(1);
    } finally {
      await database.close();
    }
  });
});
