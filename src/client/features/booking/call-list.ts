import { format, isSameDay, startOfDay } from 'date-fns';
import type { AdminBooking } from '#shared/booking-schemas.js';
import { formatCallTime } from '#client/components/dashboard/format.js';

/**
 * The dashboard's calls strip: today's calls (also those already past) and the upcoming ones, in
 * time order; cancelled ones are gone. Times in the dashboard's own zone, like every other time
 * on it. Pure: `now` is a parameter.
 */
export function todaysAndUpcoming(items: readonly AdminBooking[], now: number): AdminBooking[] {
  const today = startOfDay(now).getTime();
  return items
    .filter((item) => item.status !== 'cancelled' && Date.parse(item.start) >= today)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** 'Today, 2:30 PM', 'Tomorrow, 9:00 AM', else 'Tue Dec 1, 2:30 PM'. */
export function callWhen(start: string, now: number): string {
  const at = new Date(start);
  const time = format(at, 'h:mm a');
  if (isSameDay(at, now)) return `Today, ${time}`;
  if (isSameDay(at, now + 24 * 60 * 60 * 1000)) return `Tomorrow, ${time}`;
  return formatCallTime(at);
}

export function callerName(booking: AdminBooking): string {
  return `${booking.firstName} ${booking.lastName}`.trim() || booking.email;
}
