import { sql, type SQL } from 'drizzle-orm';
import type { VisitorSession } from '#shared/session-schemas.js';
import type { SessionCursor } from './cursor.js';

/** A visitor_sessions row as the grid shows it, plus its sort key to the microsecond. */
export type SessionRow = Omit<VisitorSession, 'activities' | 'activityCount'> & { cursor_time: string };

/** ISO 8601 UTC text of a timestamp: milliseconds for display, microseconds for the cursor. */
export const isoMs = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoUs = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The columns of a SessionRow, from the visitor_sessions row `s`. */
export const SESSION_COLUMNS = sql`s.id, s.city, s.state, s.ip_address as "ipAddress", ${isoMs(sql`s.first_visit`)} as "firstVisit",
  ${isoMs(sql`s.last_visit`)} as "lastVisit", s.page_views as "pageViews", s.device_type as "deviceType",
  s.browser_name as "browserName", s.referrer, s.search_query as "searchQuery", ${isoUs(sql`s.last_visit`)} as cursor_time`;

/** The page order: most recently active first, the larger id first on a tie. */
export const ORDER = sql`order by s.last_visit desc, s.id desc`;

/** The sessions `s` after the cursor in page order (one range of the keyset index), and in the filter. */
export function inScope(cursor: SessionCursor | null, sessionId: string | undefined): SQL {
  const after = cursor ? sql`(s.last_visit, s.id) < (${cursor.lastVisit}::timestamptz, ${cursor.id})` : sql`true`;
  return sessionId === undefined ? after : sql`${after} and s.id = ${sessionId}`;
}

export const cursorOf = (row: SessionRow): SessionCursor => ({ lastVisit: row.cursor_time, id: row.id });
