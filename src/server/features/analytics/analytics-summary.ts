import {
  ANALYTICS_REFERRER_PAGES,
  ANALYTICS_TOP_COUNT,
  ANALYTICS_WINDOW_DAYS,
  type AnalyticsSummary,
} from '#shared/analytics-schemas.js';
import type { AnalyticsRepository, Conversion, RecentVisitor } from './analytics-repository.js';
import { analyticsWindow, todayRange, type TimeRange } from './analytics-window.js';
import { REFERRER_PAGE_SEPARATOR } from '#server/db/schema.js';
import { countOf, type VisitCounts } from './visit-counts.js';

export interface SummaryRequest {
  now: number;
  timeZone: string;
  sessionId?: string | undefined;
}

/** Reads everything the summary needs (in parallel where the database allows) and builds it. */
export async function loadAnalyticsSummary(
  repository: AnalyticsRepository,
  request: SummaryRequest,
): Promise<AnalyticsSummary> {
  const { now, timeZone, sessionId } = request;
  const window = analyticsWindow(now);
  const today = todayRange(now, timeZone);
  const [counts, todayCounts, conversion, recentVisitors, visitsByDay] = await Promise.all([
    repository.visitCounts(window, ['total', 'state', 'device', 'referrer', 'referrer_page', 'query'], sessionId),
    repository.visitCounts(today, ['total'], sessionId),
    repository.conversion(window, sessionId),
    repository.recentVisitors(sessionId),
    repository.visitsByDay(window, timeZone, sessionId),
  ]);
  const dailyVisits = localDates(window.from, window.to - 1, timeZone).map((date) => ({
    date,
    count: visitsByDay.get(date) ?? 0,
  }));
  return {
    ...buildSummary({
      counts,
      visitsToday: countOf(todayCounts, 'total'),
      conversion,
      recentVisitors,
      window,
      today,
      timeZone,
    }),
    dailyVisits,
  };
}

/** Every local calendar date ('YYYY-MM-DD') from the one holding `from` to the one holding `to`. */
export function localDates(from: number, to: number, timeZone: string): string[] {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const last = format.format(to);
  const dates: string[] = [];
  // Walk calendar dates (not 24 h steps, which DST would skew) from the first local date.
  for (let day = new Date(`${format.format(from)}T00:00:00Z`); ; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    dates.push(date);
    if (date >= last) return dates;
  }
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

const percent = (part: number, whole: number, decimals: number) =>
  whole === 0 ? 0 : round((100 * part) / whole, decimals);

/** Largest count first, ties by name (code-point order), at most `limit` entries. */
export function topEntries(values: Iterable<[string, number]>, limit: number): Array<[string, number]> {
  return [...values]
    .sort(([nameA, countA], [nameB, countB]) => countB - countA || (nameA < nameB ? -1 : nameA > nameB ? 1 : 0))
    .slice(0, limit);
}

/** Referrer pages by referrer label, from the `label␟page` keys. */
function pagesByReferrer(counts: VisitCounts): Map<string, Array<[string, number]>> {
  const groups = new Map<string, Array<[string, number]>>();
  for (const [key, visits] of counts.get('referrer_page') ?? []) {
    // Pages are URL origins and paths, which never hold the separator; a label might.
    const at = key.lastIndexOf(REFERRER_PAGE_SEPARATOR);
    const label = key.slice(0, at);
    const pages = groups.get(label) ?? [];
    pages.push([key.slice(at + 1), visits]);
    groups.set(label, pages);
  }
  return groups;
}

interface SummaryParts {
  counts: VisitCounts;
  visitsToday: number;
  conversion: Conversion;
  recentVisitors: RecentVisitor[];
  window: TimeRange;
  today: TimeRange;
  timeZone: string;
}

export function buildSummary(parts: SummaryParts): Omit<AnalyticsSummary, 'dailyVisits'> {
  const { counts, conversion } = parts;
  const totalVisits = countOf(counts, 'total');
  const mobile = countOf(counts, 'device', 'mobile') + countOf(counts, 'device', 'tablet');
  const desktop = countOf(counts, 'device', 'desktop');
  const knownDeviceVisits = mobile + desktop;
  const pages = pagesByReferrer(counts);
  const top = (dimension: 'state' | 'referrer' | 'query') =>
    topEntries(counts.get(dimension) ?? [], ANALYTICS_TOP_COUNT);
  // The window's last instant is `to` - 1 ms (see analyticsWindow).
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    averageVisitsPerDay: round(totalVisits / ANALYTICS_WINDOW_DAYS, 1),
    conversionRate: percent(conversion.converted, conversion.sessions, 2),
    totalVisits,
    topStates: top('state').map(([state, count]) => ({ state, count })),
    topReferrers: top('referrer').map(([referrer, count]) => ({
      referrer,
      count,
      pages: topEntries(pages.get(referrer) ?? [], ANALYTICS_REFERRER_PAGES).map(([page, visits]) => ({
        page,
        count: visits,
      })),
    })),
    topSearchQueries: top('query').map(([query, count]) => ({ query, count })),
    visitsToday: parts.visitsToday,
    mobilePercentage: percent(mobile, knownDeviceVisits, 1),
    desktopPercentage: percent(desktop, knownDeviceVisits, 1),
    knownDeviceVisits,
    unknownDeviceVisits: totalVisits - knownDeviceVisits,
    recentVisitors: parts.recentVisitors.map((visitor) => ({
      ...visitor,
      firstVisit: visitor.firstVisit.toISOString(),
      lastVisit: visitor.lastVisit.toISOString(),
    })),
    window: {
      from: iso(parts.window.from),
      to: iso(parts.window.to - 1),
      todayFrom: iso(parts.today.from),
      timeZone: parts.timeZone,
    },
  };
}
