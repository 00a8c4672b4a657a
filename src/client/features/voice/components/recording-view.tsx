import { cn } from '#client/lib/cn.js';
import { SILENT_HINT_AFTER_SECONDS } from '#client/features/voice/use-input-level.js';
import { recordingCopy } from '#client/features/voice/voicemail-copy.js';
import { QuestionList } from './question-list.js';

/** The last stretch of a recording, in seconds, during which the automatic stop is announced. */
export const FINAL_WARNING_SECONDS = 60;

interface RecordingViewProps {
  /** The question to answer now (0-based), from the guided recorder (use-question-steps.ts). */
  questionIndex: number;
  /** The microphone's level, 0 to 1, and how long it has been silent (use-input-level.ts). */
  level: number;
  silentSeconds: number;
}

/**
 * SPEC §4 recording view, below the panel's red header (which shows the timer): the input level
 * and the seven questions, the current one marked. It scrolls inside the panel; the controls
 * (recording-controls.tsx) stay below it, always in reach.
 */
export function RecordingView({ questionIndex, level, silentSeconds }: RecordingViewProps) {
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
      <QuestionList current={questionIndex} />
    </div>
  );
}
