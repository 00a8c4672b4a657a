import * as z from 'zod/mini';

/**
 * Field builders shared by every form and API schema, so the browser and the server apply the
 * same rules and messages. Written with zod/mini (the same zod, a tree-shakable surface) because
 * these schemas ship in the public bundle. PostgreSQL text cannot hold NUL, so it is refused up
 * front with a clear message instead of failing in the database.
 */
const NUL = '\u0000';

/** The "simple address pattern" of SPEC §5: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** RFC 5321's longest deliverable address. */
export const EMAIL_MAX_LENGTH = 254;
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

export const emailField = z.string().check(
  z.maxLength(EMAIL_MAX_LENGTH, 'Email address is too long'),
  z.trim(),
  z.refine((value: string) => EMAIL_PATTERN.test(value), INVALID_EMAIL_MESSAGE),
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
