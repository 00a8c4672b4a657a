import { describe, expect, it } from 'vitest';
import { dailyVisitPoints, dailyVisitsSummary } from './daily-visits.js';

describe('dailyVisitPoints', () => {
  it('labels each day by its calendar date, whatever the time zone the browser is in', () => {
    expect(
      dailyVisitPoints([
        { date: '2025-03-01', count: 2 },
        { date: '2025-03-02', count: 0 },
      ]),
    ).toEqual([
      { date: '2025-03-01', count: 2, label: 'Mar 1' },
      { date: '2025-03-02', count: 0, label: 'Mar 2' },
    ]);
  });
});

describe('dailyVisitsSummary', () => {
  it('gives the total and the first of the busiest days', () => {
    const days = [
      { date: '2025-03-01', count: 1 },
      { date: '2025-03-02', count: 1200 },
      { date: '2025-03-03', count: 1200 },
    ];
    expect(dailyVisitsSummary(days)).toBe('2,401 visits in 3 days; busiest Mar 2 with 1,200.');
    expect(dailyVisitsSummary([{ date: '2025-03-01', count: 1 }])).toBe('1 visit in 1 day; busiest Mar 1 with 1.');
  });

  it('says so when there were no visits', () => {
    expect(
      dailyVisitsSummary([
        { date: '2025-03-01', count: 0 },
        { date: '2025-03-02', count: 0 },
      ]),
    ).toBe('No visits in the last 2 days.');
  });
});
