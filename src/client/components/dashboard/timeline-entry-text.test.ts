import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '#shared/timeline-schemas.js';
import { TimelineEntries } from './timeline-entries.js';
import { timelineEntryText, timeOnPageText } from './timeline-entry-text.js';

const at = '2026-03-05T15:04:05.000Z';
const base = { sessionId: 'session_1', at };

describe('timelineEntryText', () => {
  it('words time on a page, saying when it is an estimate or unknown', () => {
    expect(timeOnPageText(95, false)).toBe('1m 35s on page');
    expect(timeOnPageText(80, true)).toBe('About 1m 20s on page (until the next page)');
    expect(timeOnPageText(null, false)).toBe('Time on page unknown');
  });

  it('shows a field as its final value and its edits, and says when no value was recorded', () => {
    const field = { kind: 'field', ...base, page: '/', field: 'email', fieldType: 'email', edits: 27 } as const;
    expect(timelineEntryText({ ...field, value: 'maria@okafor.example' })).toEqual({
      label: 'Form field',
      subject: 'email',
      detail: '27 edits',
      value: 'maria@okafor.example',
    });
    expect(timelineEntryText({ ...field, field: '', value: null, edits: 1 })).toMatchObject({
      subject: 'Unnamed field',
      detail: '1 edit',
      value: 'Value not recorded',
    });
    expect(timelineEntryText({ ...field, value: '' }).value).toBe('(left empty)');
  });

  it('says a voicemail transcript is pending', () => {
    const voicemail = { kind: 'voicemail', ...base, voiceMessageId: 4, duration: 75, transcript: null } as const;
    expect(timelineEntryText(voicemail)).toEqual({
      label: 'Voicemail',
      subject: 'Voice message #4',
      detail: '1:15',
      value: 'Transcript pending',
    });
  });
});

describe('TimelineEntries', () => {
  const entries: TimelineEntry[] = [
    { kind: 'page', ...base, page: '/faq', seconds: 30, estimated: false },
    { kind: 'click', ...base, page: '/faq', label: 'Schedule a Free Consultation' },
    { kind: 'consultation', ...base, leadId: 3, name: 'Maria Okafor', message: 'Two lenders threaten to sue.' },
    { kind: 'voicemail', ...base, voiceMessageId: 4, duration: 12, transcript: 'please call me' },
  ];

  it('lists every entry in order with its page, time and value, and the player given for a voicemail', () => {
    const html = renderToStaticMarkup(
      createElement(TimelineEntries, {
        entries,
        renderVoicemail: (entry) => createElement('span', { 'data-player': entry.voiceMessageId }),
      }),
    );
    expect(html.match(/<li /g)).toHaveLength(4);
    expect(html).toContain('aria-label="Timeline entries"');
    expect(html.indexOf('Page view')).toBeLessThan(html.indexOf('Schedule a Free Consultation'));
    expect(html).toContain('30s on page');
    expect(html).toContain(`dateTime="${at}"`);
    expect(html).toContain('Consultation request');
    expect(html).toContain('Two lenders threaten to sue.');
    expect(html).toContain('please call me');
    expect(html).toContain('data-player="4"');
  });
});
