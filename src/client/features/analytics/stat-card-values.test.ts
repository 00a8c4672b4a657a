import { describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '#shared/analytics-schemas.js';
import { analyticsCardValues, leadCardValues, NO_VALUE } from './stat-card-values.js';

const summary: AnalyticsSummary = {
  averageVisitsPerDay: 12.345,
  conversionRate: 3.14159,
  totalVisits: 1234,
  topStates: [
    { state: 'CA', count: 40 },
    { state: 'TX', count: 30 },
    { state: 'NY', count: 20 },
    { state: 'FL', count: 10 },
  ],
  topReferrers: [],
  topSearchQueries: [],
  visitsToday: 7,
  mobilePercentage: 62.5,
  desktopPercentage: 37.5,
  knownDeviceVisits: 1200,
  unknownDeviceVisits: 34,
  recentVisitors: [],
  dailyVisits: [],
  window: {
    from: '2025-02-18T05:00:00.000Z',
    to: '2025-03-20T03:59:59.999Z',
    todayFrom: '2025-03-19T04:00:00.000Z',
    timeZone: 'America/New_York',
  },
};

const byLabel = (values: ReturnType<typeof analyticsCardValues>) =>
  Object.fromEntries(values.map((card) => [card.label, card]));

describe('leadCardValues', () => {
  it('shows the active lead count on both cards, or a dash while loading', () => {
    expect(leadCardValues(3).map((card) => [card.label, card.value])).toEqual([
      ['New Leads', '3'],
      ['Uncontacted', '3'],
    ]);
    expect(leadCardValues(undefined).every((card) => card.value === NO_VALUE)).toBe(true);
  });
});

describe('analyticsCardValues', () => {
  it('formats each figure as SPEC §2 and §9 ask', () => {
    const cards = byLabel(analyticsCardValues(summary));
    expect(cards['Avg/Day']?.value).toBe('12.3');
    expect(cards['Conversion']?.value).toBe('3.14%');
    expect(cards['Total Visits']?.value).toBe('1,234');
    expect(cards['Top States']?.value).toBe('CA, TX, NY');
    expect(cards['Top States']?.detail).toBe('CA 40 · TX 30 · NY 20');
    expect(cards['Visits/Day']?.value).toBe('7');
    expect(cards['Mobile vs Desktop']?.value).toBe('62.5% / 37.5%');
    expect(cards['Mobile vs Desktop']?.detail).toBe('1,200 tracked · 34 unknown');
  });

  it('keeps two decimals on a zero conversion rate and says when no state is known', () => {
    const cards = byLabel(analyticsCardValues({ ...summary, conversionRate: 0, topStates: [] }));
    expect(cards['Conversion']?.value).toBe('0.00%');
    expect(cards['Top States']?.value).toBe('None yet');
    const allMobile = byLabel(analyticsCardValues({ ...summary, mobilePercentage: 100, desktopPercentage: 0 }));
    expect(allMobile['Mobile vs Desktop']?.value).toBe('100% / 0%');
  });

  it('shows a dash on every card while there is no summary', () => {
    const cards = analyticsCardValues(undefined);
    expect(cards).toHaveLength(6);
    expect(cards.every((card) => card.value === NO_VALUE)).toBe(true);
  });
});
