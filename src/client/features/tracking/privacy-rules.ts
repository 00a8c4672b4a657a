/**
 * DESIGN.md "Tracking and privacy": what the tracker must never send. (Where it must not run at
 * all is private-paths.ts, which the public layout needs before the tracker loads.)
 */

interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** Global Privacy Control or Do Not Track (older browsers put the latter on window). */
export function browserOptsOut(navigator: PrivacySignals, window: PrivacySignals): boolean {
  return navigator.globalPrivacyControl === true || navigator.doNotTrack === '1' || window.doNotTrack === '1';
}

/** The little of a form field the privacy rule looks at. */
export interface FieldLike {
  type: string;
  getAttribute(name: string): string | null;
  closest(selector: string): unknown;
}

/**
 * Secrets: password fields, anything inside a `data-private` element, and fields the page itself
 * marks as passwords, one-time codes or card details through autocomplete (so a "show password"
 * toggle that turns the field into type=text does not expose it).
 */
export function isPrivateField(field: FieldLike): boolean {
  return (
    field.type === 'password' ||
    field.closest('[data-private]') !== null ||
    /(^|\s)(current-password|new-password|one-time-code|cc-)/.test(field.getAttribute('autocomplete') ?? '')
  );
}

/**
 * A named key (Enter, Backspace, ArrowLeft, F5) rather than a typed character. The brief's
 * `key.length > 1` would let an emoji (two UTF-16 units) through; named key values are all
 * a capital letter followed by letters or digits.
 */
export const isNamedKey = (key: string): boolean => /^[A-Z][A-Za-z0-9]+$/.test(key);

/**
 * What a keystroke event may carry. Redacted, the value goes and only named keys stay, since
 * they say how the form was used but not what was typed.
 */
export function typedValues(
  value: string,
  key: string | null,
  redact: boolean,
): { inputValue: string | null; keystroke: string | null } {
  if (!redact) return { inputValue: value, keystroke: key };
  return { inputValue: null, keystroke: key !== null && isNamedKey(key) ? key : null };
}
