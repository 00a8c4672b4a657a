import { islandStore } from '#client/lib/islands/island-store.js';

/**
 * The few bytes every public page needs to know whether voicemail work is waiting (a recording in
 * the outbox, or a result still to come), without loading the code that does it. Kept apart from
 * voicemail-outbox.ts and pending-voice-results.ts so the floating button's bundle stays small.
 */
export const OUTBOX_FLAG_KEY = 'voicemailOutbox';
export const PENDING_RESULTS_KEY = 'voicemailPendingResults';
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

/** Records whether a recording waits, for later pages (storage) and this page's button (store). */
export function setOutboxFlag(present: boolean): void {
  try {
    if (present) window.localStorage.setItem(OUTBOX_FLAG_KEY, '1');
    else window.localStorage.removeItem(OUTBOX_FLAG_KEY);
  } catch {
    // Storage blocked: the outbox itself still works within this page.
  }
  islandStore.setState({ voicemailOutboxWaiting: present });
}

/** Shows what an earlier page left in the outbox (called once the button is on screen). */
export function syncOutboxFlag(): void {
  islandStore.setState({ voicemailOutboxWaiting: outboxMayHaveRecordings() });
}

/** Is a voicemail result still to come? */
export function resultsPending(): boolean {
  try {
    return (window.localStorage.getItem(PENDING_RESULTS_KEY) ?? '[]') !== '[]';
  } catch {
    return false;
  }
}
