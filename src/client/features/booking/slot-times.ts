import type { Slot } from '#shared/booking-schemas.js';

/**
 * Booking times as the visitor reads them: grouped by day and written in the visitor's own zone,
 * with the firm's zone named. Pure: the zones are parameters (the browser's, from
 * `visitorTimeZone()`, read in effects only, never during a render the prerender also makes).
 */

const LOCALE = 'en-US';

/** The browser's IANA zone, or UTC when it has none to give. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE, { timeZone, ...options });
    formatters.set(key, cached);
  }
  return cached;
}

/** 'Eastern Time', 'Pacific Time', 'Central European Time': the zone's name as people say it. */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  if (/^(Etc\/)?(UTC|GMT)$/i.test(timeZone)) return 'UTC';
  try {
    const part = formatter(timeZone, { timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((item) => item.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The line above the picker: which zone the times are in, and the firm's. */
export function zoneSentence(visitorZone: string, firmZone: string, at: Date = new Date()): string {
  const visitor = zoneName(visitorZone, at);
  const firm = zoneName(firmZone, at);
  if (visitor === firm) return `Times are in your zone (${visitor}), which is also the firm's.`;
  return `Times in your zone (${visitor}). The firm is in ${firm}.`;
}

/** 'YYYY-MM-DD' of an instant, in a zone. */
export function dayKey(instant: string | Date, timeZone: string): string {
  const parts = formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(instant),
  );
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${value('year')}-${value('month')}-${value('day')}`;
}

/** 'Tue, Dec 1' */
export const shortDay = (instant: string | Date, timeZone: string) =>
  formatter(timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(instant));

/** 'Tuesday, December 1' */
export const longDay = (instant: string | Date, timeZone: string) =>
  formatter(timeZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(instant));

/** '2:30 PM', with a plain space (newer ICU puts a narrow no-break space before PM). */
export const clockTime = (instant: string | Date, timeZone: string) =>
  formatter(timeZone, { hour: 'numeric', minute: '2-digit' })
    .format(new Date(instant))
    .replace(/[\u202f\u00a0]/g, ' ');

/** 'Tuesday, December 1, 2:30 PM – 3:00 PM (Pacific Time)': a booked call, whole. */
export function callTimeText(slot: Slot, timeZone: string): string {
  const start = new Date(slot.start);
  return `${longDay(start, timeZone)}, ${clockTime(start, timeZone)} – ${clockTime(slot.end, timeZone)} (${zoneName(timeZone, start)})`;
}

export interface SlotDay {
  /** 'YYYY-MM-DD' in the visitor's zone. */
  key: string;
  /** 'Tue, Dec 1' */
  label: string;
  /** 'Tue' and 'Dec 1', for a tile that shows them on two lines. */
  weekday: string;
  date: string;
  /** 'Tuesday, December 1' */
  longLabel: string;
  slots: Array<Slot & { label: string }>;
}

/** The open times by day in the visitor's zone, both in time order (the server's order is not trusted). */
export function groupSlotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const sorted = [...slots]
    .filter((slot) => !Number.isNaN(Date.parse(slot.start)) && !Number.isNaN(Date.parse(slot.end)))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const key = dayKey(slot.start, timeZone);
    let day = days.get(key);
    if (!day) {
      day = {
        key,
        label: shortDay(slot.start, timeZone),
        weekday: formatter(timeZone, { weekday: 'short' }).format(new Date(slot.start)),
        date: formatter(timeZone, { month: 'short', day: 'numeric' }).format(new Date(slot.start)),
        longLabel: longDay(slot.start, timeZone),
        slots: [],
      };
      days.set(key, day);
    }
    if (day.slots.some((known) => Date.parse(known.start) === Date.parse(slot.start))) continue;
    day.slots.push({ ...slot, label: clockTime(slot.start, timeZone) });
  }
  return [...days.values()];
}

/** The token at the end of a manage link ('…/book/manage/<token>'), or null. */
export function tokenFromManageUrl(manageUrl: string): string | null {
  try {
    const segments = new URL(manageUrl, 'http://localhost').pathname.split('/').filter(Boolean);
    const token = segments.at(-1);
    return segments.at(-2) === 'manage' && token ? decodeURIComponent(token) : null;
  } catch {
    return null;
  }
}
