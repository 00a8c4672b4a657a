import { Download, Eye, FileText, Mic, MousePointerClick, TextCursorInput, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TimelineEntry, TimelineEntryKind } from '#shared/timeline-schemas.js';
import { CollapsibleText } from './collapsible-text.js';
import { formatDateTime } from './format.js';
import { formatEntryTime, timelineEntryText } from './timeline-entry-text.js';

const ICONS: Record<TimelineEntryKind, LucideIcon> = {
  page: Eye,
  click: MousePointerClick,
  field: TextCursorInput,
  download: Download,
  consultation: FileText,
  voicemail: Mic,
};

/** Touchpoints stand out from page activity: they are what the principal acts on. */
const isTouchpoint = (kind: TimelineEntryKind) =>
  kind === 'consultation' || kind === 'voicemail' || kind === 'download';

type VoicemailEntry = Extract<TimelineEntry, { kind: 'voicemail' }>;

interface TimelineEntriesProps {
  /** Oldest first, as the API sends them. */
  entries: readonly TimelineEntry[];
  /** The recording's player; components/ cannot import the voice feature, so the page passes it in. */
  renderVoicemail?: (entry: VoicemailEntry) => ReactNode;
}

/** A timeline as a list: per entry an icon, what happened, on which page, when, and its value. */
export function TimelineEntries({ entries, renderVoicemail }: TimelineEntriesProps) {
  return (
    <ol aria-label="Timeline entries" className="grid gap-2">
      {entries.map((entry, index) => (
        // Entries carry no common id; a timeline is read whole, so position is stable enough.
        <TimelineItem key={`${entry.kind}-${entry.at}-${index}`} entry={entry} renderVoicemail={renderVoicemail} />
      ))}
    </ol>
  );
}

function TimelineItem({
  entry,
  renderVoicemail,
}: {
  entry: TimelineEntry;
  renderVoicemail: TimelineEntriesProps['renderVoicemail'];
}) {
  const Icon = ICONS[entry.kind];
  const text = timelineEntryText(entry);
  const page = 'page' in entry ? entry.page : null;
  return (
    <li
      data-entry-kind={entry.kind}
      className={
        isTouchpoint(entry.kind)
          ? 'flex min-w-0 gap-2 rounded-md border border-navy-200 bg-navy-50 p-2'
          : 'flex min-w-0 gap-2 rounded-md border border-slate-200 bg-white p-2'
      }
    >
      <Icon className="mt-0.5 size-4 shrink-0 text-navy-700" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
          <span className="min-w-0">
            <span className="font-semibold text-slate-900">{text.label}</span>
            {text.subject && <span className="wrap-anywhere text-slate-900">: {text.subject}</span>}
          </span>
          <time dateTime={entry.at} title={formatDateTime(entry.at)} className="text-xs text-slate-600 tabular-nums">
            {formatEntryTime(entry.at)}
          </time>
        </p>
        {page !== null && <p className="font-mono text-xs break-all text-slate-700">{page}</p>}
        {text.detail && <p className="text-xs text-slate-700">{text.detail}</p>}
        {text.value !== null &&
          (entry.kind === 'field' ? (
            <p
              className={
                entry.value === null
                  ? 'text-sm text-slate-600 italic'
                  : 'rounded bg-slate-100 px-2 py-1 text-sm wrap-anywhere whitespace-pre-line text-slate-900'
              }
            >
              {text.value}
            </p>
          ) : (
            <CollapsibleText text={text.value} />
          ))}
        {entry.kind === 'voicemail' && renderVoicemail?.(entry)}
      </div>
    </li>
  );
}
