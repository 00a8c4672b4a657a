import { sql } from 'drizzle-orm';
import { retentionPeriod } from '#shared/retention-periods.js';
import type { Db } from '#server/db/client.js';
import { affectedRows, AUDIO_SLICE, daysBefore, inSlices } from '#server/db/retention-steps.js';

/**
 * Deletes the audio of voice messages older than `days` (VOICE_AUDIO_RETENTION_DAYS): the upload
 * and its playable copy, which live in `voice_audio`. The message keeps its transcript and what
 * was understood, and is marked (`audio_deleted_at`) so the dashboard and the audio route say the
 * recording is gone rather than fail to play it. A message never transcribed gets that as its
 * failure reason, which also takes it out of the voice queue: there is nothing left to decode.
 * Returns how many recordings were deleted.
 */
export async function deleteOldRecordings(db: Db, days: number, now: number): Promise<number> {
  const cutoff = daysBefore(now, days);
  const deletedAt = new Date(now).toISOString();
  const reason = `The recording was deleted after ${retentionPeriod(days)}, before it was transcribed`;
  return inSlices(
    async () =>
      affectedRows(
        await db.execute(sql`
        with old as (
          select a.voice_message_id from voice_audio a join voice_messages m on m.id = a.voice_message_id
          where m.created_at < ${cutoff}::timestamptz limit ${AUDIO_SLICE}),
        gone as (
          delete from voice_audio where voice_message_id in (select voice_message_id from old)
          returning voice_message_id)
        update voice_messages set
          audio_deleted_at = ${deletedAt}::timestamptz,
          transcription_error = case
            when transcript is null and transcription_error is null then ${reason} else transcription_error end
        where id in (select voice_message_id from gone)`),
      ),
    AUDIO_SLICE,
  );
}
