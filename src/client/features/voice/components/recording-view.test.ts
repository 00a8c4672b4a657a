import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VOICEMAIL_QUESTIONS } from '#shared/voicemail-questions.js';
import { RecordingControls } from './recording-controls.js';
import { RecordingView } from './recording-view.js';

/**
 * The guided recording view as the server renders it (the client tests run in Node, without a
 * DOM): all seven questions with the current one marked, and the controls that go with it.
 * Focus and scrolling are browser behaviour, checked in Chromium.
 */
const view = (questionIndex: number) =>
  renderToStaticMarkup(createElement(RecordingView, { questionIndex, level: 0.4, silentSeconds: 0 }));

const controls = (props: { lastQuestion: boolean; elapsed?: number; stopping?: boolean }) =>
  renderToStaticMarkup(
    createElement(RecordingControls, {
      elapsed: props.elapsed ?? 12,
      maxSeconds: 600,
      lastQuestion: props.lastQuestion,
      stopping: props.stopping ?? false,
      onNext: () => {},
      onStop: () => {},
    }),
  );

/** The list items' markup, in order. */
const items = (html: string) => [...html.matchAll(/<li\b[^>]*>.*?<\/li>/g)].map((match) => match[0]);
const buttons = (html: string) => [...html.matchAll(/<button\b[^>]*>.*?<\/button>/g)].map((match) => match[0]);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('RecordingView', () => {
  it.each([0, 3, 6])('shows all seven questions with question %i marked as the current step', (current) => {
    const list = items(view(current));
    expect(list.map(text)).toEqual(
      VOICEMAIL_QUESTIONS.map((question, index) => `${index + 1 > current ? index + 1 : ''}${question}`),
    );
    list.forEach((item, index) => {
      expect(item.includes('aria-current="step"'), `item ${index}`).toBe(index === current);
      expect(item.includes('data-answered="true"'), `item ${index}`).toBe(index < current);
    });
    expect(list[current]).toMatch(/bg-navy-800/);
    expect(list[current]).toMatch(/text-white/);
  });

  it('shows where the caller is for a glance', () => {
    expect(text(view(3))).toContain('Question 4 of 7');
  });
});

describe('RecordingControls', () => {
  it('offers a large Next question before Stop & Send, which is focused on arrival', () => {
    const [next, stop] = buttons(controls({ lastQuestion: false }));
    expect(text(next ?? '')).toBe('Next question');
    expect(next).toMatch(/type="button"/);
    expect(next).toMatch(/min-h-14/);
    expect(text(stop ?? '')).toBe('Stop &amp; Send');
    expect(stop).toMatch(/autofocus/i);
  });

  it('leaves Stop & Send alone, as the main action, on the last question', () => {
    const all = buttons(controls({ lastQuestion: true }));
    expect(all.map(text)).toEqual(['Stop &amp; Send']);
    expect(all[0]).toMatch(/bg-navy-800/);
  });

  it('marks both buttons unavailable while the recording is being stopped', () => {
    const all = buttons(controls({ lastQuestion: false, stopping: true }));
    expect(all.every((button) => button.includes('aria-disabled="true"'))).toBe(true);
  });

  it('announces the automatic stop in the last minute only', () => {
    expect(text(controls({ lastQuestion: false, elapsed: 539 }))).not.toContain('stops automatically');
    expect(text(controls({ lastQuestion: false, elapsed: 555 }))).toContain('Recording stops automatically in 0:45');
  });
});
