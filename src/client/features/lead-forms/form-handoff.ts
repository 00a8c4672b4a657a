/**
 * What the page shell (deferred-forms.ts) hands to the forms' lazily loaded code, and back: a
 * submit made before a form's code ran, and lead-sync records that arrived before the consultation
 * form listened. Its own module, imported by both, so the chunk never imports the shell that
 * loads it.
 */

/** Set on a form once its code handles submits. */
const READY_ATTRIBUTE = 'data-ready';
const heldSubmits = new WeakSet<HTMLFormElement>();

export function isFormReady(form: HTMLFormElement): boolean {
  return form.hasAttribute(READY_ATTRIBUTE);
}

/** A native submit stopped before the form's code ran: replayed by formReady. */
export function holdSubmit(form: HTMLFormElement): void {
  heldSubmits.add(form);
}

/**
 * Called by a form once it is hydrated (from an effect): marks it ready and replays a submit the
 * visitor made before.
 */
export function formReady(form: HTMLFormElement | null): void {
  if (!form) return;
  form.setAttribute(READY_ATTRIBUTE, '');
  if (heldSubmits.delete(form)) form.requestSubmit();
}

const earlyRecords: unknown[] = [];
let formListening = false;

/** Keeps a record for the consultation form; false when the form already listens itself. */
export function keepEarlyLeadSyncRecord(record: unknown): boolean {
  if (formListening) return false;
  earlyRecords.push(record);
  return true;
}

/** Called by the consultation form once it listens itself: hands over what came before. */
export function takeEarlyLeadSyncRecords(): unknown[] {
  formListening = true;
  return earlyRecords.splice(0);
}

/** Called when the consultation form unmounts: keep records for the next one. */
export function releaseLeadSync(): void {
  formListening = false;
}
