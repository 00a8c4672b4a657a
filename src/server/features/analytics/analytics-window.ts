import { ANALYTICS_WINDOW_DAYS } from '#shared/analytics-schemas.js';

/** A half-open span of time [from, to), in epoch milliseconds. */
export interface TimeRange {
  from: number;
  to: number;
}

export const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Tracked times are whole milliseconds (the writer stores JavaScript dates), so "up to and
 * including now" is the half-open range ending 1 ms after now.
 */
const throughNow = (now: number) => now + 1;

/** The analytics window: the last 30×24 hours up to and including now. */
export function analyticsWindow(now: number): TimeRange {
  return { from: now - ANALYTICS_WINDOW_DAYS * DAY_MS, to: throughNow(now) };
}

/** Today in the business time zone: from its local midnight up to and including now. */
export function todayRange(now: number, timeZone: string): TimeRange {
  return { from: startOfLocalDay(now, timeZone), to: throughNow(now) };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local calendar date of an instant as one comparable number, yyyymmdd. */
function localDate(at: number, timeZone: string): number {
  const parts = dateFormatter(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return part('year') * 10_000 + part('month') * 100 + part('day');
}

/**
 * The UTC instant the local day containing `now` began. Found by bisection on the local date
 * Intl reports, so it is exact across DST changes, in zones with half-hour offsets, and where a
 * DST change skips midnight itself (the day then begins at 01:00). A local day lasts at most
 * 25 hours, so 27 hours before now is always an earlier local date.
 */
export function startOfLocalDay(now: number, timeZone: string): number {
  const today = localDate(now, timeZone);
  let before = now - 27 * HOUR_MS;
  let inToday = now;
  while (inToday - before > 1) {
    const middle = Math.floor((before + inToday) / 2);
    if (localDate(middle, timeZone) >= today) inToday = middle;
    else before = middle;
  }
  return inToday;
}

/**
 * Splits a range into the whole UTC units (hours or days, `unitMs`) inside it and the parts
 * before the first and after the last of them. `whole` is null when no whole unit fits; then the
 * range itself is the only rest.
 */
function splitIntoWhole(range: TimeRange, unitMs: number): { whole: TimeRange | null; rest: TimeRange[] } {
  if (range.to <= range.from) return { whole: null, rest: [] };
  const first = Math.ceil(range.from / unitMs) * unitMs;
  const end = Math.floor(range.to / unitMs) * unitMs;
  if (first >= end) return { whole: null, rest: [range] };
  const rest: TimeRange[] = [];
  if (range.from < first) rest.push({ from: range.from, to: first });
  if (end < range.to) rest.push({ from: end, to: range.to });
  return { whole: { from: first, to: end }, rest };
}

/**
 * The whole UTC hours inside a range (answered from the rollups) and the partial hours at its
 * edges (counted from raw activities). A 30-day range has at most 720 whole hours.
 */
export function splitIntoHours(range: TimeRange): { hours: TimeRange | null; edges: TimeRange[] } {
  const { whole, rest } = splitIntoWhole(range, HOUR_MS);
  return { hours: whole, edges: rest };
}

/**
 * The whole UTC days inside a range of whole hours (answered from the daily rollups) and the
 * hours before the first and after the last of them (from the hourly ones).
 */
export function splitIntoDays(range: TimeRange): { days: TimeRange | null; hours: TimeRange[] } {
  const { whole, rest } = splitIntoWhole(range, DAY_MS);
  return { days: whole, hours: rest };
}
