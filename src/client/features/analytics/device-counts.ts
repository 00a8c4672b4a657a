import type { AnalyticsSummary } from '#shared/analytics-schemas.js';

export interface DeviceCount {
  device: 'Mobile' | 'Desktop' | 'Unknown';
  count: number;
}

type DeviceFigures = Pick<AnalyticsSummary, 'mobilePercentage' | 'knownDeviceVisits' | 'unknownDeviceVisits'>;

/**
 * Visits per device. The summary sends the mobile share of the known-device visits rather than
 * counts, so the mobile count is recovered from it (rounded, and kept within the known visits);
 * desktop is the rest of the known ones, so the two always add up.
 */
export function deviceCounts({
  mobilePercentage,
  knownDeviceVisits,
  unknownDeviceVisits,
}: DeviceFigures): DeviceCount[] {
  const mobile = Math.min(knownDeviceVisits, Math.max(0, Math.round((mobilePercentage * knownDeviceVisits) / 100)));
  return [
    { device: 'Mobile', count: mobile },
    { device: 'Desktop', count: knownDeviceVisits - mobile },
    { device: 'Unknown', count: unknownDeviceVisits },
  ];
}

/** The split in words, for everyone and for screen readers. */
export function deviceSummary(counts: readonly DeviceCount[]): string {
  if (counts.every((entry) => entry.count === 0)) return 'No visits in the last 30 days.';
  return counts.map((entry) => `${entry.device} ${entry.count.toLocaleString('en-US')}`).join(' · ');
}
