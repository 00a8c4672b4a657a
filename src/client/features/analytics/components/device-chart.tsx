import { memo } from 'react';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_BAR_COLOR, CHART_CURSOR_COLOR, CHART_TICK } from '#client/features/analytics/recharts-theme.js';
import type { DeviceCount } from '#client/features/analytics/device-counts.js';

/**
 * Visits by device (mobile, desktop, unknown) as horizontal bars with their counts. Lazily
 * loaded, not animated and without an accessibility layer, for the reasons VisitsChart gives.
 */
export const DeviceChart = memo(function DeviceChart({ counts }: { counts: DeviceCount[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={counts}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
      >
        <XAxis type="number" allowDecimals={false} hide />
        <YAxis type="category" dataKey="device" tick={CHART_TICK} tickLine={false} axisLine={false} width={72} />
        <Tooltip cursor={{ fill: CHART_CURSOR_COLOR }} isAnimationActive={false} />
        <Bar
          dataKey="count"
          name="Visits"
          fill={CHART_BAR_COLOR}
          radius={[0, 2, 2, 0]}
          label={{ position: 'right', ...CHART_TICK }}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
});
