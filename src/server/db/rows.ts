/**
 * The rows of a raw `db.execute(sql…)` result. Both drivers (node-postgres and PGlite) answer
 * with an object holding `rows`; drizzle types it per driver, so callers name the row type here.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
