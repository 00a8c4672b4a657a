import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.js';
import type { InstanceLocks } from './instance-locks.js';
import { settings } from './schema.js';

/** Lock space of scheduled jobs (instance-locks.ts); the id is the job's own number. */
export const SCHEDULED_JOB_LOCK_SPACE = 7303;

export interface ScheduledJobOptions {
  /** Names the job's "last run" row in `settings`. */
  name: string;
  /** Its lock id within SCHEDULED_JOB_LOCK_SPACE: one number per job, never reused. */
  lockId: number;
  /** The job runs once per this interval across every instance sharing the database. */
  everyMs: number;
  run: () => Promise<void>;
  db: Db;
  locks: InstanceLocks;
  logger: FastifyBaseLogger;
  now: () => number;
  /** First look after start, then every `checkEveryMs` (tests shorten both). */
  firstCheckMs?: number;
  checkEveryMs?: number;
}

/**
 * A job that runs once per interval however many instances share the database. Each instance
 * looks now and then; the one that gets the job's lock reads when the job last ran (kept in
 * `settings`, so a restart or a newly started instance does not run it again early), runs it if
 * it is due and writes the new time before letting go. The others find the lock taken, or the
 * job not yet due, and do nothing. An instance that dies mid-run loses its lock with its
 * connection (instance-locks.ts), and the job is run again at the next look.
 */
export function scheduleSharedJob(options: ScheduledJobOptions): { stop(): Promise<void>; checkNow(): Promise<void> } {
  const { name, db, locks, logger, now } = options;
  const key = `job:${name}:last-run`;
  let running: Promise<void> | null = null;
  let stopped = false;

  const lastRun = async (): Promise<number | null> => {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    const at = row ? Date.parse(row.value) : NaN;
    return Number.isFinite(at) ? at : null;
  };

  const recordRun = (at: number) =>
    db.execute(sql`
      insert into ${settings} (key, value, updated_at) values (${key}, ${new Date(at).toISOString()}, now())
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);

  const check = async () => {
    const lock = await locks.tryLock(SCHEDULED_JOB_LOCK_SPACE, options.lockId);
    if (!lock) return;
    try {
      const last = await lastRun();
      const at = now();
      if (last !== null && at - last < options.everyMs) return;
      await options.run();
      await recordRun(at);
    } finally {
      await lock.release();
    }
  };

  const checkNow = () => {
    if (stopped) return Promise.resolve();
    running ??= check()
      .catch((error: unknown) => logger.error({ err: error, job: name }, 'scheduled job failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const first = setTimeout(() => void checkNow(), options.firstCheckMs ?? 60_000);
  const repeat = setInterval(() => void checkNow(), options.checkEveryMs ?? 10 * 60_000);
  first.unref();
  repeat.unref();
  return {
    checkNow,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(repeat);
      await running;
    },
  };
}
