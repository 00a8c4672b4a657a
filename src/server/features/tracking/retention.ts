import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { affectedRows, daysBefore, inSlices, SLICE } from '#server/db/retention-steps.js';
import { rowsOf } from '#server/db/rows.js';
import { rebuildSearchTexts } from './search-text-rebuild.js';

export interface TrackingRetentionDays {
  /** Visits, clicks and keystrokes older than this are deleted (ACTIVITY_RETENTION_DAYS). */
  activity: number;
  /** Visitor IP addresses last recorded longer ago than this are cleared (IP_RETENTION_DAYS). */
  ipAddresses: number;
}

export interface TrackingRetentionResult {
  deletedSessions: number;
  deletedActivities: number;
  clearedIpAddresses: number;
}

/**
 * Ages out raw tracking data (the privacy page's "How long we keep it"): sessions whose last visit
 * is past the activity retention go with their activities and search texts; older activities of
 * still-active sessions go too, and those sessions' search texts are rebuilt from what remains;
 * old hourly and daily rollups go; IP addresses not seen for the IP retention are cleared.
 */
export async function applyTrackingRetention(
  db: Db,
  days: TrackingRetentionDays,
  now: number,
): Promise<TrackingRetentionResult> {
  const activityCutoff = daysBefore(now, days.activity);
  const ipCutoff = daysBefore(now, days.ipAddresses);

  const deletedSessions = await inSlices(async () => {
    const result = await db.execute(sql`
        with gone as (
          delete from visitor_sessions where id in (
            select id from visitor_sessions where last_visit < ${activityCutoff}::timestamptz limit ${SLICE})
          returning id),
        texts as (delete from session_search_texts where session_id in (select id from gone))
        select count(*)::int as count from gone`);
    return rowsOf<{ count: number }>(result)[0]!.count;
  });
  // A search text is only as old as the activity it came from: each slice's sessions get theirs
  // rebuilt in the same transaction, so a crash between the two leaves no stale text behind.
  const deletedActivities = await inSlices(() =>
    db.transaction(async (tx) => {
      const gone = rowsOf<{ session_id: string }>(
        await tx.execute(sql`
          delete from activities where id in (
            select id from activities where occurred_at < ${activityCutoff}::timestamptz limit ${SLICE})
          returning session_id`),
      );
      await rebuildSearchTexts(tx, [...new Set(gone.map((row) => row.session_id))]);
      return gone.length;
    }),
  );
  await db.execute(sql`delete from visit_rollups where hour < ${activityCutoff}::timestamptz`);
  // A day's counts go once the whole day is before the cutoff.
  await db.execute(sql`delete from visit_rollups_daily where day + interval '1 day' <= ${activityCutoff}::timestamptz`);
  const clearedIpAddresses = await inSlices(async () =>
    affectedRows(
      await db.execute(sql`
        update visitor_sessions set ip_address = null where id in (
          select id from visitor_sessions
          where ip_address is not null and last_visit < ${ipCutoff}::timestamptz limit ${SLICE})`),
    ),
  );
  return { deletedSessions, deletedActivities, clearedIpAddresses };
}
