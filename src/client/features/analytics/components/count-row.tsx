import { shortenText } from '#client/features/analytics/shorten-text.js';

/** What a count counts, singular and plural, for screen readers. */
export type CountUnit = readonly [one: string, many: string];

const VISITS: CountUnit = ['visit', 'visits'];

/** The count at the end of a row, in aligned digits; screen readers hear what it counts. */
export function CountBadge({ count, unit = VISITS }: { count: number; unit?: CountUnit }) {
  return (
    <span className="shrink-0 text-sm font-semibold text-navy-900 tabular-nums">
      {count.toLocaleString('en-US')}
      <span className="sr-only"> {count === 1 ? unit[0] : unit[1]}</span>
    </span>
  );
}

/** A long name cut to SPEC §9's 50 characters, with the whole of it in a title. */
export function ShortText({ text }: { text: string }) {
  const shown = shortenText(text);
  return (
    <span className="min-w-0 wrap-anywhere" title={shown === text ? undefined : text}>
      {shown}
    </span>
  );
}

/** One 'name … count' line of a top-N list (referrer, referrer page, search query, lead source). */
export function CountRow({ text, count, unit }: { text: string; count: number; unit?: CountUnit }) {
  return (
    <li className="flex min-h-8 items-baseline justify-between gap-3 py-1 text-sm text-slate-800">
      <ShortText text={text} />
      <CountBadge count={count} unit={unit} />
    </li>
  );
}
