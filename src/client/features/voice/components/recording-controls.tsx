import { ArrowRight, Square } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { buttonClassName } from '#client/components/ui/button.js';
import { cn } from '#client/lib/cn.js';
import { formatDuration } from '#client/features/voice/recorder-support.js';
import { recordingCopy } from '#client/features/voice/voicemail-copy.js';
import { FINAL_WARNING_SECONDS } from './recording-view.js';

interface RecordingControlsProps {
  elapsed: number;
  maxSeconds: number;
  /** On the last question: "Next question" is gone and Stop & Send is the one thing left to do. */
  lastQuestion: boolean;
  onNext: () => void;
  /** True once Stop & Send was pressed (the recorder hands over the last chunk). */
  stopping: boolean;
  onStop: () => void;
}

/**
 * The recording view's controls, below the scrolling question list so that they are always in
 * reach on a phone: the automatic-stop hint in the last minute, a large "Next question" (until the
 * last question), and Stop & Send, available from the start and focused on arrival as before. When
 * "Next question" goes away with the focus on it, the focus moves to Stop & Send.
 */
export function RecordingControls(props: RecordingControlsProps) {
  const { elapsed, maxSeconds, lastQuestion, onNext, stopping, onStop } = props;
  const stop = useRef<HTMLButtonElement>(null);
  const remaining = maxSeconds - elapsed;

  useLayoutEffect(() => {
    if (!lastQuestion) return;
    const active = document.activeElement;
    // The removed button took the focus with it (to the body): give it to Stop & Send.
    if (active === null || active === document.body) stop.current?.focus();
  }, [lastQuestion]);

  return (
    <div className="grid gap-2.5 border-t border-slate-200 bg-white px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
      {remaining <= FINAL_WARNING_SECONDS && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          Recording stops automatically in {formatDuration(remaining)}
        </p>
      )}
      {!lastQuestion && (
        <button
          type="button"
          onClick={onNext}
          aria-disabled={stopping || undefined}
          className={buttonClassName({ className: 'min-h-14 w-full text-base' })}
        >
          {recordingCopy.nextLabel}
          <ArrowRight aria-hidden="true" className="size-5" />
        </button>
      )}
      <button
        ref={stop}
        type="button"
        // The panel's first control while recording, as before the guided recorder.
        autoFocus
        onClick={onStop}
        aria-disabled={stopping || undefined}
        className={buttonClassName({ variant: lastQuestion ? 'primary' : 'outline', className: 'w-full' })}
      >
        <Square aria-hidden="true" className={cn('size-4 fill-current', !lastQuestion && 'text-red-700')} />
        {recordingCopy.stopLabel}
      </button>
    </div>
  );
}
