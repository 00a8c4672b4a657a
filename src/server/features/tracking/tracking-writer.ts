import { sql } from 'drizzle-orm';
import type { Touch } from '#shared/attribution-schemas.js';
import type { StatementRunner } from '#server/db/client.js';
import { activities, sessionSearchTexts, visitorSessions, visitRollups, visitRollupsDaily } from '#server/db/schema.js';
import { DIRECT, INTERNAL } from './referrer.js';
import { withoutContainedTexts } from './search-texts.js';
import { isOutsideArrival, touchOf } from './touches.js';
import type { StoredEvent } from './tracking-event.js';
import { hourOf, rollupKeysOf, type RollupDimension } from './visit-rollup-keys.js';

/**
 * JSON text PostgreSQL's jsonb accepts. JSON.stringify writes a lone surrogate (text cut inside an
 * emoji, or sent on purpose) as \udXXX and NUL as \u0000, and jsonb refuses both: one such value
 * would fail its whole batch, and the buffer would have to split it up to drop that one event.
 * They are mended in the JSON text, which is much cheaper than a replacer function called for
 * every value: lone surrogates become U+FFFD and NUL characters go.
 */
export function jsonbParameter(rows: unknown): string {
  const json = JSON.stringify(rows);
  return json.includes('\\u') ? json.replace(ESCAPED_SURROGATE_OR_NUL, mendEscape) : json;
}

/**
 * A \u escape of NUL or of a surrogate, with the backslashes before it. Well-formed JSON.stringify
 * escapes a surrogate only when it is lone (pairs are written as they are), and a text's own
 * backslash is written doubled, so an escape is real only after an odd number of backslashes.
 */
const ESCAPED_SURROGATE_OR_NUL = /(\\+)u(0000|d[89a-f][0-9a-f]{2})/g;

function mendEscape(match: string, backslashes: string, code: string): string {
  if (backslashes.length % 2 === 0) return match;
  return backslashes.slice(1) + (code === '0000' ? '' : '\\ufffd');
}

/**
 * Writes a batch of tracking events in one transaction: the visitor sessions they touch (with
 * their first and last touch, decision 0025), the activities, their search texts, the time-on-page
 * of left pages and the hourly and daily visit rollups. Upserts take their rows in key order
 * (`order by`) so concurrent writers on PostgreSQL lock them in the same order and cannot
 * deadlock. The statements do not depend on each other's results, so they go to the database as
 * one list (`executeInTransaction`).
 */
