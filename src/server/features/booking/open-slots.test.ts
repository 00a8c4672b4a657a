import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY, type Availability } from '#shared/booking-schemas.js';
import { openSlotAt, openSlots, type Span } from './open-slots.js';

const NEW_YORK = 'America/New_York';
const at = (iso: string) => new Date(iso);
const starts = (slots: Array<{ start: Date }>) => slots.map((slot) => slot.start.toISOString());
const noNotice: Availability = { ...DEFAULT_AVAILABILITY, minNoticeMinutes: 0 };

describe('open slots', () => {
  it('offers the weekly hours in the firm zone, one call every call length plus buffer', () => {
    // Monday 2026-11-30, 06:00 in New York (EST, UTC-5).
    const slots = openSlots({
      availability: noNotice,
      timeZone: NEW_YORK,
      now: at('2026-11-30T11:00:00Z'),
      booked: [],
    });
    const monday = slots.filter((slot) => slot.start.toISOString().startsWith('2026-11-30'));
    expect(starts(monday)).toEqual([
      '2026-11-30T14:00:00.000Z',
      '2026-11-30T14:45:00.000Z',
      '2026-11-30T15:30:00.000Z',
      '2026-11-30T16:15:00.000Z',
      '2026-11-30T17:00:00.000Z',
      '2026-11-30T17:45:00.000Z',
      '2026-11-30T18:30:00.000Z',
      '2026-11-30T19:15:00.000Z',
      '2026-11-30T20:00:00.000Z',
      '2026-11-30T20:45:00.000Z',
      '2026-11-30T21:30:00.000Z',
    ]);
    // The last call ends at 17:00 local; its buffer may run past the hours.
    expect(monday.at(-1)!.end.toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 30 * 60_000)).toBe(true);
  });

  it('keeps 9:00 local across the spring change: 14:00Z before, 13:00Z after', () => {
    const slots = openSlots({
      availability: noNotice,
      timeZone: NEW_YORK,
      now: at('2026-03-05T12:00:00Z'),
      booked: [],
    });
    const firstOfDay = (day: string) => starts(slots).find((start) => start.startsWith(day));
    expect(firstOfDay('2026-03-06')).toBe('2026-03-06T14:00:00.000Z'); // Friday, EST
    expect(firstOfDay('2026-03-07')).toBeUndefined(); // Saturday
    expect(firstOfDay('2026-03-09')).toBe('2026-03-09T13:00:00.000Z'); // Monday, EDT
  });

  it('keeps 9:00 local across the autumn change: 13:00Z before, 14:00Z after', () => {
    const slots = openSlots({
      availability: noNotice,
      timeZone: NEW_YORK,
      now: at('2026-10-29T12:00:00Z'),
      booked: [],
    });
    const firstOfDay = (day: string) => starts(slots).find((start) => start.startsWith(day));
    expect(firstOfDay('2026-10-30')).toBe('2026-10-30T13:00:00.000Z');
    expect(firstOfDay('2026-11-02')).toBe('2026-11-02T14:00:00.000Z');
  });

  it('steps in real time through night hours that span the jump', () => {
    const night: Availability = {
      ...noNotice,
      callMinutes: 60,
      bufferMinutes: 0,
      weeklyHours: { ...noNotice.weeklyHours, sun: [{ start: '00:00', end: '05:00' }] },
    };
    const spring = openSlots({ availability: night, timeZone: NEW_YORK, now: at('2026-03-07T12:00:00Z'), booked: [] });
    // 00:00 EST, 01:00 EST, then 03:00 EDT: five wall-clock hours hold four real ones.
    expect(starts(spring).filter((start) => start.startsWith('2026-03-08'))).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T08:00:00.000Z',
    ]);
    const autumn = openSlots({ availability: night, timeZone: NEW_YORK, now: at('2026-10-31T12:00:00Z'), booked: [] });
    // 00:00 EDT, 01:00 EDT, 01:00 EST, 02:00, 03:00, 04:00 EST: six real hours.
    expect(starts(autumn).filter((start) => start.startsWith('2026-11-01'))).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
      '2026-11-01T09:00:00.000Z',
    ]);
  });

  it('leaves out blocked dates in the firm zone, whatever the UTC date', () => {
    const late: Availability = {
      ...noNotice,
      weeklyHours: { ...noNotice.weeklyHours, tue: [{ start: '20:00', end: '21:00' }] },
      blockedDates: ['2026-12-01'],
    };
    const slots = openSlots({ availability: late, timeZone: NEW_YORK, now: at('2026-11-30T12:00:00Z'), booked: [] });
    // Tuesday Dec 1, 20:00 EST is Dec 2 01:00Z: blocked with its local day.
    expect(starts(slots)).not.toContain('2026-12-02T01:00:00.000Z');
    expect(starts(slots)).toContain('2026-12-09T01:00:00.000Z');
  });

  it('keeps the minimum notice and the horizon', () => {
    const now = at('2026-11-30T14:10:00Z'); // Monday 9:10 local
    const slots = openSlots({ availability: DEFAULT_AVAILABILITY, timeZone: NEW_YORK, now, booked: [] });
    expect(slots[0]!.start.toISOString()).toBe('2026-11-30T16:15:00.000Z'); // first at or after 11:10
    const last = slots.at(-1)!.start.getTime();
    expect(last).toBeLessThan(now.getTime() + 14 * 24 * 3_600_000);
    expect(starts(slots)).toContain('2026-12-14T14:00:00.000Z'); // Monday two weeks on, 9:00
    expect(starts(slots)).not.toContain('2026-12-14T14:45:00.000Z'); // beyond the horizon
  });

  it('is open exactly when the row would pass the overlap constraint, buffer included', () => {
    const now = at('2026-11-30T11:00:00Z');
    // A call at 14:45Z blocks until 15:30Z (its buffer).
    const booked: Span[] = [{ start: at('2026-11-30T14:45:00Z'), until: at('2026-11-30T15:30:00Z') }];
    const query = { availability: noNotice, timeZone: NEW_YORK, now, booked };
    expect(openSlotAt(query, at('2026-11-30T14:45:00Z'))).toBeNull();
    // 14:00 ends 14:30, its buffer to 14:45: touches, does not overlap.
    expect(openSlotAt(query, at('2026-11-30T14:00:00Z'))).not.toBeNull();
    expect(openSlotAt(query, at('2026-11-30T15:30:00Z'))).not.toBeNull();
    // A span booked under other settings, 14:40-14:50, takes 14:00 (its buffer to 14:45) and 14:45.
    const odd = { ...query, booked: [{ start: at('2026-11-30T14:40:00Z'), until: at('2026-11-30T14:50:00Z') }] };
    expect(openSlotAt(odd, at('2026-11-30T14:00:00Z'))).toBeNull();
    expect(openSlotAt(odd, at('2026-11-30T14:45:00Z'))).toBeNull();
    // A time off the grid is never open.
    expect(openSlotAt(query, at('2026-11-30T14:05:00Z'))).toBeNull();
  });
});
