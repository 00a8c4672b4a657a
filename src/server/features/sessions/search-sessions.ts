import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import type { SessionCursor } from './cursor.js';
import { activityMatches, indexLookup, sessionMatches } from './session-search.js';
import { rowsOf } from '#server/db/rows.js';
import { cursorOf, inScope, ORDER, SESSION_COLUMNS, type SessionRow } from './session-rows.js';

export interface SearchLimits {
  /** Sessions checked one by one before the trigram indexes are asked. */
  probeSessions: number;
  /** Most rows read from the trigram indexes; a term with more is frequent, and walked instead. */
  maxCandidates: number;
  /** Most sessions one request checks one by one; a page may then end early, with a cursor. */
  walkSessions: number;
}

export const DEFAULT_SEARCH_LIMITS: SearchLimits = { probeSessions: 50, maxCandidates: 1000, walkSessions: 1000 };

export interface SearchRequest {
  cursor: SessionCursor | null;
  sessionId?: string | undefined;
  search: string;
  /** Matches wanted (a page and one more, to know whether there is a next page). */
  count: number;
}

/** Matches in page order; `resumeAfter` is set when the work bound ended the search early. */
export interface SearchResult {
  rows: SessionRow[];
  resumeAfter: SessionCursor | null;
}

/**
 * A common term matches within the first few sessions, while asking the trigram index about it
 * would read millions of rows; a rare term is the opposite, and planner estimates for ILIKE
 * cannot tell them apart reliably (a two-word term once took 4 s). So the strategy follows what
 * is found. Walk the next `probeSessions` sessions. A side (the sessions' own fields, their
 * activities) that matched there is frequent; a side that did not is asked through its trigram
 * index, reading at most `maxCandidates` rows. When both sides are known that way, the matching
 * sessions are known exactly. Otherwise walk on: cheaply when only the sessions' own fields are
 * unknown, reading each session's activities when those are, at most `walkSessions` sessions
 * per request (ten times as many for the cheap walk).
 */
export async function searchSessions(db: Db, request: SearchRequest, limits: SearchLimits): Promise<SearchResult> {
  const first = await walk(db, request, request.cursor, limits.probeSessions);
  if (first.rows.length >= request.count || !first.end) return { rows: first.rows, resumeAfter: null };
  const rest = { ...request, count: request.count - first.rows.length };
  const lookup = indexLookup(request.search);
  const [bySession, byActivity] = await Promise.all([
    lookup && !first.sessionSideMatched
      ? candidates(
          db,
          sql`select v.id as session_id, ${lookup.sessionMatches(sql`v`)} as matches from visitor_sessions v where ${lookup.sessionCandidate(sql`v`)}`,
          limits.maxCandidates,
        )
      : null,
    lookup && !first.activitySideMatched
      ? candidates(
          db,
          sql`select t.session_id, ${lookup.activityMatches(sql`t`)} as matches from session_search_texts t where ${lookup.activityCandidate(sql`t`)}`,
          limits.maxCandidates,
        )
      : null,
  ]);
  if (bySession && byActivity) {
    return {
      rows: [...first.rows, ...(await sessionsAmong(db, rest, first.end, [...bySession, ...byActivity]))],
      resumeAfter: null,
    };
  }
  const second = await walk(
    db,
    rest,
    first.end,
    byActivity ? limits.walkSessions * 10 : limits.walkSessions,
    byActivity,
  );
  const done = second.rows.length >= rest.count;
  return { rows: [...first.rows, ...second.rows], resumeAfter: done ? null : second.end };
}

/**
 * The matches among the next `budget` sessions after `from`, the last of those sessions (null
 * when fewer than `budget` remain), and which sides matched. A session's activities are read
 * only when its own fields do not match, and not at all when the sessions with matching
 * activities are already known (`byActivity`). The activity check is a scalar subquery on
 * purpose: as EXISTS the planner may hash every matching activity text instead, millions for a
 * common term.
 */
async function walk(
  db: Db,
  request: SearchRequest,
  from: SessionCursor | null,
  budget: number,
  byActivity?: string[] | null,
) {
  const scope = inScope(from, request.sessionId);
  const ownFields = sessionMatches(sql`s`, request.search);
  const activityMatch = byActivity
    ? sql`s.id = any(${sql.param(byActivity)}::text[])`
    : sql`coalesce((select true from session_search_texts t where t.session_id = s.id and ${activityMatches(sql`t`, request.search)} limit 1), false)`;
  const matched = rowsOf<SessionRow & { own_fields: boolean }>(
    await db.execute(sql`
      select ${SESSION_COLUMNS}, ${ownFields} as own_fields
      from (select * from visitor_sessions s where ${scope} ${ORDER} limit ${budget}) s
      where ${ownFields} or ${activityMatch}
      ${ORDER} limit ${request.count}`),
  );
  const rows = matched.map(({ own_fields: _ownFields, ...row }) => row);
  const sides = {
    sessionSideMatched: matched.some((row) => row.own_fields),
    activitySideMatched: matched.some((row) => !row.own_fields),
  };
  if (rows.length >= request.count) return { rows, end: cursorOf(rows.at(-1)!), ...sides };
  const [last] = rowsOf<SessionRow>(
    await db.execute(
      sql`select ${SESSION_COLUMNS} from visitor_sessions s where ${scope} ${ORDER} offset ${budget - 1} limit 1`,
    ),
  );
  return { rows, end: last ? cursorOf(last) : null, ...sides };
}

/** The matching session ids among a trigram index's candidates, or null when there are more than `max` candidates. */
async function candidates(db: Db, query: SQL, max: number): Promise<string[] | null> {
  const rows = rowsOf<{ session_id: string; matches: boolean }>(await db.execute(sql`${query} limit ${max + 1}`));
  if (rows.length > max) return null;
  return [...new Set(rows.filter((row) => row.matches).map((row) => row.session_id))];
}

async function sessionsAmong(
  db: Db,
  request: SearchRequest,
  from: SessionCursor,
  ids: string[],
): Promise<SessionRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<SessionRow>(
    await db.execute(sql`
      select ${SESSION_COLUMNS} from visitor_sessions s
      where s.id = any(${sql.param([...new Set(ids)])}::text[]) and ${inScope(from, request.sessionId)}
      ${ORDER} limit ${request.count}`),
  );
}
