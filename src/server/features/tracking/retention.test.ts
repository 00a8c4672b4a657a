import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.js';
import { DATABASE_KINDS, openTestDatabase } from '#server/test-support/databases.js';
import { applyRetention } from './retention.js';
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
    const result = await applyRetention(database.db, { activityRetentionDays: 180, ipRetentionDays: 90 }, NOW);
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
    expect(await applyRetention(database.db, { activityRetentionDays: 180, ipRetentionDays: 90 }, NOW)).toEqual({
      deletedSessions: 0,
      deletedActivities: 0,
      clearedIpAddresses: 0,
    });
  });
});
