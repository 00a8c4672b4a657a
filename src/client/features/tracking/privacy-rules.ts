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
  /** The field's name attribute ('' when it has none). */
  name: string;
  getAttribute(name: string): string | null;
  closest(selector: string): unknown;
}

/**
 * Names that say a field holds a secret or an identity number, read as words ('newPassword',
 * 'card_number', 'ssn'): a password, PIN or one-time code, a card's number or security code, a
 * bank account or routing number, a social security or tax number.
 */
const SECRET_NAME =
  /\b(pass(word|wd|code|phrase)?|pwd|pw|pin|otp|one time( code)?|cvv|cvc|cvn|security code|card (number|no)|cc (number|num|no)|account (number|no)|routing (number|no)|iban|ssn|social security|tax id|tin|ein)\b/;

/** 'newPassword', 'card_number', 'SSN' → 'new password', 'card number', 'ssn'. */
function nameWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .toLowerCase()
    .trim();
}

/**
 * Secrets: password fields, anything inside a `data-private` element, fields the page itself
 * marks as passwords, one-time codes or card details through autocomplete (so a "show password"
 * toggle that turns the field into type=text does not expose it), and fields whose name or id says
 * they hold a secret (a form of another page, or a later one, that forgot both).
 */
export function isPrivateField(field: FieldLike): boolean {
  return (
    field.type === 'password' ||
    field.closest('[data-private]') !== null ||
    /(^|\s)(current-password|new-password|one-time-code|cc-)/.test(field.getAttribute('autocomplete') ?? '') ||
    [field.name, field.getAttribute('id') ?? ''].some((name) => SECRET_NAME.test(nameWords(name)))
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
