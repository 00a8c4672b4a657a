import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TIMELINE_LIMITS, type TimelineEntry } from '#shared/timeline-schemas.js';
import { ListEmpty, ListError, ListLoading } from './list-states.js';
import { TimelineEntries } from './timeline-entries.js';

interface TimelineBodyProps<T extends { entries: TimelineEntry[]; truncated: boolean }> {
  /** A session's or a person's timeline query. */
  timeline: UseQueryResult<T>;
  /** What is shown above the entries once they have loaded (a session's facts). */
  header?: (data: T) => ReactNode;
  renderVoicemail?: (entry: Extract<TimelineEntry, { kind: 'voicemail' }>) => ReactNode;
}

/** A timeline's states: loading, failed (with retry), empty, or its entries and whether they were cut. */
export function TimelineBody<T extends { entries: TimelineEntry[]; truncated: boolean }>({
  timeline,
  header,
  renderVoicemail,
}: TimelineBodyProps<T>) {
  if (timeline.isPending) return <ListLoading what="the timeline" />;
  if (timeline.error && !timeline.data) {
    return <ListError what="the timeline" error={timeline.error} onRetry={() => void timeline.refetch()} />;
  }
  const { data } = timeline;
  if (!data) return null;
  return (
    <>
      {header?.(data)}
      {data.entries.length === 0 ? (
        <ListEmpty>No activity recorded.</ListEmpty>
      ) : (
        <TimelineEntries entries={data.entries} renderVoicemail={renderVoicemail} />
      )}
      {data.truncated && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Page activity was cut at {TIMELINE_LIMITS.maxEntries.toLocaleString('en-US')} entries; leads and voice
          messages are all shown.
        </p>
      )}
    </>
  );
}
