import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';
import { IPS, TRACKING_TEST_ENV, USER_AGENTS } from '#server/test-support/tracking-client.js';

/**
 * The visitor's place, device and browser are cached per address and per User-Agent
 * (client-info/cached-geo-lookup.ts, user-agent.ts; docs/decisions/0030). A request answered from
 * the caches must store what a first, uncached one stores, and a bot must still be dropped.
 */

// Headers no other test sends: this app's first request parses them, later ones hit the cache.
const BROWSER = USER_AGENTS.mobile.replace('Chrome/131.0.0.0', 'Chrome/131.0.6778.200');
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.200';

interface VisitDetails {
  city: string | null;
  state: string | null;
  deviceType: string;
  browserName: string | null;
}

describe.each(DATABASE_KINDS)('cached visitor descriptions on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: TRACKING_TEST_ENV });
  });
  afterAll(() => t?.close());

  const visit = (sessionId: string, page: string, userAgent: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/track-events',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      payload: JSON.stringify([{ type: 'visit', sessionId, page }]),
    });

  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    await t.app.trackingBuffer.flush();
    const result = await t.database.db.execute(query);
    return (result as { rows?: T[] }).rows ?? (result as T[]);
  };

  it("stores the same city, device and browser for a session's cached second request as for its first", async () => {
    const id = 'session_cached_visitor';
    expect((await visit(id, '/', BROWSER, IPS.quebec)).json()).toEqual({ success: true, accepted: 1 });
    const [afterFirst] = await rows<Record<string, unknown>>(
      sql`select city, state, device_type, browser_name from visitor_sessions where id = ${id}`,
    );
    expect(afterFirst).toEqual({ city: 'Montreal', state: 'Quebec', device_type: 'mobile', browser_name: 'Chrome' });

    expect((await visit(id, '/faq', BROWSER, IPS.quebec)).json()).toEqual({ success: true, accepted: 1 });
    const [afterSecond] = await rows<Record<string, unknown>>(
      sql`select city, state, device_type, browser_name, page_views from visitor_sessions where id = ${id}`,
    );
    expect(afterSecond).toEqual({ ...afterFirst, page_views: 2 });
    const visits = await rows<{ page: string; details: VisitDetails }>(
      sql`select page, details from activities where session_id = ${id} order by id`,
    );
    const described = ({ details }: { details: VisitDetails }) => ({
      city: details.city,
      state: details.state,
      deviceType: details.deviceType,
      browserName: details.browserName,
    });
    expect(visits.map((row) => row.page)).toEqual(['/', '/faq']);
    expect(visits.map(described)).toEqual([
      { city: 'Montreal', state: 'Quebec', deviceType: 'mobile', browserName: 'Chrome' },
      { city: 'Montreal', state: 'Quebec', deviceType: 'mobile', browserName: 'Chrome' },
    ]);
  });

  it('still drops a bot whose header and address are cached, with the answer a visitor gets', async () => {
    // The address is one a stored visitor used: places are cached by address, verdicts by header.
    for (const id of ['session_cached_bot_1', 'session_cached_bot_2']) {
      const answer = await visit(id, '/', BOT, IPS.quebec);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, accepted: 1 });
    }
    const stored = await rows<{ count: number }>(
      sql`select count(*)::int as count from visitor_sessions where id like 'session_cached_bot_%'`,
    );
    expect(stored).toEqual([{ count: 0 }]);
  });
});
