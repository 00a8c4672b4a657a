import type { ValueOrigin } from '#shared/people-schemas.js';
import { originTag, originWords, type OriginTag as Tag } from '#shared/value-origins.js';
import { cn } from '#client/lib/cn.js';

/** What a heading's tag speaks of: the name, the company, or both (the workbench's `HeadingPart`). */
type HeadingPart = 'name' | 'company' | 'both';

/** Dashed, so a tag reads as a note on the value beside it, not as one of the row's badges. AA on white. */
const TAG_CLASSES: Record<Tag, string> = {
  voicemail: 'border-navy-400 text-navy-800',
  inferred: 'border-slate-500 text-slate-700',
  unsure: 'border-amber-700 bg-amber-50 text-amber-900',
};

/**
 * Where a value the visitor did not state came from (docs/workbench.md, "Where each value came
 * from"), right after the value. The compact row shows the short tag ('from voicemail', 'unsure',
 * 'inferred') and gives screen readers the whole sentence ('unsure: from voicemail, 45% sure');
 * `full` shows the whole sentence (the expanded row). In the row's heading, `part` says what the
 * tag speaks of. Nothing for a stated value. Shared by the workbench's rows and the voice cards
 * (whose title names the message's person).
 */
export function OriginTag({
  origin,
  full = false,
  part,
}: {
  origin: ValueOrigin | null | undefined;
  full?: boolean;
  /** In the row's heading: which part the tag speaks of, to screen readers ('company unsure: …'); it stands after that part. */
  part?: HeadingPart;
}) {
  const words = originWords(origin);
  if (!words) return null;
  const subject = part === 'both' ? 'name and company ' : part ? `${part} ` : '';
  return (
    <span
      data-origin={words.tag}
      // In the heading the part it speaks of is not written out: the pointer gets the whole sentence.
      title={part ? `${subject}${words.short}${words.rest}` : undefined}
      className={cn(
        'inline-flex items-center rounded border border-dashed px-1 text-xs leading-4 font-medium',
        full ? 'min-w-0' : 'shrink-0 whitespace-nowrap',
        TAG_CLASSES[words.tag],
      )}
    >
      <span className="sr-only"> (</span>
      {part && <span className="sr-only">{subject}</span>}
      {words.short}
      {full ? words.rest : <span className="sr-only">{words.rest}</span>}
      <span className="sr-only">)</span>
    </span>
  );
}

/** A value that is not plain fact: an unsure one is muted and slanted beside its tag; else `plain`. */
export function valueClass(origin: ValueOrigin | null | undefined, plain?: string): string | undefined {
  return originTag(origin) === 'unsure' ? 'italic text-slate-600' : plain;
}
