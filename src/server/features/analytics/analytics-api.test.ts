import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '#shared/analytics-schemas.js';
import type { ApiError } from '#shared/api-error.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, loginAsAdmin, validConsultation, type TestApp } from '#server/test-support/test-app.js';
import {
  IPS,
  TestClock,
  trackAt,
  TRACKING_TEST_ENV,
  USER_AGENTS,
  type Visitor,
} from '#server/test-support/tracking-client.js';

/**
 * Every figure of GET /api/analytics on a fixed data set. "Now" is 12:20 in New York on the day
 * DST ended (2026-11-01, EST since 06:00 UTC), so local midnight was 04:00 UTC (EDT), not 05:00;
 * now and the window's start fall inside UTC hours, so both edges are counted from raw activities.
 */
const NOW = Date.parse('2026-11-01T17:20:00.000Z');
const FROM = Date.parse('2026-10-02T17:20:00.000Z');
const at = (iso: string) => Date.parse(iso);

/** Session D's two visits, from two LinkedIn pages. */
const LINKEDIN_REFERRER = {
  referrer: 'linkedin.com',
  count: 2,
  pages: [
    { page: 'https://www.linkedin.com/feed/', count: 1 },
    { page: 'https://www.linkedin.com/posts/debt-help', count: 1 },
  ],
};

const DESKTOP_CALIFORNIA: Visitor = { userAgent: USER_AGENTS.desktop, ip: IPS.california };
const MOBILE_TEXAS: Visitor = { userAgent: USER_AGENTS.mobile, ip: IPS.texas };
const TABLET_NEW_YORK: Visitor = { userAgent: USER_AGENTS.tablet, ip: IPS.newYork };
const UNKNOWN_NOWHERE: Visitor = { userAgent: USER_AGENTS.unknown, ip: IPS.nowhere };
const MAC_FLORIDA: Visitor = { userAgent: USER_AGENTS.mac, ip: IPS.florida };

