import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY, type Availability } from '#shared/booking-schemas.js';
import { availabilityProblems, availabilitySummary, nextRange } from './availability-form.js';

const withHours = (weeklyHours: Partial<Availability['weeklyHours']>): Availability => ({
  ...DEFAULT_AVAILABILITY,
  weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, ...weeklyHours },
});

describe('the availability settings', () => {
  it('sums the settings up for the closed panel', () => {
    expect(availabilitySummary(DEFAULT_AVAILABILITY)).toBe('Mon, Tue, Wed, Thu, Fri 09:00–17:00 · 30-min calls');
    expect(availabilitySummary(withHours({ fri: [{ start: '09:00', end: '12:00' }] }))).toBe(
      '5 days a week · 30-min calls',
    );
    const closed = withHours({ mon: [], tue: [], wed: [], thu: [], fri: [] });
    expect(availabilitySummary(closed)).toBe('No open hours · 30-min calls');
  });

  it('finds nothing wrong with the defaults', () => {
    expect(availabilityProblems(DEFAULT_AVAILABILITY)).toEqual([]);
  });

  it('names the day and the range of a problem, and overlapping hours', () => {
    const problems = availabilityProblems(
      withHours({
        tue: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '12:30' },
        ],
        wed: [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '14:00' },
        ],
      }),
    );
    expect(problems).toEqual(['Tuesday, hours 2: The hours must end after they start', 'Wednesday: the hours overlap']);
    expect(availabilityProblems({ ...DEFAULT_AVAILABILITY, callMinutes: 5 })).toEqual([
      'Call length must be at least 10',
    ]);
  });

  it('adds a range after the last one', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextRange([{ start: '09:00', end: '12:00' }])).toEqual({ start: '13:00', end: '14:00' });
  });
});
