import { describe, expect, it } from 'vitest';
import { deviceCounts, deviceSummary } from './device-counts.js';

describe('deviceCounts', () => {
  it('recovers the mobile count from its share of the known visits; desktop is the rest', () => {
    expect(deviceCounts({ mobilePercentage: 62.5, knownDeviceVisits: 8, unknownDeviceVisits: 3 })).toEqual([
      { device: 'Mobile', count: 5 },
      { device: 'Desktop', count: 3 },
      { device: 'Unknown', count: 3 },
    ]);
  });

  it('rounds a one-decimal share to the nearest visit, and the two still add up', () => {
    // 1 of 3 is sent as 33.3%.
    const [mobile, desktop] = deviceCounts({ mobilePercentage: 33.3, knownDeviceVisits: 3, unknownDeviceVisits: 0 });
    expect([mobile?.count, desktop?.count]).toEqual([1, 2]);
  });

  it('never goes below zero or above the known visits', () => {
    expect(deviceCounts({ mobilePercentage: 100.4, knownDeviceVisits: 2, unknownDeviceVisits: 0 })[1]?.count).toBe(0);
    expect(
      deviceCounts({ mobilePercentage: 0, knownDeviceVisits: 0, unknownDeviceVisits: 4 }).map((d) => d.count),
    ).toEqual([0, 0, 4]);
  });
});

describe('deviceSummary', () => {
  it('lists the counts, or says there were no visits', () => {
    expect(deviceSummary(deviceCounts({ mobilePercentage: 50, knownDeviceVisits: 2000, unknownDeviceVisits: 1 }))).toBe(
      'Mobile 1,000 · Desktop 1,000 · Unknown 1',
    );
    expect(deviceSummary(deviceCounts({ mobilePercentage: 0, knownDeviceVisits: 0, unknownDeviceVisits: 0 }))).toBe(
      'No visits in the last 30 days.',
    );
  });
});
