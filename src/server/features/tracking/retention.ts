import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.js';
import type { InstanceLocks } from '#server/db/instance-locks.js';
import { rowsOf } from '#server/db/rows.js';
import { scheduleSharedJob } from '#server/db/scheduled-job.js';

export interface RetentionPolicy {
  /** Visits, clicks and keystrokes older than this are deleted (ACTIVITY_RETENTION_DAYS). */
  activityRetentionDays: number;
  /** Visitor IP addresses last recorded longer ago than this are cleared (IP_RETENTION_DAYS). */
  ipRetentionDays: number;
}

export interface RetentionResult {
  deletedSessions: number;
  deletedActivities: number;
  clearedIpAddresses: number;
}

const DAY_MS = 24 * 3_600_000;
/** Deletes run in slices so no single transaction holds millions of rows. */
const SLICE = 10_000;

async function inSlices(run: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await run();
    total += count;
    if (count < SLICE) return total;
  }
}

const affected = (result: unknown): number => {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return Number(value.rowCount ?? value.affectedRows ?? 0);
};

/**
 * Ages out raw tracking data (DESIGN.md "Tracking and privacy"): sessions whose last visit is
 * past the activity retention go with their activities and search texts; older activities of
 * still-active sessions and old hourly and daily rollups go too; IP addresses not seen for the IP
 * retention are cleared.
 */
export async function applyRetention(db: Db, policy: RetentionPolicy, now: number): Promise<RetentionResult> {
  const activityCutoff = new Date(now - policy.activityRetentionDays * DAY_MS).toISOString();
  const ipCutoff = new Date(now - policy.ipRetentionDays * DAY_MS).toISOString();

  // A session's search texts go with it (they have no time of their own).
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
  const deletedActivities = await inSlices(async () =>
    affected(
      await db.execute(sql`
        delete from activities where id in (
          select id from activities where occurred_at < ${activityCutoff}::timestamptz limit ${SLICE})`),
    ),
  );
  await db.execute(sql`delete from visit_rollups where hour < ${activityCutoff}::timestamptz`);
  // A day's counts go once the whole day is before the cutoff.
  await db.execute(sql`delete from visit_rollups_daily where day + interval '1 day' <= ${activityCutoff}::timestamptz`);
  const clearedIpAddresses = await inSlices(async () =>
    affected(
      await db.execute(sql`
        update visitor_sessions set ip_address = null where id in (
          select id from visitor_sessions
          where ip_address is not null and last_visit < ${ipCutoff}::timestamptz limit ${SLICE})`),
    ),
  );
  return { deletedSessions, deletedActivities, clearedIpAddresses };
}

/** Its lock id among the scheduled jobs (db/scheduled-job.ts). */
const RETENTION_JOB_LOCK_ID = 1;

/**
 * Runs the retention once a day across every instance sharing the database: each instance looks
 * a minute after start and then every 10 minutes, and the job runs only where it is due and its
 * lock is free (db/scheduled-job.ts).
 */
export function scheduleRetention(options: {
  db: Db;
  locks: InstanceLocks;
  policy: RetentionPolicy;
  logger: FastifyBaseLogger;
  now: () => number;
  firstCheckMs?: number;
  checkEveryMs?: number;
}): { stop(): Promise<void>; checkNow(): Promise<void> } {
  const { db, policy, logger, now } = options;
  return scheduleSharedJob({
    name: 'tracking-retention',
    lockId: RETENTION_JOB_LOCK_ID,
    everyMs: DAY_MS,
    db,
    locks: options.locks,
    logger,
    now,
    firstCheckMs: options.firstCheckMs,
    checkEveryMs: options.checkEveryMs,
    run: async () => {
      const result = await applyRetention(db, policy, now());
      logger.info({ event: 'tracking_retention', ...result }, 'tracking retention applied');
    },
  });
}
