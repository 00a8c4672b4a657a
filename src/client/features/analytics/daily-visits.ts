import { format, parseISO } from 'date-fns';
import type { AnalyticsSummary } from '#shared/analytics-schemas.js';

/** One day of the 30-day window, in the business time zone, as 'YYYY-MM-DD'. */
export type DailyVisit = AnalyticsSummary['dailyVisits'][number];

export interface DailyVisitPoint extends DailyVisit {
  /** 'Mar 5', for the axis and the screen-reader table. */
  label: string;
}

/**
 * parseISO reads a bare date as local midnight; `new Date('2025-03-05')` would be UTC midnight,
 * which is the previous evening west of Greenwich and would label every bar a day early.
 */
const dayLabel = (date: string) => format(parseISO(date), 'MMM d');

export function dailyVisitPoints(days: readonly DailyVisit[]): DailyVisitPoint[] {
  return days.map((day) => ({ ...day, label: dayLabel(day.date) }));
}

/** One sentence for everyone (and for screen readers, who cannot read the bars). */
export function dailyVisitsSummary(days: readonly DailyVisit[]): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return `No visits in the last ${days.length} days.`;
  // The first of equally busy days: the oldest, as the list is oldest first.
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best));
  const visits = total === 1 ? 'visit' : 'visits';
  return `${total.toLocaleString('en-US')} ${visits} in ${days.length} ${days.length === 1 ? 'day' : 'days'}; busiest ${dayLabel(busiest.date)} with ${busiest.count.toLocaleString('en-US')}.`;
}