export async function writeTrackingEvents(
  executeInTransaction: StatementRunner,
  events: readonly StoredEvent[],
): Promise<void> {
  if (events.length === 0) return;
  // Each statement takes its rows as one JSON parameter (jsonb_to_recordset): building and
  // binding thousands of separate parameters cost more than the insert itself.
  const sessions = jsonbParameter(sessionRows(events));
  const activityRows = events.flatMap((event) =>
    event.type === 'leave'
      ? []
      : [
          {
            session_id: event.sessionId,
            type: event.type,
            page: event.page,
            occurred_at: event.at,
            details: event.details,
          },
        ],
  );
  const rollups = rollupRows(events);
  const searchTexts = searchTextRows(events);
  const leaves = events.filter((event) => event.type === 'leave');

  const statements = [
    sql`
      insert into ${visitorSessions}
        (id, first_visit, last_visit, page_views, ip_address, city, state, device_type, browser_name, referrer, search_query,
         first_touch, last_touch)
      select id, first_visit, last_visit, page_views, ip_address, city, state, device_type, browser_name, referrer, search_query,
        first_touch, coalesce(last_touch, first_touch)
      from jsonb_to_recordset(${sessions}::jsonb) as r(
        id text, first_visit timestamptz, last_visit timestamptz, page_views int, ip_address text, city text,
        state text, device_type text, browser_name text, referrer text, search_query text, first_touch jsonb, last_touch jsonb)
      order by id
      on conflict (id) do update set
        first_visit = least(visitor_sessions.first_visit, excluded.first_visit),
        last_visit = greatest(visitor_sessions.last_visit, excluded.last_visit),
        page_views = visitor_sessions.page_views + excluded.page_views,
        -- The address, place and device are the first event's and stay (ip_address, city, state,
        -- device_type and browser_name are not set here): a session id is no secret, and whoever
        -- learns one could otherwise move the visitor's place and device with an event of their own.
        -- The first visit's referrer is how the visitor arrived; later ones are page-to-page.
        referrer = coalesce(visitor_sessions.referrer, excluded.referrer),
        search_query = coalesce(visitor_sessions.search_query, excluded.search_query),
        -- Attribution (decision 0025): how the session began is never replaced (a session that had
        -- none, tracked before it was recorded or begun by a click, takes the first one it gets).
        first_touch = coalesce(visitor_sessions.first_touch, excluded.first_touch),
        -- The batch's last touch replaces the stored one when it is a later arrival from outside;
        -- otherwise it is the batch's first visit (the insert's fallback), which adds nothing here.
        last_touch = case
          when visitor_sessions.last_touch is null then excluded.last_touch
          when ${isOutsideArrivalSql(sql`excluded.last_touch`)}
            and (excluded.last_touch ->> 'at')::timestamptz >= (visitor_sessions.last_touch ->> 'at')::timestamptz
            then excluded.last_touch
          else visitor_sessions.last_touch
        end`,
  ];
  if (activityRows.length > 0) {
    statements.push(sql`
        insert into ${activities} (session_id, type, page, occurred_at, details)
        select session_id, type, page, occurred_at, details
        from jsonb_to_recordset(${jsonbParameter(activityRows)}::jsonb)
          as r(session_id text, type text, page text, occurred_at timestamptz, details jsonb)`);
  }
  if (searchTexts.length > 0) {
    statements.push(sql`
        insert into ${sessionSearchTexts} (session_id, text)
        select session_id, text from jsonb_to_recordset(${jsonbParameter(searchTexts)}::jsonb) as r(session_id text, text text)
        order by session_id, md5(text)
        on conflict (session_id, md5(text)) do nothing`);
  }
  if (leaves.length > 0) {
    // Time on page belongs to the visit it ends: the latest visit of that page in the session. The
    // tracker reports each visible stretch once (hidden, shown again, hidden), so they add up.
    const ends = jsonbParameter(
      leaves.map((leave) => ({
        session_id: leave.sessionId,
        page: leave.page,
        at: leave.at.toISOString(),
        seconds: Math.round(leave.timeOnPage),
      })),
    );
    statements.push(sql`
        update ${activities} as a
        set details = coalesce(a.details, '{}'::jsonb)
          || jsonb_build_object('timeOnPage', coalesce((a.details ->> 'timeOnPage')::int, 0) + ended.seconds)
        from (
          select visit.id, sum(leave.seconds)::int as seconds
          from jsonb_to_recordset(${ends}::jsonb) as leave(session_id text, page text, at timestamptz, seconds int)
          cross join lateral (
            select id from ${activities}
            where session_id = leave.session_id and type = 'visit' and page = leave.page and occurred_at <= leave.at
            order by occurred_at desc limit 1
          ) as visit
          group by visit.id
        ) as ended
        where a.id = ended.id`);
  }
  if (rollups.length > 0) {
    // The daily cells are summed from the hourly ones in the same statement, from one parameter.
    statements.push(sql`
        with cells as (
          select dimension, hour, value, visits
          from jsonb_to_recordset(${jsonbParameter(rollups)}::jsonb) as r(dimension text, hour timestamptz, value text, visits int)
        ),
        hourly as (
          insert into ${visitRollups} (dimension, hour, value, visits)
          select dimension, hour, value, visits from cells
          order by dimension, hour, value
          on conflict (dimension, hour, value) do update set visits = visit_rollups.visits + excluded.visits
        )
        insert into ${visitRollupsDaily} (dimension, day, value, visits)
        select dimension, date_trunc('day', hour, 'UTC'), value, sum(visits)::int from cells
        group by 1, 2, 3
        order by 1, 2, 3
        on conflict (dimension, day, value) do update set visits = visit_rollups_daily.visits + excluded.visits`);
  }
  await executeInTransaction(statements);
}

/**
 * touches.ts's isOutsideArrival asked of a stored touch: a referrer label other than Direct and
 * this site, or any campaign tag. Null (no touch) is not an arrival.
 */
function isOutsideArrivalSql(touch: ReturnType<typeof sql>) {
  return sql`(${touch} ->> 'referrerLabel' not in (${DIRECT}, ${INTERNAL})
    or ${touch} ->> 'utmSource' is not null or ${touch} ->> 'utmMedium' is not null
    or ${touch} ->> 'utmCampaign' is not null or ${touch} ->> 'utmTerm' is not null
    or ${touch} ->> 'utmContent' is not null)`;
}

interface SessionRow {
  id: string;
  first_visit: Date;
  last_visit: Date;
  page_views: number;
  ip_address: string | null;
  city: string | null;
  state: string | null;
  device_type: string;
  browser_name: string | null;
  referrer: string | null;
  search_query: string | null;
  /** Insert: the carried first-ever arrival or the batch's first visit. Update: only fills a gap. */
  first_touch: Touch | null;
  /**
   * Insert and update: the batch's latest outside arrival; insert only: else its first visit. Null
   * when it is `first_touch` (most sessions' only touch), so the parameter holds it once.
   */
  last_touch: Touch | null;
}

