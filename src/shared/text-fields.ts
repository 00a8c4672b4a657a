import * as z from 'zod/mini';

/**
 * Field builders shared by every form and API schema, so the browser and the server apply the
 * same rules and messages. Written with zod/mini (the same zod, a tree-shakable surface) because
 * these schemas ship in the public bundle. PostgreSQL text cannot hold NUL, so it is refused up
 * front with a clear message instead of failing in the database.
 */
const NUL = '\u0000';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** RFC 5321's longest deliverable address, and its longest mailbox name (the part before the @). */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

/**
 * SPEC §5's "simple address pattern", made exact enough that an address is only an address. The
 * part before the @ is zod's "practical" one (letters, digits, ' _ + - and single dots between
 * them); after it comes a host name: dot-separated labels of letters, digits and hyphens, none
 * starting or ending with a hyphen, the last starting with a letter (xn-- names included). So no
 * `?`, `%`, `&`, `=`, `#` or space anywhere: the old pattern took
 * `jane@acme.com?cc=spy%40evil.example`, and the dashboard's reply link then copied the reply to
 * someone else. Not zod's `z.email()` as it is: it lets a label end with a hyphen, refuses xn--
 * top-level names, and checks before trimming.
 */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])';
const EMAIL_PATTERN = new RegExp(`^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:${LABEL}\\.)+${TOP_LEVEL_LABEL}$`);

/** True for an address the rule above accepts, within RFC 5321's lengths. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value) && value.indexOf('@') <= EMAIL_LOCAL_MAX_LENGTH;
}

export const PHONE_MAX_LENGTH = 40;

/** Phone format is not fixed by the spec; this keeps obvious garbage out while accepting any national style. */
const PHONE_PATTERN = /^[0-9+().\-\s/xX#*]{7,40}$/;

const noNul = z.refine<string>((value) => !value.includes(NUL), 'Must not contain NUL characters');

/** Trimmed text of at most `max` characters (empty allowed). */
export function text(max: number) {
  return z.string().check(z.maxLength(max, `Must be at most ${max} characters`), noNul, z.trim());
}

/** Trimmed text of at most `max` characters; a missing value is ''. */
export const optionalText = (max: number) => z._default(text(max), '');

/** Trimmed text that must not be empty once trimmed. */
export function requiredText(max: number, requiredMessage: string) {
  return z
    .string()
    .check(z.maxLength(max, `Must be at most ${max} characters`), noNul, z.trim(), z.minLength(1, requiredMessage));
}

export const emailField = z
  .string()
  .check(
    z.maxLength(EMAIL_MAX_LENGTH, 'Email address is too long'),
    z.trim(),
    z.refine(isEmailAddress, INVALID_EMAIL_MESSAGE),
  );

export const optionalPhoneField = z.string().check(
  z.maxLength(PHONE_MAX_LENGTH, 'Phone number is too long'),
  z.trim(),
  z.refine(
    (value: string) => value === '' || (PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 7),
    'Please enter a valid phone number',
  ),
);

/** Browser session ids look like session_{timestamp}_{random}; accept any short printable token. */
export const sessionIdString = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid session id'));

/** A lead's or voicemail's session id, or null when the visitor has none. */
export const sessionIdField = z.nullable(sessionIdString);
