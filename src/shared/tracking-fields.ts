import * as z from 'zod/mini';

/** Text fields of tracking payloads, shared by the events (tracking-schemas.ts) and the touches they carry (attribution-schemas.ts). */

export const NUL = '\u0000';
export const noNul = z.refine<string>((value) => !value.includes(NUL), 'Must not contain NUL characters');

/** Text of at most `max` characters; longer text is refused (the tracker never sends it). */
export const bounded = (max: number) => z.string().check(z.maxLength(max, `Must be at most ${max} characters`), noNul);

/** A page path with its query string, as `location.pathname + location.search`. */
export const pageField = z
  .string()
  .check(
    z.minLength(1, 'Page is required'),
    z.maxLength(2048, 'Page must be at most 2048 characters'),
    z.regex(/^\//, 'Page must be a path starting with /'),
    noNul,
  );
