import type { AnalyticsSummary } from '#shared/analytics-schemas.js';

/** What one stat card shows: the figure and a line saying what it counts. */
export interface StatCardValue {
  label: string;
  value: string;
  detail: string;
}

/** Shown in place of a figure that has not arrived (loading or failed). */
export const NO_VALUE = '—';

const TOP_STATES_SHOWN = 3;

const count = (value: number) => Math.round(value).toLocaleString('en-US');
// One decimal at most, so 62.5 / 37.5 still add up to 100 (rounding both would show 63% / 38%).
const percent = (value: number) => `${Number(value.toFixed(1))}%`;

/** The two lead cards (SPEC §2): both count the leads neither hidden nor contacted. */
export function leadCardValues(activeLeads: number | undefined): StatCardValue[] {
  const value = activeLeads === undefined ? NO_VALUE : count(activeLeads);
  return [
    { label: 'New Leads', value, detail: 'Awaiting action' },
    { label: 'Uncontacted', value, detail: 'Not yet called' },
  ];
}

/** The analytics cards (SPEC §2, §9), with a dash for every figure while there is no summary. */
export function analyticsCardValues(summary: AnalyticsSummary | undefined): StatCardValue[] {
  const show = (format: (s: AnalyticsSummary) => string) => (summary ? format(summary) : NO_VALUE);
  const topStates = summary?.topStates.slice(0, TOP_STATES_SHOWN) ?? [];
  return [
    { label: 'Avg/Day', value: show((s) => s.averageVisitsPerDay.toFixed(1)), detail: 'Visits, last 30 days' },
    { label: 'Conversion', value: show((s) => `${s.conversionRate.toFixed(2)}%`), detail: 'Visitors who became leads' },
    { label: 'Total Visits', value: show((s) => count(s.totalVisits)), detail: 'Last 30 days' },
    {
      label: 'Top States',
      value: show(() => (topStates.length ? topStates.map((s) => s.state).join(', ') : 'None yet')),
      detail: topStates.length ? topStates.map((s) => `${s.state} ${count(s.count)}`).join(' · ') : 'By visits',
    },
    { label: 'Visits/Day', value: show((s) => count(s.visitsToday)), detail: 'Today' },
    {
      label: 'Mobile vs Desktop',
      value: show((s) => `${percent(s.mobilePercentage)} / ${percent(s.desktopPercentage)}`),
      detail: summary
        ? `${count(summary.knownDeviceVisits)} tracked · ${count(summary.unknownDeviceVisits)} unknown`
        : 'Device of each visit',
    },
  ];
}
