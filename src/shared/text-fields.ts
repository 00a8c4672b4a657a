import { z } from 'zod';

/**
 * Field builders shared by every form and API schema, so the browser and the server apply the
 * same rules and messages. PostgreSQL text cannot hold NUL, so it is refused up front with a
 * clear message instead of failing in the database.
 */
const NUL = '\u0000';

/** The "simple address pattern" of SPEC §5: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** Phone format is not fixed by the spec; this keeps obvious garbage out while accepting any national style. */
const PHONE_PATTERN = /^[0-9+().\-\s/xX#*]{7,40}$/;

export function text(max: number) {
  return z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !value.includes(NUL), 'Must not contain NUL characters')
    .transform((value) => value.trim());
}

export function requiredText(max: number, requiredMessage: string) {
  return text(max).refine((value) => value.length > 0, requiredMessage);
}

export const emailField = z
  .string()
  .max(254, 'Email address is too long')
  .transform((value) => value.trim())
  .refine((value) => EMAIL_PATTERN.test(value), INVALID_EMAIL_MESSAGE);

export const optionalPhoneField = z
  .string()
  .max(40, 'Phone number is too long')
  .transform((value) => value.trim())
  .refine(
    (value) => value === '' || (PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 7),
    'Please enter a valid phone number',
  );

/** Browser session ids look like session_{timestamp}_{random}; accept any short printable token. */
export const sessionIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid session id')
  .nullable();
