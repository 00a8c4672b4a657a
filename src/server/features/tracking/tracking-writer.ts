import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities, visitorSessions, visitRollups } from '../../db/schema.js';
import type { StoredEvent } from './tracking-event.js';
import { hourOf, rollupKeysOf, type RollupDimension } from './visit-rollup-keys.js';

/**
 * Writes a batch of tracking events in one transaction: the visitor sessions they touch, the
 * activities, the time-on-page of left pages and the hourly visit rollups. Rows are written in a
 * stable order (by key) so concurrent writers on PostgreSQL lock them in the same order and
 * cannot deadlock.
 */
export async function writeTrackingEvents(db: Db, events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  const sessions = sessionRows(events);
  const activityRows = events.flatMap((event) =>
    event.type === 'leave'
      ? []
      : [{ sessionId: event.sessionId, type: event.type, page: event.page, occurredAt: event.at, details: event.details }],
  );
  const rollups = rollupRows(events);
  const leaves = events.filter((event) => event.type === 'leave');

  await db.transaction(async (tx) => {
    await tx
      .insert(visitorSessions)
      .values(sessions)
      .onConflictDoUpdate({
        target: visitorSessions.id,
        set: {
          firstVisit: sql`least(${visitorSessions.firstVisit}, excluded.first_visit)`,
          lastVisit: sql`greatest(${visitorSessions.lastVisit}, excluded.last_visit)`,
          pageViews: sql`${visitorSessions.pageViews} + excluded.page_views`,
          ipAddress: sql`coalesce(excluded.ip_address, ${visitorSessions.ipAddress})`,
          city: sql`coalesce(excluded.city, ${visitorSessions.city})`,
          state: sql`coalesce(excluded.state, ${visitorSessions.state})`,
          deviceType: sql`excluded.device_type`,
          browserName: sql`coalesce(excluded.browser_name, ${visitorSessions.browserName})`,
          // The first visit's referrer is how the visitor arrived; later ones are page-to-page.
          referrer: sql`coalesce(${visitorSessions.referrer}, excluded.referrer)`,
          searchQuery: sql`coalesce(${visitorSessions.searchQuery}, excluded.search_query)`,
        },
      });
    if (activityRows.length > 0) await tx.insert(activities).values(activityRows);
    if (leaves.length > 0) {
      // Time on page belongs to the visit it ends: the latest visit of that page in the session. The
      // tracker reports each visible stretch once (hidden, shown again, hidden), so they add up.
      const ends = JSON.stringify(
        leaves.map((leave) => ({ session_id: leave.sessionId, page: leave.page, at: leave.at.toISOString(), seconds: Math.round(leave.timeOnPage) })),
      );
      await tx.execute(sql`
        update ${activities} as a
        set details = coalesce(a.details, '{}'::jsonb)
          || jsonb_build_object('timeOnPage', coalesce((a.details ->> 'timeOnPage')::int, 0) + ended.seconds)
        from (
          select visit.id, sum(leave.seconds)::int as seconds
          from jsonb_to_recordset(${ends}::jsonb) as leave(session_id text, page text, at timestamptz, seconds int)
          cross join lateral (
            select id from ${activities}
            where session_id = leave.session_id and type = 'visit' and page = leave.page and occurred_at <= leave.at
            order by occurred_at desc limit 1
          ) as visit
          group by visit.id
        ) as ended
        where a.id = ended.id`);
    }
    if (rollups.length > 0) {
      await tx
        .insert(visitRollups)
        .values(rollups)
        .onConflictDoUpdate({
          target: [visitRollups.dimension, visitRollups.hour, visitRollups.value],
          set: { visits: sql`${visitRollups.visits} + excluded.visits` },
        });
    }
  });
}

type SessionRow = typeof visitorSessions.$inferInsert;

/** One upsert row per session: its time span in this batch, its visits and its latest visitor facts. */
function sessionRows(events: readonly StoredEvent[]): SessionRow[] {
  const rows = new Map<string, SessionRow & { firstVisit: Date; lastVisit: Date; pageViews: number }>();
  for (const event of events) {
    const { visitor } = event;
    let row = rows.get(event.sessionId);
    if (!row) {
      row = { id: event.sessionId, firstVisit: event.at, lastVisit: event.at, pageViews: 0, referrer: null, searchQuery: null };
      rows.set(event.sessionId, row);
    }
    if (event.at < row.firstVisit) row.firstVisit = event.at;
    if (event.at >= row.lastVisit) {
      row.lastVisit = event.at;
      Object.assign(row, {
        ipAddress: visitor.ipAddress ?? row.ipAddress ?? null,
        city: visitor.city ?? row.city ?? null,
        state: visitor.state ?? row.state ?? null,
        deviceType: visitor.deviceType,
        browserName: visitor.browserName ?? row.browserName ?? null,
      });
    }
    if (event.type === 'visit') {
      row.pageViews += 1;
      row.referrer ??= event.details.referrer;
      row.searchQuery ??= event.details.searchQuery;
    }
  }
  return [...rows.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

type RollupRow = typeof visitRollups.$inferInsert;

function rollupRows(events: readonly StoredEvent[]): RollupRow[] {
  const cells = new Map<string, RollupRow>();
  for (const event of events) {
    if (event.type !== 'visit') continue;
    const hour = hourOf(event.at);
    for (const { dimension, value } of rollupKeysOf(event.details)) {
      const key = `${dimension}\u0000${hour.getTime()}\u0000${value}`;
      const cell = cells.get(key);
      if (cell) cell.visits += 1;
      else cells.set(key, { dimension: dimension satisfies RollupDimension, hour, value, visits: 1 });
    }
  }
  return [...cells.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}
