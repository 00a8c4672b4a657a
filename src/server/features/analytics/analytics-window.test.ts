import { describe, expect, it } from 'vitest';
import { analyticsWindow, splitIntoDays, splitIntoHours, startOfLocalDay, todayRange } from './analytics-window.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('start of the local day', () => {
  it.each([
    [
      'an ordinary autumn day in New York (EST, UTC-5)',
      'America/New_York',
      '2026-11-20T15:00:00.000Z',
      '2026-11-20T05:00:00.000Z',
    ],
    [
      'a summer day in New York (EDT, UTC-4)',
      'America/New_York',
      '2026-07-04T23:59:59.999Z',
      '2026-07-04T04:00:00.000Z',
    ],
    [
      'late evening, when the UTC date is already tomorrow',
      'America/New_York',
      '2026-11-21T03:30:00.000Z',
      '2026-11-20T05:00:00.000Z',
    ],
    // DST began at 02:00 local: midnight was still EST.
    [
      'the day DST begins, after the change',
      'America/New_York',
      '2026-03-08T18:00:00.000Z',
      '2026-03-08T05:00:00.000Z',
    ],
    ['the day after DST begins', 'America/New_York', '2026-03-09T12:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    // DST ended at 02:00 local: midnight was still EDT, although "now" is EST.
    ['the day DST ends, after the change', 'America/New_York', '2026-11-01T17:20:00.000Z', '2026-11-01T04:00:00.000Z'],
    [
      'the day DST ends, in the repeated hour',
      'America/New_York',
      '2026-11-01T06:30:00.000Z',
      '2026-11-01T04:00:00.000Z',
    ],
    ['a half-hour offset (India, UTC+5:30)', 'Asia/Kolkata', '2026-11-20T15:00:00.000Z', '2026-11-19T18:30:00.000Z'],
    [
      'east of UTC, where the local date is ahead',
      'Pacific/Auckland',
      '2026-11-20T15:00:00.000Z',
      '2026-11-20T11:00:00.000Z',
    ],
    ['UTC itself', 'UTC', '2026-11-20T00:00:00.000Z', '2026-11-20T00:00:00.000Z'],
    // Cuba moves its clocks at midnight: 00:00 never happens, the day begins at 01:00 CDT.
    [
      'a DST change that skips midnight (Havana)',
      'America/Havana',
      '2026-03-08T15:00:00.000Z',
      '2026-03-08T05:00:00.000Z',
    ],
  ])('%s', (_label, timeZone, now, midnight) => {
    expect(iso(startOfLocalDay(at(now), timeZone))).toBe(midnight);
  });

  it('is now itself at the exact instant of midnight, and the previous midnight 1 ms before', () => {
    const midnight = at('2026-11-20T05:00:00.000Z');
    expect(startOfLocalDay(midnight, 'America/New_York')).toBe(midnight);
    expect(iso(startOfLocalDay(midnight - 1, 'America/New_York'))).toBe('2026-11-19T05:00:00.000Z');
  });
});

describe('analytics ranges', () => {
  const now = at('2026-11-01T17:20:00.000Z');

  it('covers the last 30×24 hours up to and including now', () => {
    expect(analyticsWindow(now)).toEqual({ from: at('2026-10-02T17:20:00.000Z'), to: now + 1 });
  });

  it('covers today from local midnight up to and including now', () => {
    expect(todayRange(now, 'America/New_York')).toEqual({ from: at('2026-11-01T04:00:00.000Z'), to: now + 1 });
  });
});

describe('splitting a range into whole hours and edges', () => {
  const H = 3_600_000;
  const base = at('2026-11-01T00:00:00.000Z');

  it('answers the whole hours from rollups and the partial ones at each edge from raw activities', () => {
    expect(splitIntoHours({ from: base + 20 * 60_000, to: base + 5 * H + 1 })).toEqual({
      hours: { from: base + H, to: base + 5 * H },
      edges: [
        { from: base + 20 * 60_000, to: base + H },
        { from: base + 5 * H, to: base + 5 * H + 1 },
      ],
    });
  });

  it('needs no edges for an hour-aligned range', () => {
    expect(splitIntoHours({ from: base, to: base + 3 * H })).toEqual({
      hours: { from: base, to: base + 3 * H },
      edges: [],
    });
  });

  it('counts a range inside one hour, or across one boundary without a whole hour, from raw activities only', () => {
    expect(splitIntoHours({ from: base + 60_000, to: base + 120_000 })).toEqual({
      hours: null,
      edges: [{ from: base + 60_000, to: base + 120_000 }],
    });
    const across = { from: base + H - 60_000, to: base + H + 60_000 };
    expect(splitIntoHours(across)).toEqual({ hours: null, edges: [across] });
  });

  it('reads at most 720 hours of rollups for the 30-day window', () => {
    const { hours } = splitIntoHours(analyticsWindow(at('2026-11-01T17:20:00.000Z')));
    expect((hours!.to - hours!.from) / H).toBe(719);
    const aligned = splitIntoHours({ from: base - 720 * H, to: base });
    expect((aligned.hours!.to - aligned.hours!.from) / H).toBe(720);
  });

  it('is empty for an empty range', () => {
    expect(splitIntoHours({ from: base, to: base })).toEqual({ hours: null, edges: [] });
  });
});

describe('splitting whole hours into whole days and hours', () => {
  const H = 3_600_000;
  const D = 24 * H;
  const base = at('2026-11-01T00:00:00.000Z');

  it('answers whole UTC days from the daily rollups and the hours around them from the hourly ones', () => {
    const { hours } = splitIntoHours(analyticsWindow(at('2026-11-01T17:20:00.000Z')));
    expect(splitIntoDays(hours!)).toEqual({
      days: { from: at('2026-10-03T00:00:00.000Z'), to: base },
      hours: [
        { from: at('2026-10-02T18:00:00.000Z'), to: at('2026-10-03T00:00:00.000Z') },
        { from: base, to: at('2026-11-01T17:00:00.000Z') },
      ],
    });
  });

  it('needs no hours for a day-aligned range, and no days when no whole day fits', () => {
    expect(splitIntoDays({ from: base - 3 * D, to: base })).toEqual({
      days: { from: base - 3 * D, to: base },
      hours: [],
    });
    const across = { from: base - 5 * H, to: base + 5 * H };
    expect(splitIntoDays(across)).toEqual({ days: null, hours: [across] });
  });
});
