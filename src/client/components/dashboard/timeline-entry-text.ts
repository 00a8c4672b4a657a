import { format } from 'date-fns';
import type { TimelineEntry } from '#shared/timeline-schemas.js';
import { formatClock, formatDurationSeconds } from './format.js';

/**
 * The words of one timeline entry, apart from its markup so they can be tested without a DOM:
 * a short label, an optional detail line and the value the entry carries (a typed value, a
 * message, a transcript).
 */
export interface TimelineEntryText {
  label: string;
  /** What it was about: the click's target, the field's name, the file. */
  subject: string | null;
  /** How long, how often, how big. */
  detail: string | null;
  /** The content itself; null when there is none to show. */
  value: string | null;
}

const plural = (count: number, unit: string) => `${count.toLocaleString('en-US')} ${unit}${count === 1 ? '' : 's'}`;

/** Seconds on a page in words; an estimate says so. */
export function timeOnPageText(seconds: number | null, estimated: boolean): string {
  if (seconds === null) return 'Time on page unknown';
  const length = formatDurationSeconds(seconds);
  return estimated ? `About ${length} on page (until the next page)` : `${length} on page`;
}

export function timelineEntryText(entry: TimelineEntry): TimelineEntryText {
  switch (entry.kind) {
    case 'page':
      return {
        label: 'Page view',
        subject: null,
        detail: timeOnPageText(entry.seconds, entry.estimated),
        value: null,
      };
    case 'click':
      return { label: 'Click', subject: entry.label, detail: null, value: null };
    case 'field':
      return {
        label: 'Form field',
        subject: entry.field || 'Unnamed field',
        detail: plural(entry.edits, 'edit'),
        // Null is "not recorded" (TRACK_INPUT_VALUES off, a password): said, never shown as empty.
        value: entry.value === null ? 'Value not recorded' : entry.value === '' ? '(left empty)' : entry.value,
      };
    case 'download':
      return { label: 'Download', subject: entry.label, detail: null, value: null };
    case 'consultation':
      return {
        label: 'Consultation request',
        subject: entry.name || null,
        detail: `Lead #${entry.leadId}`,
        value: entry.message || null,
      };
    case 'voicemail':
      return {
        label: 'Voicemail',
        subject: `Voice message #${entry.voiceMessageId}`,
        detail: entry.duration === null ? 'Unknown length' : formatClock(entry.duration),
        value: entry.transcript === null ? 'Transcript pending' : entry.transcript || 'No speech was recognised',
      };
  }
}

/** The moment of an entry: day and time to the second (a session's events are seconds apart). */
export const formatEntryTime = (at: string) => format(new Date(at), 'MMM d, h:mm:ss a');
