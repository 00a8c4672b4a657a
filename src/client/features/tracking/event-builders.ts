import { FIELD_CHARS, LIMITS } from './tracking-config.js';
import { isPrivateField, typedValues, type FieldLike } from './privacy-rules.js';

/**
 * The payload fields of click and keystroke events (SPEC §3), built from the element alone so
 * they can be tested without a DOM. Every text is cut to what the server accepts: one field
 * too long would get the whole batch refused.
 */

/** At most `max` characters, counted as the server does (code points), reading only what it needs. */
export function cutText(text: string, max: number): string {
  return text.length <= max
    ? text
    : Array.from(text.slice(0, 2 * max))
        .slice(0, max)
        .join('');
}

const textOrNull = (text: string, max: number): string | null => (text ? cutText(text, max) : null);

/** Page coordinates as whole numbers within the server's range. */
const coordinate = (value: number): number => Math.min(1_000_000, Math.max(-100_000, Math.round(value)));

/** Trimmed, whitespace collapsed, the first 100 characters (SPEC §9); a large container costs no more. */
export function visibleText(text: string): string | null {
  const max = LIMITS.elementTextChars;
  return textOrNull(
    text
      .trimStart()
      .slice(0, 4 * max)
      .replace(/\s+/g, ' ')
      .trim(),
    max,
  );
}

export interface ClickTarget {
  id: string;
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  closest(selector: string): ClickTarget | null;
}

/**
 * A click on an icon or a span inside a button or link is reported as that button or link:
 * that is what the visitor meant to click (and an SVG path has no text or id worth keeping).
 */
const CONTROL = 'a,button,input,select,textarea,label,summary,[role="button"],[role="link"]';

export function clickFields(target: ClickTarget, pageX: number, pageY: number) {
  const element = target.closest(CONTROL) ?? target;
  return {
    elementId: textOrNull(element.id, FIELD_CHARS.id),
    // getAttribute, not className: an SVG element's className is an object, not a string.
    elementClass: textOrNull(element.getAttribute('class') ?? '', FIELD_CHARS.className),
    elementTag: cutText(element.tagName.toLowerCase(), FIELD_CHARS.tag),
    // Text the page marks private stays out of clicks too.
    elementText: element.closest('[data-private]') ? null : visibleText(element.textContent ?? ''),
    clickX: coordinate(pageX),
    clickY: coordinate(pageY),
  };
}

export interface FieldTarget extends FieldLike {
  id: string;
  name: string;
  value: string;
}

/**
 * An input or textarea's keystroke payload. `key` is the pressed key for keydown, null for input
 * events. `redactAll` is the browser's privacy signal; private fields are redacted regardless.
 * (A textarea's `type` is 'textarea', so one property names both kinds.)
 */
export function keystrokeFields(field: FieldTarget, key: string | null, redactAll: boolean) {
  const typed = typedValues(field.value, key, redactAll || isPrivateField(field));
  return {
    elementId: textOrNull(field.id, FIELD_CHARS.id),
    elementType: textOrNull(field.type, FIELD_CHARS.type),
    fieldName: textOrNull(field.name, FIELD_CHARS.name),
    inputValue: typed.inputValue === null ? null : cutText(typed.inputValue, LIMITS.inputValueChars),
    keystroke: typed.keystroke === null ? null : cutText(typed.keystroke, FIELD_CHARS.key),
  };
}
