import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '#shared/timeline-schemas.js';
import { assembleTimeline, clickLabel, leadEntries, pageSeconds, RANK, type RankedEntry } from './timeline.js';

const click = (label: string, sortAt: string, seq: number): RankedEntry => ({
  entry: { kind: 'click', sessionId: 's', at: sortAt, page: '/', label },
  sortAt,
  rank: RANK.activity,
  seq,
});

const labels = (entries: TimelineEntry[]) =>
  entries.map((entry) => (entry.kind === 'click' ? entry.label : entry.kind));

describe('clickLabel', () => {
  it('names a click by its text, else its id, else its tag', () => {
    expect(clickLabel({ elementText: ' Get Started ', elementId: 'cta', elementTag: 'button' })).toBe('Get Started');
    expect(clickLabel({ elementText: '  ', elementId: 'cta', elementTag: 'button' })).toBe('cta');
    expect(clickLabel({ elementText: null, elementId: null, elementTag: 'div' })).toBe('div');
    expect(clickLabel({})).toBe('Unnamed element');
  });
});

describe('pageSeconds', () => {
  it("prefers the leave beacon's measure, else estimates from the next page view, else is unknown", () => {
    expect(pageSeconds(41.6, '2026-01-01T00:00:00.000Z', '2026-01-01T00:05:00.000Z')).toEqual({
      seconds: 42,
      estimated: false,
    });
    expect(pageSeconds(null, '2026-01-01T00:00:00.000Z', '2026-01-01T00:01:20.400Z')).toEqual({
      seconds: 80,
      estimated: true,
    });
    expect(pageSeconds(null, '2026-01-01T00:00:00.000Z', null)).toEqual({ seconds: null, estimated: false });
  });
});

describe('leadEntries', () => {
  const lead = {
    id: 9,
    firstName: ' Maria ',
    lastName: '',
    message: 'Help',
    sessionId: null,
    at: '2026-01-01T00:00:00.000Z',
    sortAt: '2026-01-01T00:00:00.000000Z',
  };

  it('makes a brochure lead its download', () => {
    expect(leadEntries({ ...lead, type: 'lead_magnet' }).map((ranked) => ranked.entry)).toEqual([
      {
        kind: 'download',
        sessionId: null,
        at: lead.at,
        file: 'brochure',
        label: 'Services brochure (debt-negotiation-guide.pdf)',
        leadId: 9,
      },
    ]);
  });

  it('makes a consultation the request, then the corporate guide it downloads', () => {
    const entries = leadEntries({ ...lead, type: 'consultation' }).map((ranked) => ranked.entry);
    expect(entries).toMatchObject([
      { kind: 'consultation', name: 'Maria', message: 'Help', leadId: 9 },
      { kind: 'download', file: 'corporate-guide', leadId: 9 },
    ]);
  });
});

describe('assembleTimeline', () => {
  it('orders by time, then page activity before touchpoints, then row id', () => {
    const same = '2026-01-01T00:00:01.000000Z';
    const voicemail: RankedEntry = {
      entry: { kind: 'voicemail', sessionId: 's', at: same, voiceMessageId: 1, duration: 3, transcript: null },
      sortAt: same,
      rank: RANK.voicemail,
      seq: 1,
    };
    const { entries, truncated } = assembleTimeline(
      {
        activity: [[click('b', same, 2), click('a', same, 1)], [click('first', '2026-01-01T00:00:00.999999Z', 50)]],
        touchpoints: [voicemail],
      },
      10,
    );
    expect(labels(entries)).toEqual(['first', 'a', 'b', 'voicemail']);
    expect(truncated).toBe(false);
  });

  it('cuts page activity, oldest kept, and keeps every touchpoint', () => {
    const activity = Array.from({ length: 5 }, (_, i) => click(`c${i}`, `2026-01-01T00:00:0${i}.000000Z`, i));
    const late: RankedEntry = {
      entry: {
        kind: 'voicemail',
        sessionId: 's',
        at: '2026-01-02',
        voiceMessageId: 1,
        duration: null,
        transcript: null,
      },
      sortAt: '2026-01-02T00:00:00.000000Z',
      rank: RANK.voicemail,
      seq: 1,
    };
    const { entries, truncated } = assembleTimeline({ activity: [activity], touchpoints: [late] }, 3);
    expect(labels(entries)).toEqual(['c0', 'c1', 'voicemail']);
    expect(truncated).toBe(true);
    expect(assembleTimeline({ activity: [activity.slice(0, 2)], touchpoints: [late] }, 3).truncated).toBe(false);
  });
});
