import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { groupSlotsByDay } from '#client/features/booking/slot-times.js';
import { SlotPicker } from './slot-picker.js';

/**
 * The picker's markup as the server renders it (the client tests run in Node, without a DOM):
 * two native radio groups named by their legends, 44 px tiles, the chosen time checked. Arrow
 * keys and focus are the browser's own, checked in Chromium (e2e/booking.spec.ts).
 */
const days = groupSlotsByDay(
  [
    { start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T14:30:00.000Z' },
    { start: '2026-12-01T19:30:00.000Z', end: '2026-12-01T20:00:00.000Z' },
    { start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T15:30:00.000Z' },
  ],
  'America/New_York',
);

const render = (value: string | null) =>
  renderToStaticMarkup(createElement(SlotPicker, { id: 'book', days, value, onChange: () => {}, describedBy: 'err' }));

const radios = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'g'))].map((match) => match[0]);

describe('SlotPicker', () => {
  it('is two radio groups, day then time, each named by its legend', () => {
    const html = render(null);
    const legends = [...html.matchAll(/<legend[^>]*>(.*?)<\/legend>/g)].map((match) => match[1]);
    expect(legends).toEqual(['Day', 'Time on Tuesday, December 1']);
    expect(radios(html, 'book-day')).toHaveLength(2);
    expect(radios(html, 'book-time')).toHaveLength(2);
    expect(html).toContain('>Tue<');
    expect(html).toContain('>Dec 1<');
    expect(html).toContain('2 times');
    expect(html).toMatch(/<fieldset aria-describedby="err">/);
  });

  it('shows the day of the chosen time with that time checked', () => {
    const html = render('2026-12-02T15:00:00.000Z');
    expect(html).toContain('Time on Wednesday, December 2');
    const times = radios(html, 'book-time');
    expect(times).toHaveLength(1);
    expect(times[0]).toContain('checked');
    expect(times[0]).toContain('value="2026-12-02T15:00:00.000Z"');
  });

  it('draws every choice at least 44 px tall', () => {
    const labels = [...render(null).matchAll(/<label class="([^"]*)"/g)].map((match) => match[1]);
    expect(labels.length).toBe(4);
    for (const classes of labels) expect(classes).toContain('min-h-11');
  });
});
