import { EmailWithBreaks } from '#client/components/dashboard/contact-line.js';
import { Check } from 'lucide-react';
import type { VoiceUnderstanding } from '#shared/voice-schemas.js';
import { Badge } from '#client/components/dashboard/badge.js';
import { cn } from '#client/lib/cn.js';
import { levelBars, understoodFieldRows, type UnderstoodRow } from './understood-field-rows.js';

/** The five bars of a confidence level, rising like a signal meter. */
const BAR_HEIGHTS = ['h-1.5', 'h-2', 'h-2.5', 'h-3', 'h-3.5'] as const;

/** Five small bars, as many filled as the confidence reaches: the percentage beside it says it in text. */
function ConfidenceLevel({ percent, unsure }: { percent: number; unsure: boolean }) {
  const filled = levelBars(percent);
  return (
    <span aria-hidden="true" className="inline-flex items-end gap-px">
      {BAR_HEIGHTS.map((height, index) => (
        <span
          key={height}
          className={cn(
            'w-1 rounded-[1px]',
            height,
            index >= filled ? 'bg-slate-200' : unsure ? 'bg-amber-600' : 'bg-navy-600',
          )}
        />
      ))}
    </span>
  );
}

function UnderstoodFieldRow({ row }: { row: UnderstoodRow }) {
  return (
    // Label beside the value where the card has room; above it in a narrow column (the dashboard's
    // four columns at 1280-1440 px), where a long address would otherwise break inside a word.
    <div className="grid min-w-0 grid-cols-1 gap-x-2 @xs:grid-cols-[6.5rem_minmax(0,1fr)]">
      <dt className={row.unsure ? 'text-slate-500' : 'text-slate-600'}>{row.label}</dt>
      <dd className="min-w-0">
        {/* One sentence for screen readers ("Rachel Goldberg, heard, confirmed by e-mail, 92
            percent"); the lines below say the same to the eye. */}
        <span className="sr-only">{row.spoken}</span>
        <span aria-hidden="true" className="grid min-w-0 gap-0.5">
          <span className={cn('wrap-anywhere', row.unsure ? 'text-slate-600' : 'font-medium text-slate-900')}>
            {/* An address wraps at its '@' and dots, as on the card's contact line, not mid-word. */}
            {row.key === 'email' ? <EmailWithBreaks address={row.value} /> : row.value}
          </span>
          {/* The level first, so the bars line up down the list for a quick scan. */}
          <span className="flex min-w-0 flex-wrap items-center gap-1">
            <span className="inline-flex items-center gap-1 pr-0.5 text-xs text-slate-600 tabular-nums">
              <ConfidenceLevel percent={row.percent} unsure={row.unsure} />
              {row.percent}%
            </span>
            {row.unsure && <Badge tone="warning">unsure</Badge>}
            <Badge>{row.sourceLabel}</Badge>
            {row.confirmedLabel && (
              <Badge tone="success">
                <Check className="-ml-0.5 mr-0.5 size-3" aria-hidden="true" />
                {row.confirmedLabel}
              </Badge>
            )}
          </span>
        </span>
      </dd>
    </div>
  );
}

/**
 * "What was understood" on a voice message card: each field the voicemail answered, with where it
 * came from and how sure the reading is. Fields below PREFILL_MIN_CONFIDENCE (not prefilled into
 * the visitor's form) say "unsure" and are muted. Nothing renders when nothing was understood.
 */
export function UnderstoodFields({ understanding }: { understanding: VoiceUnderstanding }) {
  const rows = understoodFieldRows(understanding);
  if (rows.length === 0) return null;
  return (
    <div className="grid min-w-0 gap-1.5">
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">What was understood</h4>
      <dl className="@container grid gap-1.5 text-sm">
        {rows.map((row) => (
          <UnderstoodFieldRow key={row.key} row={row} />
        ))}
      </dl>
    </div>
  );
}
