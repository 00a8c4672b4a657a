import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api-error.js';
import type { TrackingEvent } from '#shared/tracking-schemas.js';
import { rowsOf } from '#server/db/rows.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { REDIS_TEST_URL, uniqueRedisPrefix } from '#server/test-support/redis.js';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';
import { TestClock, USER_AGENTS } from '#server/test-support/tracking-client.js';

const START = Date.parse('2026-11-20T15:00:00.000Z');
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';

const visit = (sessionId: string): TrackingEvent => ({ type: 'visit', sessionId, page: '/' });
const click = (sessionId: string, n: number): TrackingEvent => ({
  type: 'click',
  sessionId,
  page: '/',
  elementId: `c${n}`,
});
/** The same event for a single-event route (track-click, track-keystroke), which takes no type. */
const single = ({ type: _type, ...fields }: TrackingEvent) => fields;
const keystroke = (sessionId: string, n: number): TrackingEvent => ({
  type: 'keystroke',
  sessionId,
  page: '/',
  elementId: `k${n}`,
  keystroke: 'a',
});

describe.each(DATABASE_KINDS)('tracking budgets on %s', (kind) => {
  const apps: TestApp[] = [];
  // Last opened first: an app sharing another's database closes before it.
  afterAll(async () => {
    for (const t of apps.reverse()) await t.close();
  });
  const open = async (env: Record<string, string>, options: Parameters<typeof createTestApp>[1] = {}) => {
    const t = await createTestApp(kind, { ...options, env: { ...options.env, ...env } });
    apps.push(t);
    return t;
  };

  const post = (
    t: TestApp,
    url: string,
    payload: unknown,
    ip = '203.0.113.5',
    userAgent: string = USER_AGENTS.desktop,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    });

  /** The stored activities of the sessions, as `type:elementId` (visits as `visit`), by session, oldest first. */
  const stored = async (t: TestApp, prefix: string) => {
    await t.app.trackingBuffer.flush();
    const result = await t.database.db.execute(sql`
      select type, details ->> 'elementId' as element from activities
      where session_id like ${`${prefix}%`} order by session_id, occurred_at, id`);
    return rowsOf<{ type: string; element: string | null }>(result).map((row) =>
      row.element ? `${row.type}:${row.element}` : row.type,
    );
  };

  const expectRefused = (
    response: Awaited<ReturnType<typeof post>>,
    status: number,
    message: RegExp,
    maxRetryAfter: number,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<ApiError>().message).toMatch(message);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
  };

  it('counts events, not requests, per address across all four routes, and writes nothing beyond the budget', async () => {
    const t = await open({ TRACK_RATE_LIMIT: '10' });
    // 6 events in one batch, then one on each single-event route: 9 of 10.
    const batch = await post(t, '/api/track-events', [
      visit('addr_a'),
      ...[1, 2, 3, 4, 5].map((n) => click('addr_a', n)),
    ]);
    expect(batch.json()).toEqual({ success: true, accepted: 6 });
    expect((await post(t, '/api/track-click', single(click('addr_a', 6)))).json()).toEqual({
      success: true,
      accepted: 1,
    });
    expect((await post(t, '/api/track-keystroke', single(keystroke('addr_a', 7)))).json()).toEqual({
      success: true,
      accepted: 1,
    });
    expect((await post(t, '/api/track-visit', { sessionId: 'addr_b', page: '/' })).statusCode).toBe(200);
    // One place left: of a keystroke, a click and a visit, the visit is kept.
    const cut = await post(t, '/api/track-events', [keystroke('addr_c', 8), click('addr_c', 9), visit('addr_c')]);
    expect(cut.json()).toEqual({ success: true, accepted: 1 });
    // Over: every route answers 429 with Retry-After, though the request limit (10) is not reached.
    expectRefused(
      await post(t, '/api/track-click', single(click('addr_a', 10))),
      429,
      /tracking events from this address/,
      60,
    );
    expectRefused(await post(t, '/api/track-visit', { sessionId: 'addr_d', page: '/' }), 429, /try again in/, 60);
    expectRefused(await post(t, '/api/track-events', [visit('addr_d')]), 429, /this address/, 60);
    // Another address has its own budget.
    expect((await post(t, '/api/track-events', [visit('addr_e')], '203.0.113.6')).json()).toEqual({
      success: true,
      accepted: 1,
    });

    expect(await stored(t, 'addr_')).toEqual([
      'visit',
      'click:c1',
      'click:c2',
      'click:c3',
      'click:c4',
      'click:c5',
      'click:c6',
      'keystroke:k7',
      'visit',
      'visit',
      'visit',
    ]);
    const sessions = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from visitor_sessions where id like 'addr_%' order by id`),
    );
    expect(sessions.map((row) => row.id)).toEqual(['addr_a', 'addr_b', 'addr_c', 'addr_e']);
  });

  it('limits requests per address across the four routes together, bots included', async () => {
    const t = await open({ TRACK_RATE_LIMIT: '3' });
    // Bots' events are dropped before any event is counted; their requests still count.
    const routes: Array<[string, unknown]> = [
      ['/api/track-visit', { sessionId: 'req_bot', page: '/' }],
      ['/api/track-click', single(click('req_bot', 1))],
      ['/api/track-keystroke', single(keystroke('req_bot', 2))],
    ];
    for (const [url, payload] of routes)
      expect((await post(t, url, payload, undefined, BOT)).statusCode, url).toBe(200);
    const refused = await post(t, '/api/track-events', [visit('req_visitor')]);
    expectRefused(refused, 429, /Too many requests/, 60);
    expect(await stored(t, 'req_')).toEqual([]);
  });

  it('caps a visitor session per minute and per day, keeping its most telling events, and gives back what it refused', async () => {
    const clock = new TestClock(START);
    const t = await open(
      { TRACK_RATE_LIMIT: '1000', TRACK_SESSION_EVENTS_PER_MINUTE: '5', TRACK_SESSION_EVENTS_PER_DAY: '8' },
      { now: clock.now },
    );
    // 7 events, 5 a minute: the visit and the clicks are kept before the keystrokes, which are cut in order.
    const first = await post(t, '/api/track-events', [
      keystroke('cap_a', 1),
      visit('cap_a'),
      keystroke('cap_a', 2),
      click('cap_a', 3),
      keystroke('cap_a', 4),
      click('cap_a', 5),
      keystroke('cap_a', 6),
    ]);
    expect(first.json()).toEqual({ success: true, accepted: 5 });
    expectRefused(await post(t, '/api/track-click', single(click('cap_a', 7))), 429, /this visitor session/, 60);
    // Other sessions of the same visitor's address are not held back.
    expect((await post(t, '/api/track-events', [visit('cap_b')])).json()).toEqual({ success: true, accepted: 1 });

    // A minute later the minute's window starts again; the day has 3 of 8 left (refusals were given back).
    clock.value += 61_000;
    const later = await post(t, '/api/track-events', [
      click('cap_a', 8),
      click('cap_a', 9),
      click('cap_a', 10),
      click('cap_a', 11),
    ]);
    expect(later.json()).toEqual({ success: true, accepted: 3 });
    // The day is spent: Retry-After points at the day's end, not the minute's.
    const spent = await post(t, '/api/track-click', single(click('cap_a', 12)));
    expectRefused(spent, 429, /this visitor session/, 24 * 3600);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    expect(await stored(t, 'cap_a')).toEqual([
      'keystroke:k1',
      'visit',
      'keystroke:k2',
      'click:c3',
      'click:c5',
      'click:c8',
      'click:c9',
      'click:c10',
    ]);
  });

  it('does not count bots into any budget: a bot flood from an address leaves its visitors their whole budget', async () => {
    const t = await open({ TRACK_RATE_LIMIT: '5', TRACK_SESSION_EVENTS_PER_MINUTE: '5' });
    const flood = Array.from({ length: 200 }, (_, n) => click('bot_a', n));
    expect((await post(t, '/api/track-events', flood, undefined, BOT)).json()).toEqual({
      success: true,
      accepted: 200,
    });
    const visitor = await post(
      t,
      '/api/track-events',
      [1, 2, 3, 4, 5].map((n) => click('bot_visitor', n)),
    );
    expect(visitor.json()).toEqual({ success: true, accepted: 5 });
    expect(await stored(t, 'bot_a')).toEqual([]);
  });

  it('shares the address budget and the request limit between two instances on one Redis prefix', async () => {
    const redisPrefix = uniqueRedisPrefix();
    const env = { REDIS_URL: REDIS_TEST_URL, TRACK_RATE_LIMIT: '5' };
    const one = await open(env, { redisPrefix });
    const two = await open(env, { redisPrefix, database: one.database });
    expect(
      (await post(one, '/api/track-events', [visit('redis_a'), click('redis_a', 1), click('redis_a', 2)])).json(),
    ).toEqual({
      success: true,
      accepted: 3,
    });
    expect(
      (await post(two, '/api/track-events', [click('redis_a', 3), click('redis_a', 4), click('redis_a', 5)])).json(),
    ).toEqual({ success: true, accepted: 2 });
    expectRefused(await post(one, '/api/track-click', single(click('redis_a', 6))), 429, /this address/, 60);
    expectRefused(await post(two, '/api/track-click', single(click('redis_a', 7))), 429, /this address/, 60);
    // Four requests so far, on both: the fifth passes, the sixth is over the shared request limit.
    expect((await post(one, '/api/track-events', [visit('redis_bot')], undefined, BOT)).statusCode).toBe(200);
    expectRefused(
      await post(two, '/api/track-events', [visit('redis_bot')], undefined, BOT),
      429,
      /Too many requests/,
      60,
    );
    // A third app on another prefix counts apart.
    const other = await open(env, { database: one.database });
    expect((await post(other, '/api/track-click', single(click('redis_b', 8)))).json()).toEqual({
      success: true,
      accepted: 1,
    });
    await two.app.trackingBuffer.flush();
    expect(await stored(one, 'redis_a')).toEqual(['visit', 'click:c1', 'click:c2', 'click:c3', 'click:c4']);
  });
});
