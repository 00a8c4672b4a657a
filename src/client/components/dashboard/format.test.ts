import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatDurationSeconds,
  formatRelativeTime,
  formatSessionDuration,
  formatVisitSpan,
} from './format.js';

// Local times, so the calendar-day rules hold in any time zone the tests run in.
const at = (day: number, hour = 12, minute = 0, second = 0) => new Date(2025, 2, day, hour, minute, second);

describe('formatDate', () => {
  it("uses 'MMM d, yyyy'", () => {
    expect(formatDate(at(5))).toBe('Mar 5, 2025');
    expect(formatDate(at(5).toISOString())).toBe('Mar 5, 2025');
  });
});

describe('formatDateTime', () => {
  it("adds the time of day to 'MMM d, yyyy'", () => {
    expect(formatDateTime(at(5, 15, 4))).toBe('Mar 5, 2025, 3:04 PM');
  });
});

describe('formatRelativeTime (SPEC §9)', () => {
  const now = at(20, 12);
  it.each([
    [at(20, 12, 0, 0), 'Just now'],
    [at(20, 11, 59, 1), 'Just now'],
    [at(20, 11, 59, 0), '1m ago'],
    [at(20, 11, 1), '59m ago'],
    [at(20, 11), '1h ago'],
    [at(19, 12, 1), '23h ago'],
    [at(19, 12), '1d ago'],
    [at(13, 12, 1), '6d ago'],
    [at(13, 12), 'Mar 13, 2025'],
    [at(1), 'Mar 1, 2025'],
  ])('%s -> %s', (date, expected) => {
    expect(formatRelativeTime(date, now)).toBe(expected);
  });

  it('treats a time slightly in the future as just now', () => {
    expect(formatRelativeTime(at(20, 12, 0, 30), now)).toBe('Just now');
  });
});

describe('formatDurationSeconds / formatSessionDuration (SPEC §9)', () => {
  it.each([
    [0, '0s'],
    [45, '45s'],
    [59.4, '59s'],
    [60, '1m 0s'],
    [192, '3m 12s'],
    [3725, '62m 5s'],
  ])('%s s -> %s', (seconds, expected) => {
    expect(formatDurationSeconds(seconds)).toBe(expected);
  });

  it('measures from the first to the last visit', () => {
    expect(formatSessionDuration(at(5, 10, 0, 0), at(5, 10, 2, 5))).toBe('2m 5s');
    expect(formatSessionDuration(at(5, 10).toISOString(), at(5, 10, 0, 30).toISOString())).toBe('30s');
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [65, '1:05'],
    [600, '10:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s -> %s', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});

describe('formatVisitSpan (SPEC §9)', () => {
  it.each([
    [at(5, 9), at(5, 23), 'Same day'],
    [at(5, 23), at(6, 1), '2 days'],
    [at(5), at(11), '7 days'],
    [at(5), at(12), '1 week'],
    [at(5), at(18), '1 week'],
    [at(1), at(15), '2 weeks'],
    [at(1), at(30), '4 weeks'],
    [at(1), at(31), '1 month'],
    [new Date(2025, 0, 1), new Date(2025, 2, 15), '2 months'],
  ])('%s to %s -> %s', (first, last, expected) => {
    expect(formatVisitSpan(first, last)).toBe(expected);
  });

  it('does not mind the order of the two dates', () => {
    expect(formatVisitSpan(at(6), at(5))).toBe('2 days');
  });
});
