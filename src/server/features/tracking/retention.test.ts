import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.js';
import { DATABASE_KINDS, openTestDatabase } from '#server/test-support/databases.js';
import { applyTrackingRetention } from './retention.js';
import type { StoredEvent, Visitor } from './tracking-event.js';
import { writeTrackingEvents } from './tracking-writer.js';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY = 24 * 3_600_000;
const visitor: Visitor = {
  ipAddress: '203.0.113.7',
  city: 'Austin',
  state: 'Texas',
  deviceType: 'desktop',
  browserName: 'Chrome',
};

const visit = (sessionId: string, daysAgo: number): StoredEvent => ({
  type: 'visit',
  sessionId,
  page: '/',
  at: new Date(NOW - daysAgo * DAY),
  visitor,
  details: {
    referrer: null,
    referrerLabel: 'Direct',
    referrerPage: null,
    searchQuery: null,
    city: 'Austin',
    state: 'Texas',
    deviceType: 'desktop',
    browserName: 'Chrome',
  },
});

const typed = (sessionId: string, daysAgo: number, inputValue: string, page = '/'): StoredEvent => ({
  type: 'keystroke',
  sessionId,
  page,
  at: new Date(NOW - daysAgo * DAY),
  visitor,
  details: { elementId: 'company', elementType: 'text', fieldName: 'company', inputValue, keystroke: null },
});

const clicked = (sessionId: string, daysAgo: number, elementText: string): StoredEvent => ({
  type: 'click',
  sessionId,
  page: '/faq',
  at: new Date(NOW - daysAgo * DAY),
  visitor,
  details: { elementId: null, elementClass: null, elementTag: 'button', elementText, clickX: 1, clickY: 2 },
});

describe.each(DATABASE_KINDS)('tracking retention on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const query = async <T>(statement: ReturnType<typeof sql>) => {
    const result = await database.db.execute(statement);
    return (result as { rows?: T[] }).rows ?? (result as T[]);
  };

  it('deletes old sessions and activities, clears old IP addresses and keeps the rest', async () => {
    await writeTrackingEvents(database.executeInTransaction, [
      visit('session_gone', 200),
      visit('session_long', 190),
      visit('session_long', 100),
      visit('session_long', 1),
      visit('session_quiet', 95),
      visit('session_recent', 2),
    ]);
    const result = await applyTrackingRetention(database.db, { activity: 180, ipAddresses: 90 }, NOW);
    // Both 190-day-old activities go by age: session_gone's with its session, session_long's alone.
    expect(result).toEqual({ deletedSessions: 1, deletedActivities: 2, clearedIpAddresses: 1 });

    const sessions = await query<{ id: string; ip_address: string | null }>(
      sql`select id, ip_address from visitor_sessions order by id`,
    );
    expect(sessions).toEqual([
      { id: 'session_long', ip_address: '203.0.113.7' },
      { id: 'session_quiet', ip_address: null },
      { id: 'session_recent', ip_address: '203.0.113.7' },
    ]);
    const activities = await query<{ session_id: string; count: number }>(
      sql`select session_id, count(*)::int as count from activities group by session_id order by session_id`,
    );
    expect(activities).toEqual([
      { session_id: 'session_long', count: 2 },
      { session_id: 'session_quiet', count: 1 },
      { session_id: 'session_recent', count: 1 },
    ]);
    // Search texts go with their session (session_gone's) and stay with the others.
    const texted = await query<{ session_id: string }>(
      sql`select distinct session_id from session_search_texts order by session_id`,
    );
    expect(texted.map((row) => row.session_id)).toEqual(['session_long', 'session_quiet', 'session_recent']);
    const [rollups] = await query<{ visits: number }>(
      sql`select coalesce(sum(visits), 0)::int as visits from visit_rollups where dimension = 'total'`,
    );
    expect(rollups!.visits).toBe(4);
    const [daily] = await query<{ visits: number }>(
      sql`select coalesce(sum(visits), 0)::int as visits from visit_rollups_daily where dimension = 'total'`,
    );
    expect(daily!.visits).toBe(4);

    // Nothing left to do a second time.
    expect(await applyTrackingRetention(database.db, { activity: 180, ipAddresses: 90 }, NOW)).toEqual({
      deletedSessions: 0,
      deletedActivities: 0,
      clearedIpAddresses: 0,
    });
  });

  it("rebuilds a long-lived session's search texts: nothing typed in a deleted activity stays findable", async () => {
    // One batch, so the writer keeps only 'Acme Paving LLC' of the two values (the other is in it).
    await writeTrackingEvents(database.executeInTransaction, [
      visit('session_texts', 120),
      typed('session_texts', 120, 'Acme Paving LLC', '/old-page'),
      clicked('session_texts', 120, 'Old button'),
      typed('session_texts', 3, 'Acme Paving'),
      clicked('session_texts', 3, 'Get Free Consultation'),
      visit('session_texts', 2),
    ]);
    const texts = async () =>
      (
        await query<{ text: string }>(
          sql`select text from session_search_texts where session_id = 'session_texts' order by text`,
        )
      ).map((row) => row.text);
    // '/' is left out: '/faq' contains it, and a search for it finds the session through that.
    expect(await texts()).toEqual(['/faq', '/old-page', 'Acme Paving LLC', 'Get Free Consultation', 'Old button']);

    await applyTrackingRetention(database.db, { activity: 90, ipAddresses: 90 }, NOW);
    const [left] = await query<{ count: number }>(
      sql`select count(*)::int as count from activities where session_id = 'session_texts'`,
    );
    expect(left!.count).toBe(3);
    // The value typed 120 days ago is gone; the one typed 3 days ago, which it used to cover, is
    // findable on its own; the remaining pages and click texts stay.
    expect(await texts()).toEqual(['/faq', 'Acme Paving', 'Get Free Consultation']);

    // A session left with no texts of its own keeps none, and other sessions are untouched.
    await writeTrackingEvents(database.executeInTransaction, [
      typed('session_other', 1, 'Brightline HVAC'),
      visit('session_other', 1),
    ]);
    await applyTrackingRetention(database.db, { activity: 90, ipAddresses: 90 }, NOW);
    expect(await texts()).toEqual(['/faq', 'Acme Paving', 'Get Free Consultation']);
    const other = await query<{ text: string }>(
      sql`select text from session_search_texts where session_id = 'session_other' order by text`,
    );
    expect(other.map((row) => row.text)).toEqual(['/', 'Brightline HVAC']);
  });
});
