import * as z from 'zod/mini';
import { serialIdParam } from './serial-id.js';

/**
 * Paging shared by the dashboard's lead and voice lists (docs/decisions/0013). Without any paging
 * parameter those GETs answer SPEC §7's complete list; with one they answer a page: the newest
 * first, `limit` at a time, each page continuing after the `nextCursor` of the one before.
 */
export const LIST_PAGE_LIMITS = {
  /** Cards per page: the columns show 25 and offer the next 25. */
  defaultLimit: 25,
  maxLimit: 100,
} as const;

export const INVALID_LIST_CURSOR_MESSAGE = 'Invalid cursor: pass the nextCursor of an earlier page';
/**
 * A query-string `limit`: a whole number from 1 to `max`. The query string has no numbers, and
 * '1e2' or ' 5' are not coerced. Also the sessions grid's limit (session-schemas.ts).
 */
export function pageLimitParam(max: number) {
  const message = `limit must be a whole number from 1 to ${max}`;
  return z.pipe(
    z.string().check(z.regex(/^[0-9]{1,6}$/, message)),
    z.pipe(z.transform(Number), z.number().check(z.gte(1, message), z.lte(max, message))),
  );
}

export const listLimitParam = z.optional(pageLimitParam(LIST_PAGE_LIMITS.maxLimit));

/**
 * `cursor`: the id of the last item of the page before, as its `nextCursor` gave it. The server
 * reads that item's sort key itself, so the key keeps PostgreSQL's microseconds and a page never
 * skips or repeats an item, whatever was added or changed meanwhile.
 */
export const listCursorParam = z.optional(serialIdParam(INVALID_LIST_CURSOR_MESSAGE));

/** What every page carries: its items, where the next one starts, and how many items there are in all. */
export const listPageShape = <T extends z.ZodMiniType>(item: T) => ({
  items: z.array(item),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
  /** Items matching the request's filter and search, over every page. */
  total: z.number(),
});
