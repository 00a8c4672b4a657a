import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { INVALID_LIST_CURSOR_MESSAGE } from '#shared/list-page.js';
import type { Db } from '#server/db/client.js';

/**
 * Keyset paging of the dashboard's newest-first lists (leads, voice messages; docs/decisions/0013).
 * Both tables sort on (created_at desc, id desc), which their `*_created_at_idx` index serves.
 */
type NewestFirstTable = PgTable & { createdAt: PgColumn; id: PgColumn };

/**
 * The rows after the cursor's row in the list order. The cursor is that row's id; its sort key is
 * read here, in SQL, so the comparison keeps PostgreSQL's microseconds (a JavaScript date in the
 * cursor would round them away and skip rows created within the same millisecond).
 */
export function afterCursor(table: NewestFirstTable, cursor: number): SQL {
  return sql`(${table.createdAt}, ${table.id}) < (select c.created_at, c.id from ${table} c where c.id = ${cursor})`;
}

export interface PageRequest {
  limit: number;
  /** Continue after this row (its id, the previous page's nextCursor). */
  cursor: number | undefined;
}

/** The rows of one page, plus one more when there is a next page, newest first. */
export function pageRows<T extends NewestFirstTable>(db: Db, table: T, where: SQL | undefined, page: PageRequest) {
  // Widened: drizzle's checks on what `from` is given cannot be resolved for a generic table.
  const source: NewestFirstTable = table;
  return db
    .select()
    .from(source)
    .where(page.cursor === undefined ? where : and(where, afterCursor(table, page.cursor)))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(page.limit + 1) as unknown as Promise<Array<T['$inferSelect']>>;
}

/** How many rows the cursor names (0 or 1), for a count query that runs beside the page's rows. */
export const cursorRows = (table: NewestFirstTable, cursor: number | undefined): SQL<number> =>
  countWhere(cursor === undefined ? undefined : eq(table.id, cursor));

/** `count(*)` of the rows matching `condition`, as a number. */
export const countWhere = (condition: SQL | undefined): SQL<number> =>
  condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`;

/** The first `limit` of `limit + 1` rows fetched, and the cursor of the next page when there was one more. */
export function toPage<T extends { id: number }>(rows: T[], limit: number): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? String(items.at(-1)!.id) : null };
}

/** The answer to a well-formed cursor that names no row of the list. */
export function sendInvalidCursor(reply: FastifyReply) {
  return reply.code(400).send({
    message: INVALID_LIST_CURSOR_MESSAGE,
    errors: [{ field: 'cursor', message: INVALID_LIST_CURSOR_MESSAGE }],
  });
}
