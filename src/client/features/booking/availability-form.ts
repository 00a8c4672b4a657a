import {
  availabilitySchema,
  WEEKDAYS,
  type Availability,
  type OpenHours,
  type Weekday,
} from '#shared/booking-schemas.js';

/** The settings form's pure parts: labels, edits and the check before saving. */

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** 'Mon–Fri 09:00–17:00 · 30-min calls' style summary for the closed settings panel. */
export function availabilitySummary(availability: Availability): string {
  const open = WEEKDAYS.filter((day) => availability.weeklyHours[day].length > 0);
  const hours = (day: Weekday) =>
    availability.weeklyHours[day].map((range) => `${range.start}–${range.end}`).join(', ');
  const days =
    open.length === 0
      ? 'No open hours'
      : open.every((day) => hours(day) === hours(open[0]!))
        ? `${open.map((day) => WEEKDAY_NAMES[day].slice(0, 3)).join(', ')} ${hours(open[0]!)}`
        : `${open.length} days a week`;
  return `${days} · ${availability.callMinutes}-min calls`;
}

/** A new range after the day's last one (or a working day's first), kept within the day. */
export function nextRange(ranges: readonly OpenHours[]): OpenHours {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const [hours = 0, minutes = 0] = last.end.split(':').map(Number);
  const start = Math.min(hours + 1, 22);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { start: `${pad(start)}:${pad(minutes)}`, end: `${pad(start + 1)}:${pad(minutes)}` };
}

/** The problems that stop a save, in words, with where they are ('Tuesday, hours 2: …'). */
export function availabilityProblems(availability: Availability): string[] {
  const result = availabilitySchema.safeParse(availability);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const [first, day, index] = issue.path;
        if (first === 'weeklyHours' && typeof day === 'string' && day in WEEKDAY_NAMES) {
          const where =
            typeof index === 'number'
              ? `${WEEKDAY_NAMES[day as Weekday]}, hours ${index + 1}`
              : WEEKDAY_NAMES[day as Weekday];
          return `${where}: ${issue.message}`;
        }
        return issue.message;
      });
  for (const day of WEEKDAYS) {
    const ranges = [...availability.weeklyHours[day]].sort((a, b) => a.start.localeCompare(b.start));
    if (ranges.some((range, index) => index > 0 && range.start < ranges[index - 1]!.end))
      problems.push(`${WEEKDAY_NAMES[day]}: the hours overlap`);
  }
  return [...new Set(problems)];
}
