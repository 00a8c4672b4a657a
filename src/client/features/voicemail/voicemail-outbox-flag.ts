/**
 * The few bytes every public page needs to know whether voicemail work is waiting (a recording in
 * the outbox, or a result still to come), without loading the code that does it. Kept apart from
 * voicemail-outbox.ts and pending-voice-results.ts so the floating button's bundle stays small.
 */
export const OUTBOX_FLAG_KEY = 'voicemailOutbox';
export const PENDING_RESULTS_KEY = 'voicemailPendingResults';
/** Fired on window when the outbox fills or empties. */
export const OUTBOX_CHANGED_EVENT = 'voicemail-outbox-changed';
/** Shown beside the voicemail button while a recording waits in the browser to be sent. */
export const OUTBOX_NOTE = "We'll send your message as soon as you're back online.";

/** Is a recording waiting? (localStorage only: no IndexedDB opened.) */
export function outboxMayHaveRecordings(): boolean {
  try {
    return window.localStorage.getItem(OUTBOX_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

export function setOutboxFlag(present: boolean): void {
  try {
    if (present) window.localStorage.setItem(OUTBOX_FLAG_KEY, '1');
    else window.localStorage.removeItem(OUTBOX_FLAG_KEY);
  } catch {
    // Storage blocked: the outbox itself still works within this page.
  }
  window.dispatchEvent(new Event(OUTBOX_CHANGED_EVENT));
}

/** Is a voicemail result still to come? */
export function resultsPending(): boolean {
  try {
    return (window.localStorage.getItem(PENDING_RESULTS_KEY) ?? '[]') !== '[]';
  } catch {
    return false;
  }
}
