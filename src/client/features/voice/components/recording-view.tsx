import { Square } from 'lucide-react';
import { Button } from '#client/components/ui/button.js';
import { cn } from '#client/lib/cn.js';
import { formatDuration } from '#client/features/voice/recorder-support.js';
import { SILENT_HINT_AFTER_SECONDS } from '#client/features/voice/use-input-level.js';
import { recordingCopy, VOICEMAIL_QUESTIONS } from '#client/features/voice/voicemail-copy.js';

/** The last stretch of a recording, in seconds, during which the automatic stop is announced. */
export const FINAL_WARNING_SECONDS = 60;

interface RecordingViewProps {
  elapsed: number;
  maxSeconds: number;
  /** True once Stop & Send was pressed (the recorder hands over the last chunk). */
  stopping: boolean;
  onStop: () => void;
  /** The microphone's level, 0 to 1, and how long it has been silent (use-input-level.ts). */
  level: number;
  silentSeconds: number;
}

/**
 * SPEC §4 recording view, below the panel's red header (which shows the timer): the seven
 * questions, the automatic-stop hint in the last minute, and Stop & Send (focused on arrival).
 */
export function RecordingView({ elapsed, maxSeconds, stopping, onStop, level, silentSeconds }: RecordingViewProps) {
  const remaining = maxSeconds - elapsed;
  const cannotHear = silentSeconds >= SILENT_HINT_AFTER_SECONDS;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        {/* Decorative for screen readers: the hint below says what matters. */}
        <div aria-hidden="true" data-testid="input-level" className="h-2 overflow-hidden rounded-full bg-slate-200">
          <div
            className={cn(
              'h-full rounded-full transition-[width] duration-100',
              cannotHear ? 'bg-amber-500' : 'bg-green-600',
            )}
            style={{ width: `${Math.round(level * 100)}%` }}
          />
        </div>
        {/* Shown here; the panel's status region announces it (one live region per dialog). */}
        {cannotHear && <p className="text-sm font-medium text-amber-900">{recordingCopy.cannotHear}</p>}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{recordingCopy.questionsHeading}</h3>
        <ol className="mt-3 grid gap-2.5">
          {VOICEMAIL_QUESTIONS.map((question, index) => (
            <li key={question} className="flex gap-3 text-sm leading-snug text-slate-700">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-navy-50 text-xs font-semibold text-navy-800"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{question}</span>
            </li>
          ))}
        </ol>
      </div>
      {remaining <= FINAL_WARNING_SECONDS && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          Recording stops automatically in {formatDuration(remaining)}
        </p>
      )}
      <Button autoFocus onClick={onStop} aria-disabled={stopping || undefined} className="w-full">
        <Square aria-hidden="true" className="size-4 fill-current" />
        {recordingCopy.stopLabel}
      </Button>
    </div>
  );
}
