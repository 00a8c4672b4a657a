import { Play } from 'lucide-react';
import { CollapsibleText } from '#client/components/dashboard/collapsible-text.js';
import { CopyButton } from '#client/components/dashboard/copy-button.js';
import { formatClock } from '#client/components/dashboard/format.js';
import { Button } from '#client/components/ui/button.js';
import type { AnswerGroup } from './transcript-answers.js';
import { MarkedSegments, UnsureWordsLegend } from './transcript-text.js';

/**
 * A guided voicemail's transcript answer by answer (issue 24): each answer under its question's
 * heading ("Question 2", or "Questions 5–7" when the caller stopped moving on), with the
 * question's words, the answer's unsure words marked where they can be placed exactly, and — while
 * the recording is kept — a button that plays the recording from where the answer starts. Copy
 * transcript still copies the whole transcript.
 */
export function TranscriptByAnswer({
  answers,
  transcript,
  onPlay,
}: {
  answers: readonly AnswerGroup[];
  transcript: string;
  /** Plays the recording from this answer's start; absent when the recording was deleted. */
  onPlay?: ((answer: AnswerGroup) => void) | undefined;
}) {
  const anyUnsure = answers.some((answer) => answer.segments?.some((segment) => segment.unsure));
  return (
    // Not a region: a list of cards would hold one landmark of the same name per guided message.
    <div className="grid min-w-0 gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Transcript by question</h4>
        <CopyButton text={transcript} label="Copy transcript" />
      </div>
      <ol className="grid gap-2">
        {answers.map((answer) => {
          const start = formatClock(answer.startMs / 1000);
          return (
            <li key={answer.number} className="grid min-w-0 gap-0.5">
              {/* The button on the heading's line leaves the text the card's whole width. */}
              <div className="flex min-w-0 items-center justify-between gap-2">
                <h5 className="text-sm font-semibold text-navy-900">{answer.heading}</h5>
                {onPlay && (
                  <Button
                    variant="outline"
                    className="shrink-0 gap-1 px-2 text-xs tabular-nums"
                    aria-label={`Play answer ${answer.number}, from ${start}`}
                    onClick={() => onPlay(answer)}
                  >
                    <Play className="size-3.5" aria-hidden="true" />
                    {start}
                  </Button>
                )}
              </div>
              <p className="text-xs text-slate-600">{answer.questions.join(' · ')}</p>
              {answer.text.trim() ? (
                <CollapsibleText text={answer.text}>
                  {answer.segments ? <MarkedSegments segments={answer.segments} /> : answer.text}
                </CollapsibleText>
              ) : (
                <p className="text-sm text-slate-600 italic">Nothing was heard for this part.</p>
              )}
            </li>
          );
        })}
      </ol>
      {anyUnsure && <UnsureWordsLegend />}
    </div>
  );
}