type Visit = Extract<StoredEvent, { type: 'visit' }>;

/** A session's visits in a batch that its touches come from. */
interface TouchVisits {
  first: Visit;
  arrival: Visit | null;
  carried: Touch | null;
}

/**
 * One upsert row per session: its time span in this batch, its visits, its first event's visitor
 * facts and its touches. Touches are built for at most two visits per session (the first and the latest
 * outside arrival); every other visit costs two label comparisons and a substring check.
 */
function sessionRows(events: readonly StoredEvent[]): SessionRow[] {
  const rows = new Map<string, SessionRow>();
  const touchVisits = new Map<string, TouchVisits>();
  for (const event of events) {
    const { visitor } = event;
    let row = rows.get(event.sessionId);
    if (!row) {
      row = {
        id: event.sessionId,
        first_visit: event.at,
        last_visit: event.at,
        page_views: 0,
        // From the session's first event here in the order they arrived, not the earliest by time
        // (an event's age is the sender's to say). They are stored only if the session is new.
        ip_address: visitor.ipAddress,
        city: visitor.city,
        state: visitor.state,
        device_type: visitor.deviceType,
        browser_name: visitor.browserName,
        referrer: null,
        search_query: null,
        first_touch: null,
        last_touch: null,
      };
      rows.set(event.sessionId, row);
    }
    if (event.at < row.first_visit) row.first_visit = event.at;
    if (event.at > row.last_visit) row.last_visit = event.at;
    if (event.type === 'visit') {
      row.page_views += 1;
      row.referrer ??= event.details.referrer;
      row.search_query ??= event.details.searchQuery;
      const seen = touchVisits.get(event.sessionId);
      const arrival = isOutsideArrival(event) ? event : null;
      if (!seen) {
        touchVisits.set(event.sessionId, { first: event, arrival, carried: event.carriedTouch ?? null });
      } else {
        if (event.at < seen.first.at) seen.first = event;
        if (arrival && (!seen.arrival || arrival.at >= seen.arrival.at)) seen.arrival = arrival;
        seen.carried ??= event.carriedTouch ?? null;
      }
    }
  }
  for (const [sessionId, { first, arrival, carried }] of touchVisits) {
    const row = rows.get(sessionId)!;
    const firstTouch = touchOf(first);
    const lastTouch = arrival && arrival !== first ? touchOf(arrival) : firstTouch;
    row.first_touch = carried ?? firstTouch;
    // One touch is sent once: the statement takes `coalesce(last_touch, first_touch)`.
    row.last_touch = lastTouch === row.first_touch ? null : lastTouch;
  }
  return [...rows.values()];
}

interface RollupRow {
  dimension: RollupDimension;
  hour: Date;
  value: string;
  visits: number;
}

function rollupRows(events: readonly StoredEvent[]): RollupRow[] {
  const cells = new Map<string, RollupRow>();
  for (const event of events) {
    if (event.type !== 'visit') continue;
    const hour = hourOf(event.at);
    for (const { dimension, value } of rollupKeysOf(event.details)) {
      const key = `${dimension}\u0000${hour.getTime()}\u0000${value}`;
      const cell = cells.get(key);
      if (cell) cell.visits += 1;
      else cells.set(key, { dimension, hour, value, visits: 1 });
    }
  }
  return [...cells.values()];
}

interface SearchTextRow {
  session_id: string;
  text: string;
}

/**
 * The texts a session search looks in (page, clicked element text, typed value), distinct per
 * session. A text another text of the same session contains adds no match (the search is a
 * case-insensitive substring), so it is left out: typing "Acme" sends "A", "Ac", "Acm", "Acme",
 * and only "Acme" is stored.
 */
function searchTextRows(events: readonly StoredEvent[]): SearchTextRow[] {
  const textsBySession = new Map<string, Set<string>>();
  for (const event of events) {
    if (event.type === 'leave') continue;
    let texts = textsBySession.get(event.sessionId);
    if (!texts) textsBySession.set(event.sessionId, (texts = new Set()));
    texts.add(event.page);
    const extra =
      event.type === 'click' ? event.details.elementText : event.type === 'keystroke' ? event.details.inputValue : null;
    if (extra) texts.add(extra);
  }
  const rows: SearchTextRow[] = [];
  for (const [sessionId, texts] of textsBySession) {
    for (const text of withoutContainedTexts([...texts])) rows.push({ session_id: sessionId, text });
  }
  return rows;
}
