import { TZDate } from '@date-fns/tz';
import { WEEKDAYS, type Availability, type Weekday } from '#shared/booking-schemas.js';

/**
 * Which call times are open (decision 0038). Pure: the availability, the firm's zone, the clock
 * and the booked spans in, the open slots out.
 *
 * - Each open range of a day (wall-clock hours in the firm's zone, turned into instants by
 *   @date-fns/tz, so a daylight-saving change is the zone's, never a fixed offset) offers calls
 *   from its start, one every call length plus buffer: every listed time can be booked together
 *   with every other, so booking one never takes a neighbour off the list. A call ends within its
 *   range; the buffer after it may run past the range.
 * - A range that spans a daylight-saving jump steps in real minutes: 00:00-06:00 on the spring
 *   change holds five hours of calls, on the autumn change seven. A range edge that does not exist
 *   that day (02:30 on the spring change) is the zone's next valid time (03:30).
 * - A slot is open exactly when inserting it would not break the database's rule
 *   (`bookings_no_overlap`): its [start, end + buffer) overlaps no booked [start, blocked_until).
 *   It also starts at least the minimum notice after now, before now plus the horizon, and on a
 *   day (in the firm's zone) that is not blocked.
 */

export interface Span {
  start: Date;
  /** The end of the call plus its buffer (`blocked_until`). */
  until: Date;
}

export interface OpenSlot {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  availability: Availability;
  timeZone: string;
  now: Date;
  /** Booked spans; only those within `slotWindow` matter. */
  booked: readonly Span[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The instants a slot may start in: [now + notice, now + horizon). */
export function slotWindow(availability: Availability, now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() + availability.minNoticeMinutes * MINUTE),
    to: new Date(now.getTime() + availability.horizonDays * DAY),
  };
}

/** The booked spans that can touch a slot of the window: those overlapping [from, to + call + buffer). */
export function spanWindow(availability: Availability, now: Date): { from: Date; to: Date } {
  const { from, to } = slotWindow(availability, now);
  return {
    from,
    to: new Date(to.getTime() + (availability.callMinutes + availability.bufferMinutes) * MINUTE),
  };
}

/** 'YYYY-MM-DD' of a calendar day. */
const dayKey = (year: number, month: number, day: number) =>
  `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const clock = (time: string) => time.split(':').map(Number) as [number, number];

/** The weekday's key in the availability ('mon'...'sun'); Date's getDay counts from Sunday. */
const weekdayOf = (sundayFirst: number): Weekday => WEEKDAYS[(sundayFirst + 6) % 7]!;

/** Every slot of the weekly hours whose start falls in the window, before notice and bookings. */
function candidateSlots(availability: Availability, timeZone: string, from: Date, to: Date): OpenSlot[] {
  const blocked = new Set(availability.blockedDates);
  const callMs = availability.callMinutes * MINUTE;
  const stepMs = (availability.callMinutes + availability.bufferMinutes) * MINUTE;
  // The firm's calendar day the window starts in, then day by day (calendar days, not 24-hour steps).
  const first = new TZDate(from.getTime(), timeZone);
  const slots: OpenSlot[] = [];
  for (let offset = 0; ; offset += 1) {
    const noon = new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + offset, 12, 0, timeZone);
    const [year, month, day] = [noon.getFullYear(), noon.getMonth(), noon.getDate()];
    if (new TZDate(year, month, day, 0, 0, timeZone).getTime() >= to.getTime()) break;
    if (blocked.has(dayKey(year, month, day))) continue;
    for (const range of availability.weeklyHours[weekdayOf(noon.getDay())]) {
      const [startHour, startMinute] = clock(range.start);
      const [endHour, endMinute] = clock(range.end);
      const rangeStart = new TZDate(year, month, day, startHour, startMinute, timeZone).getTime();
      const rangeEnd = new TZDate(year, month, day, endHour, endMinute, timeZone).getTime();
      for (let start = rangeStart; start + callMs <= rangeEnd; start += stepMs) {
        if (start >= from.getTime() && start < to.getTime()) {
          slots.push({ start: new Date(start), end: new Date(start + callMs) });
        }
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether [start, until) overlaps a booked span: the exclusion constraint's `&&` on [) ranges. */
const overlapsBooked = (start: number, until: number, booked: readonly Span[]) =>
  booked.some((span) => start < span.until.getTime() && span.start.getTime() < until);

/** The open slots, earliest first. */
export function openSlots(query: SlotQuery): OpenSlot[] {
  const { availability, timeZone, now, booked } = query;
  const { from, to } = slotWindow(availability, now);
  const bufferMs = availability.bufferMinutes * MINUTE;
  return candidateSlots(availability, timeZone, from, to).filter(
    (slot) => !overlapsBooked(slot.start.getTime(), slot.end.getTime() + bufferMs, booked),
  );
}

/** The open slot starting at `start`, or null when that time is not open. */
export function openSlotAt(query: SlotQuery, start: Date): OpenSlot | null {
  return openSlots(query).find((slot) => slot.start.getTime() === start.getTime()) ?? null;
}
