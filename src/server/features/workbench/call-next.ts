import { and, sql } from 'drizzle-orm';
import {
  CALL_NEXT_BOOKED_WITHIN_MS,
  CALL_NEXT_LIMIT,
  CALL_NEXT_REASONS,
  type CallNext,
  type CallNextReason,
} from '#shared/call-next-schemas.js';
import type { Db } from '#server/db/client.js';
import { people } from '#server/db/schema.js';
import { ACTIVE, DUE_AT, inSession, toPerson } from './people-repository.js';

/**
 * "Call next" (docs/workbench.md): among the people still to call (neither called nor hidden),
 * first the overdue, most overdue first; then those whose booked call starts within two hours,
 * soonest first; then the highest score, newest activity first. A person whose booked call is
 * further away is left out: they chose their time. One query, ranked in SQL, so the answer is
 * the same however many people there are and whatever page the list shows.
 */
export async function callNext(db: Db, now: number, sessionId: string | undefined): Promise<CallNext> {
  const nowAt = new Date(now).toISOString();
  const soonAt = new Date(now + CALL_NEXT_BOOKED_WITHIN_MS).toISOString();
  const bookedStart = sql`(${people.summary}->'bookedCall'->>'start')::timestamptz`;
  // The bucket's index is the reason's index in CALL_NEXT_REASONS.
  const bucket = sql<number>`(case
    when ${DUE_AT} < ${nowAt}::timestamptz then 0
    when ${bookedStart} <= ${soonAt}::timestamptz then 1
    else 2 end)`;
  const rows = await db
    .select({ person: people, bucket })
    .from(people)
    .where(and(ACTIVE, inSession(sessionId), sql`(${bookedStart} is null or ${bookedStart} <= ${soonAt}::timestamptz)`))
    .orderBy(
      sql`${bucket} asc`,
      // Within the first two buckets the earliest due time leads; in the last the score.
      sql`case when ${bucket} < 2 then ${DUE_AT} end asc`,
      sql`${people.score} desc`,
      sql`${people.lastTouchAt} desc`,
      sql`${people.id} desc`,
    )
    .limit(CALL_NEXT_LIMIT);
  return {
    items: rows.map((row) => ({
      reason: CALL_NEXT_REASONS[Number(row.bucket)] as CallNextReason,
      person: toPerson(row.person),
    })),
  };
}
