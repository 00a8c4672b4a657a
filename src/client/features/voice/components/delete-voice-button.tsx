import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { VoiceFeedback } from '#shared/voice-schemas.js';
import { buttonClassName } from '#client/components/ui/button.js';
import { useDeleteVoiceFeedback } from '#client/features/voice/api/use-voice-feedback.js';

/**
 * 'Delete' on a voice card, with a confirmation step in place: the button turns into 'Confirm
 * Delete' and 'Cancel' (no window.confirm, which blocks the page and cannot be styled or tested
 * like the rest). Focus moves to 'Cancel', so a second Enter never deletes by accident; Esc or
 * 'Cancel' goes back, with focus on 'Delete' again.
 */
export function DeleteVoiceButton({ message }: { message: VoiceFeedback }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteVoiceFeedback(message);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const promptId = useId();

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (returnFocus.current) deleteRef.current?.focus();
    returnFocus.current = false;
  }, [confirming]);

  const cancel = () => {
    returnFocus.current = true;
    setConfirming(false);
  };

  if (!confirming) {
    return (
      <button
        ref={deleteRef}
        type="button"
        onClick={() => setConfirming(true)}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={promptId}
      className="flex flex-wrap items-center gap-2 rounded-md bg-red-50 p-1"
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
    >
      <span id={promptId} className="px-2 text-sm text-red-900">
        Delete this voice message?
      </span>
      <button
        type="button"
        onClick={() => remove.mutate(undefined, { onError: cancel })}
        disabled={remove.isPending}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {remove.isPending ? 'Deleting...' : 'Confirm Delete'}
      </button>
      <button
        ref={cancelRef}
        type="button"
        onClick={cancel}
        disabled={remove.isPending}
        className={buttonClassName({ variant: 'outline' })}
      >
        Cancel
      </button>
    </div>
  );
}
