import { X } from 'lucide-react';
import { cn } from '#client/lib/cn.js';
import { formatDuration } from '#client/features/voice/recorder-support.js';
import { CLOSE_LABEL, recordingCopy } from '#client/features/voice/voicemail-copy.js';
import { VOICEMAIL_TITLE } from '#client/features/voice/voicemail-title.js';

/**
 * The panel's title bar: red with the running time while recording, and the close button.
 * `compact` (the success view): on phones the bar is left to screen readers, so the sheet that
 * stays up for SPEC's 5 s takes as little of the screen as it can while the page scrolls to the
 * form; it closes by itself, and Escape still closes it.
 */
export function PanelHeader(props: {
  titleId: string;
  recording: boolean;
  elapsed: number;
  onClose: () => void;
  compact?: boolean;
}) {
  const { titleId, recording, elapsed, onClose, compact = false } = props;
  return (
    <header
      className={cn(
        'flex items-start gap-2 py-2 pr-2 pl-5 text-white',
        recording ? 'bg-red-700' : 'bg-navy-900',
        compact && 'max-sm:sr-only',
      )}
    >
      <div className="min-w-0 flex-1 py-2">
        <h2 id={titleId} className="text-base leading-snug font-semibold">
          {VOICEMAIL_TITLE}
        </h2>
        {recording && (
          <p className="mt-1 flex items-center gap-2 text-sm font-medium">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-white" />
            {recordingCopy.status}
            <span className="font-semibold tabular-nums">{formatDuration(elapsed)}</span>
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={CLOSE_LABEL}
        title={CLOSE_LABEL}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white transition-colors hover:bg-white/15 focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </header>
  );
}
