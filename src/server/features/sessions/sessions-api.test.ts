import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionPage, VisitorSession } from '#shared/session-schemas.js';
import type { ApiError } from '#shared/api-error.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';
import {
  IPS,
  TestClock,
  trackAt,
  TRACKING_TEST_ENV,
  USER_AGENTS,
  type Visitor,
} from '#server/test-support/tracking-client.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { SessionRepository } from './session-repository.js';

const T0 = Date.parse('2026-11-20T12:00:00.000Z');
const MINUTE = 60_000;
const DESKTOP_FLORIDA: Visitor = { userAgent: USER_AGENTS.desktop, ip: IPS.florida };
const MOBILE_TEXAS: Visitor = { userAgent: USER_AGENTS.mobile, ip: IPS.texas };
const TABLET_NEW_YORK: Visitor = { userAgent: USER_AGENTS.tablet, ip: IPS.newYork };
const FILLER = 30;

describe.each(DATABASE_KINDS)('sessions API on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  const clock = new TestClock(T0);
  /** Every session id written, newest activity last. */
  const written: string[] = [];

  const track = async (at: number, visitor: Visitor, events: Parameters<typeof trackAt>[3]) => {
    await trackAt(t.app, clock, at, events, visitor);
    for (const { sessionId } of events) {
      const at = written.indexOf(sessionId);
      if (at !== -1) written.splice(at, 1);
      written.push(sessionId);
    }
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now, env: TRACKING_TEST_ENV });
    cookie = await loginAsAdmin(t.app);
    // Filler sessions, one a minute, alternating devices and places.
    for (let i = 0; i < FILLER; i++) {
      const sessionId = `session_${1763640000000 + i}_filler${String(i).padStart(2, '0')}`;
      await track(T0 + i * MINUTE, [DESKTOP_FLORIDA, MOBILE_TEXAS][i % 2]!, [{ type: 'visit', sessionId, page: '/' }]);
    }
    // Two sessions with the same last activity instant: the id breaks the tie.
    await track(T0 + 40 * MINUTE, MOBILE_TEXAS, [
      { type: 'visit', sessionId: 'session_tie_a', page: '/faq' },
      { type: 'visit', sessionId: 'session_tie_b', page: '/faq' },
    ]);
    // The richest session: five activities, found by its page, click text and typed value.
    const rich = 'session_1763650000000_richone';
    await track(T0 + 50 * MINUTE, TABLET_NEW_YORK, [
      {
        type: 'visit',
        sessionId: rich,
        page: '/?utm_term=Restructuring',
        referrer: 'https://www.bing.com/search?q=MCA+Relief',
      },
    ]);
    await track(T0 + 51 * MINUTE, TABLET_NEW_YORK, [{ type: 'visit', sessionId: rich, page: '/success-stories' }]);
    await track(T0 + 52 * MINUTE, TABLET_NEW_YORK, [
      {
        type: 'click',
        sessionId: rich,
        page: '/success-stories',
        elementTag: 'button',
        elementText: 'Schedule a Free Consultation',
        clickX: 10,
        clickY: 20,
      },
    ]);
    await track(T0 + 53 * MINUTE, TABLET_NEW_YORK, [
      {
        type: 'keystroke',
        sessionId: rich,
        page: '/',
        elementId: 'email',
        elementType: 'email',
        fieldName: 'email',
        inputValue: 'maria@okafor-paving.example',
        keystroke: 'e',
      },
    ]);
    await track(T0 + 54 * MINUTE, TABLET_NEW_YORK, [{ type: 'visit', sessionId: rich, page: '/faq' }]);
    await t.app.trackingBuffer.flush();
  });
  afterAll(() => t?.close());

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/sessions${query}`, headers: { cookie } });
  const page = async (query: string): Promise<SessionPage> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** Every page of a query, followed through nextCursor. */
  const allPages = async (query: string, between?: (pageNumber: number, seen: readonly string[]) => Promise<void>) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let number = 1; number < 100; number++) {
      const separator = query ? '&' : '';
      const result: SessionPage = await page(`?${query}${separator}${cursor ? `cursor=${cursor}` : ''}`);
      ids.push(...result.items.map((item) => item.id));
      cursor = result.nextCursor;
      if (!cursor) return ids;
      await between?.(number, ids);
    }
    throw new Error('too many pages');
  };
  const newestFirst = () => [...written].reverse();

  it('pages through every session, most recently active first, 20 a page by default', async () => {
    const first = await page('');
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const expected = newestFirst();
    expect(first.items.map((item) => item.id)).toEqual(expected.slice(0, 20));
    // Equal last activity: the larger id first.
    expect(expected.indexOf('session_tie_b')).toBe(expected.indexOf('session_tie_a') - 1);
    expect(await allPages('limit=7')).toEqual(expected);
    const last = await page(`?limit=100`);
    expect(last.items).toHaveLength(expected.length);
    expect(last.nextCursor).toBeNull();
  });

  it('describes each session with its three latest activities, newest first, and its activity count', async () => {
    const [rich] = (await page('?limit=1')).items as [VisitorSession];
    expect(rich).toEqual({
      id: 'session_1763650000000_richone',
      city: 'New York',
      state: 'New York',
      ipAddress: IPS.newYork,
      firstVisit: new Date(T0 + 50 * MINUTE).toISOString(),
      lastVisit: new Date(T0 + 54 * MINUTE).toISOString(),
      pageViews: 3,
      deviceType: 'tablet',
      browserName: 'Safari',
      referrer: 'https://www.bing.com/search?q=MCA+Relief',
      searchQuery: 'mca relief',
      activityCount: 5,
      activities: [
        {
          type: 'visit',
          page: '/faq',
          timestamp: new Date(T0 + 54 * MINUTE).toISOString(),
          details: expect.objectContaining({ referrerLabel: 'Direct', deviceType: 'tablet' }) as unknown,
        },
        {
          type: 'keystroke',
          page: '/',
          timestamp: new Date(T0 + 53 * MINUTE).toISOString(),
          details: {
            elementId: 'email',
            elementType: 'email',
            fieldName: 'email',
            inputValue: 'maria@okafor-paving.example',
            keystroke: 'e',
          },
        },
        {
          type: 'click',
          page: '/success-stories',
          timestamp: new Date(T0 + 52 * MINUTE).toISOString(),
          details: {
            elementId: null,
            elementClass: null,
            elementTag: 'button',
            elementText: 'Schedule a Free Consultation',
            clickX: 10,
            clickY: 20,
          },
        },
      ],
    });
  });

  it.each([
    ['its id', '1763650000000_rich'],
    ['its city', 'new york'],
    ['its state, whatever the case', 'NEW YORK'],
    ['its IP address', '72.229.0'],
    ['its browser', 'safari'],
    ['an activity page', 'success-stor'],
    ['a clicked element text', 'schedule a free'],
    ['a typed value', 'Okafor-Paving'],
    ['a search with spaces around it', '  okafor-paving.example  '],
  ])('finds a session by %s', async (_field, search) => {
    const result = await page(`?search=${encodeURIComponent(search)}`);
    expect(result.items.map((item) => item.id)).toEqual(['session_1763650000000_richone']);
    expect(result.nextCursor).toBeNull();
  });

  it('matches substrings of the whole search only, with % and _ taken literally', async () => {
    expect((await page(`?search=${encodeURIComponent('maria@okafor paving')}`)).items).toEqual([]);
    expect((await page(`?search=${encodeURIComponent('%')}`)).items).toEqual([]);
    expect((await page('?search=filler0_')).items).toEqual([]);
    expect((await page(`?search=${encodeURIComponent('session_tie_')}`)).items.map((item) => item.id)).toEqual([
      'session_tie_b',
      'session_tie_a',
    ]);
    expect((await page('?search=no-such-thing')).items).toEqual([]);
  });

  it('pages through search results like any other list', async () => {
    // Florida: the even filler sessions (desktop, Fort Lauderdale).
    const expected = newestFirst().filter((id) => /filler\d\d$/.test(id) && Number(id.slice(-2)) % 2 === 0);
    expect(await allPages('search=fort%20lauderdale&limit=4')).toEqual(expected);
  });

  it('answers the same whichever way a search is carried out (session by session, through the indexes, bounded)', async () => {
    const searches = [
      'filler',
      'Texas',
      'fort lauderdale',
      'chrome',
      'faq',
      '/',
      'okafor',
      'maria@okafor-paving',
      'session_tie',
      'NY',
      'zzz',
    ];
    const strategies = [
      { probeSessions: 1, maxCandidates: 2000, walkSessions: 1000 },
      { probeSessions: 2, maxCandidates: 0, walkSessions: 1000 },
      { probeSessions: 5, maxCandidates: 3, walkSessions: 4 },
      { probeSessions: 1, maxCandidates: 0, walkSessions: 2 },
      { probeSessions: 1000, maxCandidates: 2000, walkSessions: 1000 },
    ];
    let partialPages = 0;
    for (const strategy of strategies) {
      const repository = new SessionRepository(t.database.db, strategy);
      for (const search of searches) {
        const ids: string[] = [];
        let cursor = null;
        for (;;) {
          const result = await repository.page({ cursor, search, limit: 3 });
          ids.push(...result.items.map((item) => item.id));
          if (!result.nextCursor) break;
          // The work bound may end a page early; the cursor then carries on where it stopped.
          if (result.items.length < 3) partialPages++;
          cursor = decodeCursor(result.nextCursor);
        }
        expect(ids, `${search} with ${JSON.stringify(strategy)}`).toEqual(
          await allPages(`search=${encodeURIComponent(search)}&limit=100`),
        );
      }
    }
    expect(partialPages).toBeGreaterThan(0);
  });

  it('narrows to one session with sessionId', async () => {
    const result = await page('?sessionId=session_tie_a');
    expect(result.items.map((item) => item.id)).toEqual(['session_tie_a']);
    expect(result.nextCursor).toBeNull();
    expect((await page('?sessionId=session_tie_a&search=faq')).items).toHaveLength(1);
    expect((await page('?sessionId=session_tie_a&search=okafor')).items).toEqual([]);
    expect((await page('?sessionId=session_0_unknown')).items).toEqual([]);
  });

  it('never repeats a session or skips an untouched one while new activity arrives between pages', async () => {
    const before = newestFirst();
    const touched = new Set<string>();
    const ids = await allPages('limit=5', async (pageNumber, seen) => {
      clock.value = T0 + (100 + pageNumber) * MINUTE;
      // A brand-new session, one not shown yet and one already shown all become the most recent.
      const notYetShown = before.find(
        (id) => !seen.includes(id) && !touched.has(id) && before.indexOf(id) > seen.length + 3,
      );
      const alreadyShown = seen.find((id) => !touched.has(id));
      const events = [{ type: 'visit' as const, sessionId: `session_new_${pageNumber}`, page: '/' }];
      for (const id of [notYetShown, alreadyShown]) {
        if (id) {
          touched.add(id);
          events.push({ type: 'visit', sessionId: id, page: '/faq' });
        }
      }
      await track(clock.value, DESKTOP_FLORIDA, events);
      await t.app.trackingBuffer.flush();
    });
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of before.filter((id) => !touched.has(id)))
      expect(
        ids.filter((seen) => seen === id),
        id,
      ).toHaveLength(1);
    expect(ids.some((id) => id.startsWith('session_new_'))).toBe(false);
    expect(touched.size).toBeGreaterThan(4);
  });

  it.each([
    ['limit 0', '?limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit 101', '?limit=101', 'limit must be a whole number from 1 to 100'],
    ['a word as limit', '?limit=ten', 'limit must be a whole number from 1 to 100'],
    ['a fraction as limit', '?limit=1.5', 'limit must be a whole number from 1 to 100'],
    ['a negative limit', '?limit=-1', 'limit must be a whole number from 1 to 100'],
    ['a search over 200 characters', `?search=${'x'.repeat(201)}`, 'search must be at most 200 characters'],
    ['a search with a control character', '?search=a%01b', 'search must not contain control characters'],
    ['a malformed session id', '?sessionId=a%20b', 'Invalid session id'],
    ['an unknown parameter', '?page=2', 'page'],
  ])('rejects %s with a 400', async (_label, query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toContain(message);
  });

  it.each([
    ['not base64url', '!!!'],
    ['base64url of no JSON', Buffer.from('hello').toString('base64url')],
    ['JSON without the fields', Buffer.from('{"a":1}').toString('base64url')],
    ['an impossible date', encodeCursor({ lastVisit: '2026-02-30T00:00:00.000000Z', id: 'x' })],
    ['an empty id', encodeCursor({ lastVisit: '2026-11-20T12:00:00.000000Z', id: '' })],
    ['an over-long cursor', 'A'.repeat(400)],
  ])('answers a cursor that is %s with 400 Invalid cursor', async (_label, cursor) => {
    const response = await get(`?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid cursor',
      errors: [{ field: 'cursor', message: 'Invalid cursor' }],
    });
  });

  it('answers an empty page before anything is tracked', async () => {
    const empty = await createTestApp(kind);
    try {
      const response = await empty.app.inject({
        method: 'GET',
        url: '/api/sessions',
        headers: { cookie: await loginAsAdmin(empty.app) },
      });
      expect(response.json()).toEqual({ items: [], nextCursor: null });
    } finally {
      await empty.close();
    }
  });
});
