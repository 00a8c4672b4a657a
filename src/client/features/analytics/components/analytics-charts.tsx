import { lazy, useMemo } from 'react';
import { ChartFrame } from './chart-frame.js';
import type { AnalyticsSummary } from '#shared/analytics-schemas.js';
import { dailyVisitPoints, dailyVisitsSummary } from '#client/features/analytics/daily-visits.js';
import { deviceCounts, deviceSummary } from '#client/features/analytics/device-counts.js';

// recharts is large and only the dashboard draws charts: import() makes it a chunk of its own,
// downloaded when these first render, never by the public pages.
const VisitsChart = lazy(() => import('./visits-chart.js').then((m) => ({ default: m.VisitsChart })));
const DeviceChart = lazy(() => import('./device-chart.js').then((m) => ({ default: m.DeviceChart })));

/** The two charts at the top of the Visitor Analytics column. */
export function AnalyticsCharts({ summary }: { summary: AnalyticsSummary }) {
  const { dailyVisits, mobilePercentage, knownDeviceVisits, unknownDeviceVisits } = summary;
  // Polls usually bring the same figures (and TanStack keeps the same objects then): memoised,
  // the (memoised) charts get the same arrays and skip the redraw.
  const points = useMemo(() => dailyVisitPoints(dailyVisits), [dailyVisits]);
  const devices = useMemo(
    () => deviceCounts({ mobilePercentage, knownDeviceVisits, unknownDeviceVisits }),
    [mobilePercentage, knownDeviceVisits, unknownDeviceVisits],
  );

  return (
    <>
      <ChartFrame
        title="Visits per Day"
        summary={dailyVisitsSummary(dailyVisits)}
        columns={['Day', 'Visits']}
        rows={points.map((point) => ({ label: point.label, value: point.count }))}
        height={160}
      >
        <VisitsChart points={points} />
      </ChartFrame>
      <ChartFrame
        title="Devices"
        summary={deviceSummary(devices)}
        columns={['Device', 'Visits']}
        rows={devices.map((entry) => ({ label: entry.device, value: entry.count }))}
        height={112}
      >
        <DeviceChart counts={devices} />
      </ChartFrame>
    </>
  );
}
