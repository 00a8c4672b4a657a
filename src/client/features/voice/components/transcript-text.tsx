import { CollapsibleText } from '#client/components/dashboard/collapsible-text.js';
import { transcriptSegments, type TranscriptSegment } from './transcript-segments.js';

/** The dotted underline of an unsure word, and of the legend's sample. */
const UNSURE_CLASS = 'underline decoration-amber-700 decoration-dotted decoration-2 underline-offset-[3px]';

/** The runs of a transcript, its unsure words underlined with dots, titled and told to screen readers. */
export function MarkedSegments({ segments }: { segments: readonly TranscriptSegment[] }) {
  return segments.map((segment, index) =>
    segment.unsure ? (
      <span key={index} title="unsure word" className={UNSURE_CLASS}>
        {segment.text}
        <span className="sr-only"> (unsure word)</span>
      </span>
    ) : (
      segment.text
    ),
  );
}

/** The one-line legend shown under a transcript when some word is marked. */
export function UnsureWordsLegend() {
  return (
    <p className="mt-1 text-xs text-slate-600">
      Words with a <span className={UNSURE_CLASS}>dotted underline</span> were hard to make out.
    </p>
  );
}

/**
 * A voice message's transcript, folded like any long text on the dashboard, with the words the
 * recogniser was unsure of (`unsureWords`, indexes into `transcript.split(' ')`) underlined with
 * dots, titled and told to screen readers as "unsure word". A one-line legend follows only when
 * some word is marked.
 */
export function TranscriptText({
  transcript,
  unsureWords,
  className,
}: {
  transcript: string;
  unsureWords: readonly number[];
  className?: string;
}) {
  const segments = transcriptSegments(transcript, unsureWords);
  const anyUnsure = segments.some((segment) => segment.unsure);
  return (
    <CollapsibleText text={transcript} {...(className ? { className } : {})} after={anyUnsure && <UnsureWordsLegend />}>
      <MarkedSegments segments={segments} />
    </CollapsibleText>
  );
}
