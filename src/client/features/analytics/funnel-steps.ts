import type { LeadSources } from '#shared/analytics-schemas.js';

/** One step of the conversion funnel as the dashboard shows it. */
export interface FunnelStep {
  label: string;
  count: number;
  /** Percent of the first step's visitors, one decimal; null for the first step itself. */
  percentOfVisitors: number | null;
}

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

/**
 * Visits → Brochure → Voicemail or Consultation (docs/analytics.md). The later steps are not
 * nested (a visitor can call without the brochure), so each is a share of the visitors, never of
 * the step before it: that could pass 100 %.
 */
export function funnelSteps(funnel: LeadSources['funnel']): FunnelStep[] {
  return [
    { label: 'Visits', count: funnel.visitors, percentOfVisitors: null },
    { label: 'Brochure', count: funnel.brochure, percentOfVisitors: percentOf(funnel.brochure, funnel.visitors) },
    {
      label: 'Voicemail or Consultation',
      count: funnel.spoke,
      percentOfVisitors: percentOf(funnel.spoke, funnel.visitors),
    },
  ];
}
