import { sql, type SQL } from 'drizzle-orm';

/**
 * What a session search looks in: the session's own fields, as one text expression with the
 * fields joined by U+0001 (a search may not contain control characters, so it cannot match
 * across fields) and a trigram index on exactly this expression (drizzle/0003_session_search.sql:
 * keep the two in step, or searches fall back to scanning); and the texts of its activities,
 * one row each in session_search_texts, trigram-indexed on `text` (drizzle/0005).
 */
const SEPARATOR = sql.raw(`E'\\x01'`);

/** Session id, city, state, IP address and browser of the visitor_sessions row `s`. */
const sessionText = (s: SQL) =>
  sql`(${s}.id || ${SEPARATOR} || coalesce(${s}.city, '') || ${SEPARATOR} || coalesce(${s}.state, '') || ${SEPARATOR} || coalesce(${s}.ip_address, '') || ${SEPARATOR} || coalesce(${s}.browser_name, ''))`;

/** A page, clicked element text or typed value of the session_search_texts row `t`. */
const activityText = (t: SQL) => sql`${t}.text`;

/** An ILIKE pattern matching `text` anywhere, its own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The session row `s` itself matches the search (case-insensitive substring). */
export const sessionMatches = (s: SQL, search: string) => sql`${sessionText(s)} ilike ${containsPattern(search)}`;

/** The session_search_texts row `t` matches the search (case-insensitive substring). */
export const activityMatches = (t: SQL, search: string) => sql`${activityText(t)} ilike ${containsPattern(search)}`;

/**
 * How to find a search through the trigram indexes: every row containing each run of three or
 * more letters or digits of the search is a candidate, and `…Matches` says whether a candidate
 * contains the whole search. Inside one pattern every word boundary adds padded trigrams such
 * as "  j" or " ac" that millions of rows share, and the index then reads all of their entries:
 * at 10 million activities a three-word e-mail took 65–75 ms as one pattern and 13–15 ms as its
 * runs. Null when the search has no such run (e.g. "NY"): the indexes cannot narrow it down.
 */
export function indexLookup(search: string) {
  const runs = [...new Set((search.match(/[\p{L}\p{N}]+/gu) ?? []).filter((run) => [...run].length >= 3))];
  if (runs.length === 0) return null;
  const exact = runs.length === 1 && runs[0] === search;
  const candidate = (text: SQL) =>
    sql.join(
      runs.map((run) => sql`${text} ilike ${containsPattern(run)}`),
      sql` and `,
    );
  const matches = (text: SQL) => (exact ? sql`true` : sql`strpos(lower(${text}), lower(${search})) > 0`);
  return {
    sessionCandidate: (v: SQL) => candidate(sessionText(v)),
    sessionMatches: (v: SQL) => matches(sessionText(v)),
    activityCandidate: (t: SQL) => candidate(activityText(t)),
    activityMatches: (t: SQL) => matches(activityText(t)),
  };
}
