/**
 * What the page's boot script and shell (boot.ts, deferred-forms.ts) hand to the forms' lazily
 * loaded code: a submit made before a form's code ran. Its own module, imported by all three, so
 * the chunk never imports the shell that loads it. (Lead-sync records that arrive before the form
 * listens wait in the island store.)
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

/** Does `element` hold a form whose submit waits for its code? */
export function holdsSubmit(element: HTMLElement): boolean {
  return [...element.querySelectorAll('form')].some((form) => heldSubmits.has(form));
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
