import { retentionPeriod } from '#shared/retention-periods.js';
import { formatDate } from '#client/components/dashboard/format.js';
import { retentionDaysInForce } from '#client/lib/retention-days.js';

/**
 * Shown instead of the player once retention deleted a recording's audio (VOICE_AUDIO_RETENTION_DAYS):
 * there is nothing to play or download, and the transcript stays.
 */
export function RecordingDeleted({ deletedAt }: { deletedAt: string }) {
  const kept = retentionPeriod(retentionDaysInForce().voiceRecordings);
  return (
    <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
      Recording deleted on <time dateTime={deletedAt}>{formatDate(deletedAt)}</time>: recordings are kept for {kept}.
    </p>
  );
}
