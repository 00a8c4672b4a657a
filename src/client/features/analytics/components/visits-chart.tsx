import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  CHART_BAR_COLOR,
  CHART_CURSOR_COLOR,
  CHART_GRID_COLOR,
  CHART_TICK,
} from '#client/features/analytics/recharts-theme.js';
import type { DailyVisitPoint } from '#client/features/analytics/daily-visits.js';

/**
 * Visits per day over the analytics window, one bar a day. Loaded lazily (recharts is its own
 * chunk). No animation: every 10 s poll would otherwise replay it. No accessibility layer: the
 * drawing is hidden from screen readers, which read ChartFrame's table, and a focusable SVG
 * inside an aria-hidden box would trap keyboard users on nothing.
 */
export const VisitsChart = memo(function VisitsChart({ points }: { points: DailyVisitPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={CHART_GRID_COLOR} />
        <XAxis dataKey="label" tick={CHART_TICK} tickLine={false} interval="preserveStartEnd" minTickGap={24} />
        <YAxis allowDecimals={false} tick={CHART_TICK} tickLine={false} axisLine={false} width={36} />
        <Tooltip cursor={{ fill: CHART_CURSOR_COLOR }} isAnimationActive={false} />
        <Bar dataKey="count" name="Visits" fill={CHART_BAR_COLOR} radius={[2, 2, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
});
