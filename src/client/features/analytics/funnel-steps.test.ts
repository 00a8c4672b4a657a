import { describe, expect, it } from 'vitest';
import { funnelSteps } from './funnel-steps.js';

describe('funnelSteps', () => {
  it('gives each later step as a share of the visitors, one decimal', () => {
    expect(funnelSteps({ visitors: 3, brochure: 1, spoke: 2 })).toEqual([
      { label: 'Visits', count: 3, percentOfVisitors: null },
      { label: 'Brochure', count: 1, percentOfVisitors: 33.3 },
      { label: 'Voicemail or Consultation', count: 2, percentOfVisitors: 66.7 },
    ]);
  });

  it('answers 0 % when there were no visitors', () => {
    expect(funnelSteps({ visitors: 0, brochure: 0, spoke: 0 }).map((step) => step.percentOfVisitors)).toEqual([
      null,
      0,
      0,
    ]);
  });

  it('lets the last step outnumber the brochure: the steps are not nested', () => {
    expect(funnelSteps({ visitors: 10, brochure: 1, spoke: 4 })[2]).toMatchObject({ count: 4, percentOfVisitors: 40 });
  });
});
