import * as z from 'zod/mini';

/** The largest value of a PostgreSQL `integer` column, which every `serial` id is. */
export const SERIAL_ID_MAX = 2_147_483_647;

/** At most ten digits, so `Number()` below is exact; the bound itself is checked after. */
const SERIAL_ID_TEXT = /^[1-9][0-9]{0,9}$/;

/**
 * A row id given as text (a path's `:id`, a list's `cursor`): a positive whole number within the
 * `serial` column's range, else a 400 with `message`. PostgreSQL refuses a larger number for an
 * integer column outright ("out of range for type integer"), which was answered 500.
 */
export const serialIdParam = (message: string) =>
  z.pipe(
    z.string().check(z.refine((text: string) => SERIAL_ID_TEXT.test(text) && Number(text) <= SERIAL_ID_MAX, message)),
    z.transform(Number),
  );

/** The params of every route whose path names one row by `:id` (leads, voice messages, people). */
export const serialIdParams = (message: string) => z.strictObject({ id: serialIdParam(message) });
