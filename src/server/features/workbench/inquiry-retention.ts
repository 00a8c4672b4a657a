import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { AUDIO_SLICE, daysBefore, inSlices, SLICE } from '#server/db/retention-steps.js';
import { rowsOf } from '#server/db/rows.js';
import { prunePeople } from './person-pruning.js';

export interface InquiryRetentionResult {
  deletedLeads: number;
  deletedVoiceMessages: number;
  deletedBookings: number;
  deletedConsents: number;
  deletedPeople: number;
}
/** People pruned and recomputed per transaction. */
const PEOPLE_BATCH = 500;

/** Told which people lost touchpoints, so their summaries are recomputed (PersonLinker.refreshPeople). */
export type RefreshPeople = (personIds: readonly number[]) => Promise<void>;

/**
 * Deletes inquiries older than `days` (INQUIRY_RETENTION_DAYS): leads (consultation requests and
 * brochure downloads), voice messages (the audio with them) and booked calls last changed before
 * then (none still to come), each with its consent records.
 * Nothing else points at these rows: `consents` and `voice_audio` are deleted in the same
 * statement (their keys cascade too), and `people` is reached through `person_id`, which is why
 * the people who lost a touchpoint are pruned after (person-pruning.ts) and their summaries
 * recomputed from what is left, so no name or answer from a deleted inquiry stays in the list.
 */
export async function deleteOldInquiries(
  db: Db,
  days: number,
  now: number,
  refreshPeople: RefreshPeople,
): Promise<InquiryRetentionResult> {
  const cutoff = daysBefore(now, days);
  const touched = new Set<number>();
  let deletedConsents = 0;

  /** One slice's statement answers a row per deleted touchpoint: its person and the slice's consent count. */
  const deleteSlice = async (statement: SQL) => {
    const rows = rowsOf<{ person_id: number | null; consents: number }>(await db.execute(statement));
    for (const row of rows) if (row.person_id !== null) touched.add(row.person_id);
    deletedConsents += rows[0]?.consents ?? 0;
    return rows.length;
  };
  const deletedLeads = await inSlices(() =>
    deleteSlice(
      sql`
        with old as (select id from leads where created_at < ${cutoff}::timestamptz limit ${SLICE}),
        consents_gone as (delete from consents where lead_id in (select id from old) returning id),
        gone as (delete from leads where id in (select id from old) returning person_id)
        select person_id, (select count(*)::int from consents_gone) as consents from gone`,
    ),
  );
  const deletedVoiceMessages = await inSlices(
    () =>
      deleteSlice(
        sql`
        with old as (select id from voice_messages where created_at < ${cutoff}::timestamptz limit ${AUDIO_SLICE}),
        consents_gone as (delete from consents where voice_message_id in (select id from old) returning id),
        audio_gone as (delete from voice_audio where voice_message_id in (select id from old)),
        gone as (delete from voice_messages where id in (select id from old) returning person_id)
        select person_id, (select count(*)::int from consents_gone) as consents from gone`,
      ),
    // A message kept past its recording's period has no audio left, but one may still carry it.
    AUDIO_SLICE,
  );

  // A booked call last changed before the cutoff, unless it is still to come (a call booked years
  // ahead is not possible: the horizon is at most 90 days, but a clock may be wrong).
  const deletedBookings = await inSlices(() =>
    deleteSlice(
      sql`
        with old as (
          select id from bookings
          where updated_at < ${cutoff}::timestamptz
            and not (status = 'booked' and ends_at > ${new Date(now).toISOString()}::timestamptz)
          limit ${SLICE}
        ),
        consents_gone as (delete from consents where booking_id in (select id from old) returning id),
        gone as (delete from bookings where id in (select id from old) returning person_id)
        select person_id, (select count(*)::int from consents_gone) as consents from gone`,
    ),
  );

  // A person's first touch is their oldest touchpoint: one before the cutoff means a touchpoint was
  // deleted, this run or one a crash cut short before its people were pruned.
  const firstTouchedBefore = rowsOf<{ id: number }>(
    await db.execute(sql`select id from people where first_touch_at < ${cutoff}::timestamptz`),
  );
  for (const { id } of firstTouchedBefore) touched.add(id);

  let deletedPeople = 0;
  const ids = [...touched].sort((a, b) => a - b);
  for (let start = 0; start < ids.length; start += PEOPLE_BATCH) {
    const pruned = await prunePeople(db, ids.slice(start, start + PEOPLE_BATCH));
    deletedPeople += pruned.deletedPeople;
    await refreshPeople(pruned.remaining);
  }
  return { deletedLeads, deletedVoiceMessages, deletedBookings, deletedConsents, deletedPeople };
}