describe.each(DATABASE_KINDS)('analytics API on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  const clock = new TestClock(NOW);

  const visit = (time: number, sessionId: string, page: string, referrer: string | null, visitor: Visitor) =>
    trackAt(t.app, clock, time, [{ type: 'visit', sessionId, page, referrer }], visitor);

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now, env: TRACKING_TEST_ENV });
    cookie = await loginAsAdmin(t.app);

    // A: its only visit 1 ms before the window; it has a lead, but is not a visitor of the window.
    await visit(
      FROM - 1,
      'sess_a_before',
      '/',
      'https://www.google.com/search?q=Business+Debt+Relief',
      DESKTOP_CALIFORNIA,
    );
    // B: exactly at the window's start, direct, search words from the landing page's utm_term; has a lead.
    await visit(FROM, 'sess_b_start', '/?utm_term=MCA+Help', null, MOBILE_TEXAS);
    // C: a tablet from Bing, then an internal page, plus a click and a keystroke (not visits).
    await visit(
      at('2026-10-15T10:00:00.000Z'),
      'sess_c_tablet',
      '/',
      'https://www.bing.com/search?q=debt+restructuring',
      TABLET_NEW_YORK,
    );
    await visit(at('2026-10-15T10:05:00.000Z'), 'sess_c_tablet', '/faq', 'http://localhost:3000/', TABLET_NEW_YORK);
    await trackAt(
      t.app,
      clock,
      at('2026-10-15T10:06:00.000Z'),
      [{ type: 'click', sessionId: 'sess_c_tablet', page: '/faq', elementText: 'Learn More' }],
      TABLET_NEW_YORK,
    );
    await trackAt(
      t.app,
      clock,
      at('2026-10-15T10:07:00.000Z'),
      [{ type: 'keystroke', sessionId: 'sess_c_tablet', page: '/faq', fieldName: 'email', inputValue: 'c@d.example' }],
      TABLET_NEW_YORK,
    );
    // D: a device of unknown type with no known place, two LinkedIn pages: one visit just before
    // local midnight (03:59 UTC), one after it (04:30 UTC, before a naive 05:00 UTC midnight).
    await visit(
      at('2026-11-01T03:59:00.000Z'),
      'sess_d_unknown',
      '/',
      'https://www.linkedin.com/feed/',
      UNKNOWN_NOWHERE,
    );
    await visit(
      at('2026-11-01T04:30:00.000Z'),
      'sess_d_unknown',
      '/success-stories',
      'https://www.linkedin.com/posts/debt-help?utm=x',
      UNKNOWN_NOWHERE,
    );
    // E: Google without search words this morning, then an internal page exactly now.
    await visit(at('2026-11-01T12:00:00.000Z'), 'sess_e_now', '/', 'https://www.google.com/', MAC_FLORIDA);
    await visit(NOW, 'sess_e_now', '/commercial-debt-relief', 'http://localhost:3000/faq', MAC_FLORIDA);
    await t.app.trackingBuffer.flush();

    for (const sessionId of ['sess_a_before', 'sess_b_start', 'sess_never_tracked', null]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/consultation-request',
        payload: { ...validConsultation, sessionId },
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => t?.close());

  const summary = async (query = ''): Promise<AnalyticsSummary> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/analytics${query}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answers every figure for all sessions', async () => {
    expect(await summary()).toEqual({
      // B, C×2, D×2, E×2: A's visit is 1 ms too early; B's (the window's first instant) and E's (now) count.
      totalVisits: 7,
      averageVisitsPerDay: 0.2,
      // Since 04:00 UTC: D at 04:30, E at 12:00 and now.
      visitsToday: 3,
      // Sessions last active in the window: B, C, D, E; of those only B has a lead.
      conversionRate: 25,
      topStates: [
        { state: 'Florida', count: 2 },
        { state: 'New York', count: 2 },
        { state: 'Texas', count: 1 },
      ],
      topReferrers: [
        {
          referrer: 'Internal (This Website)',
          count: 2,
          pages: [
            { page: 'http://localhost:3000/', count: 1 },
            { page: 'http://localhost:3000/faq', count: 1 },
          ],
        },
        LINKEDIN_REFERRER,
        { referrer: 'Bing Search', count: 1, pages: [{ page: 'https://www.bing.com/search', count: 1 }] },
        { referrer: 'Direct', count: 1, pages: [] },
        { referrer: 'Google Search', count: 1, pages: [{ page: 'https://www.google.com/', count: 1 }] },
      ],
      topSearchQueries: [
        { query: 'debt restructuring', count: 1 },
        { query: 'mca help', count: 1 },
      ],
      // Known: B mobile, C×2 tablet (mobile), E×2 desktop; D's two visits are unknown.
      mobilePercentage: 60,
      desktopPercentage: 40,
      knownDeviceVisits: 5,
      unknownDeviceVisits: 2,
      recentVisitors: [
        {
          sessionId: 'sess_e_now',
          city: 'Fort Lauderdale',
          state: 'Florida',
          firstVisit: '2026-11-01T12:00:00.000Z',
          lastVisit: '2026-11-01T17:20:00.000Z',
        },
        {
          sessionId: 'sess_d_unknown',
          city: null,
          state: null,
          firstVisit: '2026-11-01T03:59:00.000Z',
          lastVisit: '2026-11-01T04:30:00.000Z',
        },
        {
          sessionId: 'sess_c_tablet',
          city: 'New York',
          state: 'New York',
          firstVisit: '2026-10-15T10:00:00.000Z',
          lastVisit: '2026-10-15T10:07:00.000Z',
        },
        {
          sessionId: 'sess_b_start',
          city: 'Frisco',
          state: 'Texas',
          firstVisit: '2026-10-02T17:20:00.000Z',
          lastVisit: '2026-10-02T17:20:00.000Z',
        },
        {
          sessionId: 'sess_a_before',
          city: 'San Jose',
          state: 'California',
          firstVisit: '2026-10-02T17:19:59.999Z',
          lastVisit: '2026-10-02T17:19:59.999Z',
        },
      ],
      // Local New York days: B on Oct 2, C on Oct 15, D's first visit late on Oct 31 (03:59 UTC),
      // D's second and E's two on Nov 1, the day DST ends.
      dailyVisits: dailyFrom('2026-10-02', 31, { '2026-10-02': 1, '2026-10-15': 2, '2026-10-31': 1, '2026-11-01': 3 }),
      window: {
        from: '2026-10-02T17:20:00.000Z',
        to: '2026-11-01T17:20:00.000Z',
        todayFrom: '2026-11-01T04:00:00.000Z',
        timeZone: 'America/New_York',
      },
    });
  });

  it('counts whole days from the daily rollups and the other whole hours from the hourly ones (rollup-only visits show up)', async () => {
    // The window is 2026-10-02T17:20Z to now: 2026-10-03 … 2026-10-31 are whole UTC days, the
    // hours of 2026-10-02 after 18:00 and of 2026-11-01 before 17:00 come from the hourly rollups.
    const cells = [
      sql`insert into visit_rollups_daily (dimension, day, value, visits) values ('total', '2026-10-20T00:00:00.000Z'::timestamptz, '', 1)`,
      sql`insert into visit_rollups (dimension, hour, value, visits) values ('total', '2026-10-02T20:00:00.000Z'::timestamptz, '', 10)`,
      sql`insert into visit_rollups (dimension, hour, value, visits) values ('total', '2026-11-01T01:00:00.000Z'::timestamptz, '', 100)`,
    ];
    for (const cell of cells) await t.database.db.execute(cell);
    try {
      expect((await summary()).totalVisits).toBe(7 + 111);
    } finally {
      await t.database.db.execute(
        sql`delete from visit_rollups_daily where dimension = 'total' and day = '2026-10-20T00:00:00.000Z'::timestamptz`,
      );
      await t.database.db.execute(
        sql`delete from visit_rollups where dimension = 'total' and hour in ('2026-10-02T20:00:00.000Z'::timestamptz, '2026-11-01T01:00:00.000Z'::timestamptz)`,
      );
    }
    expect((await summary()).totalVisits).toBe(7);
  });

  it('starts "today" at midnight in BUSINESS_TIMEZONE', async () => {
    const utc = await createTestApp(kind, { database: t.database, now: clock.now, env: { BUSINESS_TIMEZONE: 'UTC' } });
    try {
      const response = await utc.app.inject({
        method: 'GET',
        url: '/api/analytics',
        headers: { cookie: await loginAsAdmin(utc.app) },
      });
      // Since 00:00 UTC: D at 03:59 and 04:30, E at 12:00 and now.
      expect(response.json()).toMatchObject({
        visitsToday: 4,
        window: { todayFrom: '2026-11-01T00:00:00.000Z', timeZone: 'UTC' },
      });
    } finally {
      await utc.close();
    }
  });

  it('narrows every figure to one session', async () => {
    expect(await summary('?sessionId=sess_d_unknown')).toMatchObject({
      totalVisits: 2,
      averageVisitsPerDay: 0.1,
      visitsToday: 1,
      conversionRate: 0,
      topStates: [],
      topReferrers: [LINKEDIN_REFERRER],
      topSearchQueries: [],
      mobilePercentage: 0,
      desktopPercentage: 0,
      knownDeviceVisits: 0,
      unknownDeviceVisits: 2,
      recentVisitors: [
        {
          sessionId: 'sess_d_unknown',
          city: null,
          state: null,
          firstVisit: '2026-11-01T03:59:00.000Z',
          lastVisit: '2026-11-01T04:30:00.000Z',
        },
      ],
    });
    expect(await summary('?sessionId=sess_b_start')).toMatchObject({
      totalVisits: 1,
      visitsToday: 0,
      conversionRate: 100,
      topStates: [{ state: 'Texas', count: 1 }],
      topReferrers: [{ referrer: 'Direct', count: 1, pages: [] }],
      topSearchQueries: [{ query: 'mca help', count: 1 }],
      mobilePercentage: 100,
      desktopPercentage: 0,
      knownDeviceVisits: 1,
      recentVisitors: [{ sessionId: 'sess_b_start' }],
    });
    expect(await summary('?sessionId=sess_c_tablet')).toMatchObject({
      totalVisits: 2,
      mobilePercentage: 100,
      conversionRate: 0,
    });
  });

  it('gives a session outside the window no visits and no conversion, but still lists it', async () => {
    expect(await summary('?sessionId=sess_a_before')).toMatchObject({
      totalVisits: 0,
      conversionRate: 0,
      topReferrers: [],
      recentVisitors: [{ sessionId: 'sess_a_before', lastVisit: '2026-10-02T17:19:59.999Z' }],
    });
  });

  it('answers zeros for a session that does not exist, and treats an empty filter as none', async () => {
    expect(await summary('?sessionId=session_0_unknown')).toMatchObject({
      totalVisits: 0,
      visitsToday: 0,
      conversionRate: 0,
      mobilePercentage: 0,
      desktopPercentage: 0,
      knownDeviceVisits: 0,
      unknownDeviceVisits: 0,
      topStates: [],
      recentVisitors: [],
    });
    expect((await summary('?sessionId=')).totalVisits).toBe(7);
  });

  it.each([
    ['a malformed session id', '?sessionId=not%20a%20session!', 'sessionId: Invalid session id'],
    ['a repeated session id', '?sessionId=a&sessionId=b', 'sessionId'],
    ['an unknown parameter', '?session=abc', 'session'],
  ])('rejects %s with a 400', async (_label, query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/analytics${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toContain(message);
  });

  it('gives one session its visits per local day', async () => {
    const { dailyVisits } = await summary('?sessionId=sess_d_unknown');
    expect(dailyVisits.filter((day) => day.count > 0)).toEqual([
      { date: '2026-10-31', count: 1 },
      { date: '2026-11-01', count: 1 },
    ]);
    expect(dailyVisits).toHaveLength(31);
  });

  it('revalidates with an ETag over the figures, not over the moving window', async () => {
    const get = (query: string, ifNoneMatch?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/analytics${query}`,
        headers: ifNoneMatch ? { cookie, 'if-none-match': ifNoneMatch } : { cookie },
      });
    const first = await get('?sessionId=sess_c_tablet');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    try {
      // A second later the window (and so the body) differs, but session C's figures do not.
      clock.value = NOW + 1000;
      const later = await get('?sessionId=sess_c_tablet', etag);
      expect(later.statusCode).toBe(304);
      expect(later.body).toBe('');
      // Another filter is other figures.
      const all = await get('', etag);
      expect(all.statusCode).toBe(200);
      expect(all.headers.etag).not.toBe(etag);
      // Session B's visit, exactly at the window's start, has now left the window: the figures changed.
      clock.value = NOW;
      const atNow = await get('');
      expect(atNow.json<AnalyticsSummary>().totalVisits).toBe(7);
      clock.value = NOW + 1000;
      const moved = await get('', String(atNow.headers.etag));
      expect(moved.statusCode).toBe(200);
      expect(moved.json<AnalyticsSummary>().totalVisits).toBe(6);
    } finally {
      clock.value = NOW;
    }
  });

  it('answers all zeros before anything is tracked', async () => {
    const empty = await createTestApp(kind, { now: clock.now });
    try {
      const response = await empty.app.inject({
        method: 'GET',
        url: '/api/analytics',
        headers: { cookie: await loginAsAdmin(empty.app) },
      });
      expect(response.json()).toMatchObject({
        totalVisits: 0,
        averageVisitsPerDay: 0,
        conversionRate: 0,
        visitsToday: 0,
        mobilePercentage: 0,
        desktopPercentage: 0,
        topStates: [],
        topReferrers: [],
        topSearchQueries: [],
        recentVisitors: [],
      });
      expect(response.json<AnalyticsSummary>().dailyVisits.every((day: { count: number }) => day.count === 0)).toBe(
        true,
      );
    } finally {
      await empty.close();
    }
  });
});

/** `length` consecutive dates from `first`, with the given counts and 0 elsewhere. */
function dailyFrom(first: string, length: number, counts: Record<string, number>) {
  return Array.from({ length }, (_, index) => {
    const day = new Date(`${first}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + index);
    const date = day.toISOString().slice(0, 10);
    return { date, count: counts[date] ?? 0 };
  });
}
