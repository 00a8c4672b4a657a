import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { MailHealth } from '#shared/booking-schemas.js';
import type { Db } from '#server/db/client.js';
import { mailOutbox } from '#server/db/schema.js';

/** Mail counts as failing on the dashboard once its first failed attempt is this old. */
const FAILING_FOR = sql`interval '1 hour'`;

/**
 * Unsent mail whose failures began over an hour ago (the dashboard's warning): how many, since
 * when, and the latest reason (addresses already taken out by the worker). Read on the pending
 * rows' partial index, which stays small.
 */
export async function readMailHealth(db: Db, enabled: boolean): Promise<MailHealth> {
  const failing = and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.firstFailedAt, sql`now() - ${FAILING_FOR}`));
  const [[summary], [latest]] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${mailOutbox.firstFailedAt})` })
      .from(mailOutbox)
      .where(failing),
    db
      .select({ lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(failing)
      // The next attempt is set by the latest failure: the latest send_after is the latest reason.
      .orderBy(desc(mailOutbox.sendAfter))
      .limit(1),
  ]);
  const oldest = summary?.oldest ?? null;
  return {
    enabled,
    failingOverAnHour: summary?.count ?? 0,
    oldestFailingSince: oldest === null ? null : new Date(oldest).toISOString(),
    lastError: latest?.lastError ?? null,
  };
}
