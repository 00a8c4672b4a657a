import { differenceInCalendarDays, format } from 'date-fns';

/**
 * Dashboard text for times and durations (SPEC §9). Pure, and every "now" is a parameter, so the
 * lead, voice, analytics and session views all word time the same way and tests need no clock.
 */

type DateInput = Date | string | number;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** 'MMM d, yyyy', e.g. 'Mar 5, 2025'. */
export function formatDate(date: DateInput): string {
  return format(new Date(date), 'MMM d, yyyy');
}

/** 'Just now', 'Nm ago', 'Nh ago', 'Nd ago' under a week; older than that, the date. */
export function formatRelativeTime(date: DateInput, now: DateInput = Date.now()): string {
  // A clock slightly ahead of the server's would give negative ages; those are "just now" too.
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(date).getTime());
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return formatDate(date);
}

/** A session's length: '45s' under a minute, otherwise '3m 12s'. */
export function formatDurationSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

/** How long a session lasted, from its first to its last activity. */
export function formatSessionDuration(firstVisit: DateInput, lastVisit: DateInput): string {
  return formatDurationSeconds((new Date(lastVisit).getTime() - new Date(firstVisit).getTime()) / 1000);
}

/** A recording's length as a player shows it: 'm:ss'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * Over how many days a visitor kept coming back, counted in local calendar days: 'Same day',
 * then '2 days' up to '7 days', '1 week', whole weeks while under 30 days, then whole months.
 */
export function formatVisitSpan(firstVisit: DateInput, lastVisit: DateInput): string {
  const days = Math.abs(differenceInCalendarDays(new Date(lastVisit), new Date(firstVisit)));
  if (days === 0) return 'Same day';
  // Visits on two neighbouring days span 2 days: the count includes the first day.
  if (days < 7) return plural(days + 1, 'day');
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  return plural(Math.floor(days / 30), 'month');
}

/** 'MMM d, yyyy' and the time of day, e.g. 'Mar 5, 2025, 3:04 PM'. */
export function formatDateTime(date: DateInput): string {
  return format(new Date(date), 'MMM d, yyyy, h:mm a');
}

/** A call's time as a row shows it: 'Tue Dec 1, 2:30 PM' (the dashboard's own zone). */
export function formatCallTime(date: DateInput): string {
  return format(new Date(date), 'EEE MMM d, h:mm a');
}
