import type { FastifyBaseLogger } from 'fastify';
import type { RetentionDays } from '#shared/retention-periods.js';
import { clearOldConsentAddresses } from './consent/consent-retention.js';
import type { Db } from './db/client.js';
import type { InstanceLocks } from './db/instance-locks.js';
import { SCHEDULED_JOB_LOCK_SPACE, scheduleSharedJob } from './db/scheduled-job.js';
import { applyTrackingRetention, type TrackingRetentionResult } from './features/tracking/retention.js';
import { deleteOldRecordings } from './features/voice/audio-retention.js';
import { deleteOldSentMail } from './mail/mail-retention.js';
import {
  deleteOldInquiries,
  type InquiryRetentionResult,
  type RefreshPeople,
} from './features/workbench/inquiry-retention.js';

/**
 * The retention job (decision 0031): everything the privacy page says is deleted, deleted when it
 * says. It joins the features' own steps, so it is composed here, as app.ts composes the routes;
 * the server runs it daily and `npm run retention` runs it once (scripts/retention.ts).
 */
export interface RetentionResult extends InquiryRetentionResult, TrackingRetentionResult {
  deletedRecordings: number;
  /** Copies of sent e-mail past SENT_MAIL_KEPT_DAYS (mail/mail-retention.ts). */
  deletedMail: number;
  clearedConsentIpAddresses: number;
}

export interface RetentionDeps {
  db: Db;
  days: RetentionDays;
  /** Recomputes the summaries of people who lost touchpoints (PersonLinker.refreshPeople). */
  refreshPeople: RefreshPeople;
}

/**
 * One run, in an order where no step leaves work for an earlier one: whole inquiries first (their
 * audio goes with them), then recordings of the inquiries kept, then tracking, then addresses.
 */
export async function runRetention({ db, days, refreshPeople }: RetentionDeps, now: number): Promise<RetentionResult> {
  const inquiries = await deleteOldInquiries(db, days.inquiries, now, refreshPeople);
  const deletedRecordings = await deleteOldRecordings(db, days.voiceRecordings, now);
  const tracking = await applyTrackingRetention(db, days, now);
  const clearedConsentIpAddresses = await clearOldConsentAddresses(db, days.ipAddresses, now);
  const deletedMail = await deleteOldSentMail(db, now);
  return { ...inquiries, deletedRecordings, ...tracking, clearedConsentIpAddresses, deletedMail };
}

const DAY_MS = 24 * 3_600_000;
/** Its lock id among the scheduled jobs (db/scheduled-job.ts). */
const RETENTION_JOB_LOCK_ID = 1;

/**
 * One run now (`npm run retention`), under the daily job's lock so it never runs beside an
 * instance's run; null when an instance holds that lock at this moment.
 */
export async function runRetentionNow(
  deps: RetentionDeps,
  locks: InstanceLocks,
  now: number,
): Promise<RetentionResult | null> {
  const lock = await locks.tryLock(SCHEDULED_JOB_LOCK_SPACE, RETENTION_JOB_LOCK_ID);
  if (!lock) return null;
  try {
    return await runRetention(deps, now);
  } finally {
    await lock.release();
  }
}

/**
 * Runs the retention once a day across every instance sharing the database: each instance looks
 * a minute after start and then every 10 minutes, and the job runs only where it is due and its
 * lock is free (db/scheduled-job.ts).
 */
export function scheduleRetention(
  options: RetentionDeps & {
    locks: InstanceLocks;
    logger: FastifyBaseLogger;
    now: () => number;
    firstCheckMs?: number | undefined;
    checkEveryMs?: number | undefined;
  },
): { stop(): Promise<void>; checkNow(): Promise<void> } {
  const { logger, now } = options;
  return scheduleSharedJob({
    name: 'retention',
    lockId: RETENTION_JOB_LOCK_ID,
    everyMs: DAY_MS,
    db: options.db,
    locks: options.locks,
    logger,
    now,
    firstCheckMs: options.firstCheckMs,
    checkEveryMs: options.checkEveryMs,
    run: async () => {
      const result = await runRetention(options, now());
      logger.info({ event: 'retention', ...result }, 'retention applied');
    },
  });
}
