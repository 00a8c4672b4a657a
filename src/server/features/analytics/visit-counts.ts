import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { rowsOf } from '#server/db/rows.js';
import { REFERRER_PAGE_SEPARATOR, type visitRollups } from '#server/db/schema.js';
import { splitIntoDays, splitIntoHours, type TimeRange } from './analytics-window.js';

export type VisitDimension = (typeof visitRollups.$inferSelect)['dimension'];

/** Visits per value, per dimension ('total' has the single value ''). */
export type VisitCounts = Map<VisitDimension, Map<string, number>>;

/**
 * The (dimension, value) pairs one visit activity counts under, exactly as the rollup writer
 * keys it: every visit counts for total, its device and its referrer label; state, referrer page
 * and search query only when present and non-empty. `a` is the activities row.
 */
export const visitKeys = sql`(values
  ('total', ''),
  ('device', a.details->>'deviceType'),
  ('referrer', a.details->>'referrerLabel'),
  ('state', nullif(a.details->>'state', '')),
  ('referrer_page', (a.details->>'referrerLabel') || ${REFERRER_PAGE_SEPARATOR}::text || nullif(a.details->>'referrerPage', '')),
  ('query', nullif(a.details->>'searchQuery', ''))
) as k(dimension, value)`;

const iso = (ms: number) => new Date(ms).toISOString();

const inRanges = (ranges: TimeRange[]): SQL =>
  sql.join(
    ranges.map(
      (range) =>
        sql`(a.occurred_at >= ${iso(range.from)}::timestamptz and a.occurred_at < ${iso(range.to)}::timestamptz)`,
    ),
    sql` or `,
  );

const dimensionList = (dimensions: readonly VisitDimension[]) =>
  sql.join(
    dimensions.map((dimension) => sql`${dimension}`),
    sql`, `,
  );

interface CountRow {
  dimension: VisitDimension;
  value: string;
  visits: number;
}

async function rawRows(
  db: Db,
  ranges: TimeRange[],
  dimensions: readonly VisitDimension[],
  sessionId?: string,
): Promise<CountRow[]> {
  if (ranges.length === 0) return [];
  return rowsOf<CountRow>(
    await db.execute(sql`
      select k.dimension, k.value, count(*)::int as visits
      from activities a cross join lateral ${visitKeys}
      where a.type = 'visit' and (${inRanges(ranges)})
        ${sessionId === undefined ? sql`` : sql`and a.session_id = ${sessionId}`}
        and k.value is not null and k.dimension in (${dimensionList(dimensions)})
      group by k.dimension, k.value`),
  );
}

/** Visits per value from the hourly rollups over whole-hour ranges, or the daily ones over whole-day ranges. */
async function rollupRows(
  db: Db,
  table: 'hourly' | 'daily',
  ranges: TimeRange[],
  dimensions: readonly VisitDimension[],
): Promise<CountRow[]> {
  if (ranges.length === 0) return [];
  const [source, period] = table === 'hourly' ? [sql`visit_rollups`, sql`hour`] : [sql`visit_rollups_daily`, sql`day`];
  const inPeriods = sql.join(
    ranges.map(
      (range) => sql`(${period} >= ${iso(range.from)}::timestamptz and ${period} < ${iso(range.to)}::timestamptz)`,
    ),
    sql` or `,
  );
  return rowsOf<CountRow>(
    await db.execute(sql`
      select dimension, value, sum(visits)::int as visits from ${source}
      where dimension in (${dimensionList(dimensions)}) and (${inPeriods})
      group by dimension, value`),
  );
}

function toCounts(...rowSets: CountRow[][]): VisitCounts {
  const counts: VisitCounts = new Map();
  for (const { dimension, value, visits } of rowSets.flat()) {
    let values = counts.get(dimension);
    if (!values) counts.set(dimension, (values = new Map<string, number>()));
    values.set(value, (values.get(value) ?? 0) + visits);
  }
  return counts;
}

/**
 * Visits in [from, to) grouped by the given dimensions, counted from the raw visit activities.
 * Used for one session (the dashboard's session filter) and for the partial hours of a range.
 */
export async function countRawVisits(
  db: Db,
  range: TimeRange,
  dimensions: readonly VisitDimension[],
  sessionId?: string,
): Promise<VisitCounts> {
  return toCounts(range.from < range.to ? await rawRows(db, [range], dimensions, sessionId) : []);
}

/**
 * Visits in [from, to) grouped by the given dimensions, for all sessions: the whole UTC days
 * inside the range come from the daily rollups, the other whole UTC hours from the hourly ones
 * and the partial hours at its edges from the raw activities, so the result equals
 * `countRawVisits` exactly while reading at most one rollup row per day (or hour) and value.
 */
export async function countVisits(
  db: Db,
  range: TimeRange,
  dimensions: readonly VisitDimension[],
): Promise<VisitCounts> {
  const { hours: wholeHours, edges } = splitIntoHours(range);
  const { days, hours } = wholeHours ? splitIntoDays(wholeHours) : { days: null, hours: [] };
  return toCounts(
    ...(await Promise.all([
      rawRows(db, edges, dimensions),
      rollupRows(db, 'hourly', hours, dimensions),
      rollupRows(db, 'daily', days ? [days] : [], dimensions),
    ])),
  );
}

/** Visits of one value of one dimension (the total: `countOf(counts, 'total')`). */
export function countOf(counts: VisitCounts, dimension: VisitDimension, value = ''): number {
  return counts.get(dimension)?.get(value) ?? 0;
}

/** Visits per local calendar day ('YYYY-MM-DD' in `timeZone`), for the dashboard's visits chart. */
export type DailyVisits = Map<string, number>;

const localDay = (column: SQL, timeZone: string) =>
  sql`to_char((${column} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;

interface DayRow {
  day: string;
  visits: number;
}

/**
 * Visits in [from, to) per local day: whole hours from the rollups (an hour counts on the day it
 * starts, which is exact wherever local midnight falls on a UTC hour, as in every US zone), the
 * partial edge hours and a single session from the raw activities.
 */
export async function countVisitsByDay(
  db: Db,
  range: TimeRange,
  timeZone: string,
  sessionId?: string,
): Promise<DailyVisits> {
  const raw = async (ranges: TimeRange[]): Promise<DayRow[]> =>
    ranges.length === 0
      ? []
      : rowsOf<DayRow>(
          await db.execute(sql`
            select ${localDay(sql`a.occurred_at`, timeZone)} as day, count(*)::int as visits
            from activities a
            where a.type = 'visit' and (${inRanges(ranges)})
              ${sessionId === undefined ? sql`` : sql`and a.session_id = ${sessionId}`}
            group by 1`),
        );
  const rolledUp = async (hours: TimeRange | null): Promise<DayRow[]> =>
    !hours
      ? []
      : rowsOf<DayRow>(
          await db.execute(sql`
            select ${localDay(sql`hour`, timeZone)} as day, sum(visits)::int as visits from visit_rollups
            where dimension = 'total' and hour >= ${iso(hours.from)}::timestamptz and hour < ${iso(hours.to)}::timestamptz
            group by 1`),
        );
  const { hours, edges } = splitIntoHours(range);
  const rows = sessionId === undefined ? (await Promise.all([raw(edges), rolledUp(hours)])).flat() : await raw([range]);
  const days: DailyVisits = new Map();
  for (const { day, visits } of rows) days.set(day, (days.get(day) ?? 0) + visits);
  return days;
}
