import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { VoiceListItem } from '#shared/voice-list-schemas.js';
import type { VoiceUnderstanding } from '#shared/voice-schemas.js';
import { SessionFilterProvider } from '#client/components/dashboard/session-filter.js';
import { TimelineDrawerProvider } from '#client/components/dashboard/timeline-drawer.js';
import { TooltipProvider } from '#client/components/ui/tooltip.js';
import { VoiceMessageCard } from './voice-message-card.js';

/**
 * The card's markup as the server renders it (the client tests run in Node, without a DOM): what
 * was understood and the marked transcript appear beside the existing content, and nothing
 * extra for a message without an understanding.
 */

const TRANSCRIPT = 'hi this is rachel goldberg from goldberg staffing we owe about two hundred thousand';

const UNDERSTANDING: VoiceUnderstanding = {
  fields: {
    firstName: { value: 'Rachel', source: 'speech', confidence: 0.92, confirmedBy: ['email'] },
    lastName: { value: 'Goldberg', source: 'speech', confidence: 0.94, confirmedBy: ['email'] },
    debtAmount: { value: '100k-500k', source: 'speech', confidence: 0.45 },
  },
  lowConfidenceWords: [11, 12],
};

const message = (overrides: Partial<VoiceListItem> = {}): VoiceListItem => ({
  id: 7,
  createdAt: '2025-03-05T12:00:00.000Z',
  duration: 21,
  email: 'rachel.goldberg@goldbergstaffing.com',
  phone: '',
  city: null,
  state: null,
  deviceType: null,
  browserName: null,
  transcript: TRANSCRIPT,
  transcriptionModel: 'pocketsphinx',
  transcriptionError: null,
  extractedData: { firstName: 'Rachel', lastName: 'Goldberg' },
  understanding: UNDERSTANDING,
  isDeleted: false,
  sessionId: null,
  person: null,
  ...overrides,
});

function render(voice: VoiceListItem): string {
  const card = createElement(VoiceMessageCard, { message: voice, now: Date.parse('2025-03-05T12:05:00.000Z') });
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(
        SessionFilterProvider,
        null,
        createElement(TimelineDrawerProvider, {
          renderContent: () => null,
          children: createElement(TooltipProvider, null, card),
        }),
      ),
    ),
  );
}

/** A row of the list: its term, then the sentence a screen reader hears, the visible badges hidden from it. */
const spokenRow = (term: string, sentence: string) =>
  new RegExp(
    `<dt[^>]*>${term}</dt><dd[^>]*><span class="sr-only">${sentence.replace(/[$()]/g, '\\$&')}</span><span aria-hidden="true"`,
  );

describe('VoiceMessageCard understanding', () => {
  it('lists what was understood as a definition list, the name with source, confirmation and percentage', () => {
    const html = render(message());
    expect(html).toContain('What was understood</h4>');
    expect(html).toMatch(/<dl[^>]*>.*<dt[^>]*>Name<\/dt>.*<dt[^>]*>Debt<\/dt>.*<\/dl>/s);
    expect(html).toMatch(spokenRow('Name', 'Rachel Goldberg, heard, confirmed by e-mail, 92 percent'));
    expect(html).toMatch(spokenRow('Debt', '$100,000 – $500,000, heard, 45 percent, unsure'));
  });

  it('shows source, confirmation, percentage and "unsure" as visible text too', () => {
    const html = render(message());
    for (const text of ['>heard<', 'confirmed by e-mail<', '>92%<', '>45%<', '>unsure<']) {
      expect(html).toContain(text);
    }
  });

  it('underlines the unsure words of the transcript and adds the legend', () => {
    const html = render(message());
    const marked = [...html.matchAll(/<span title="unsure word"[^>]*>(\w+)<span class="sr-only"> \(unsure word\)/g)];
    expect(marked.map((match) => match[1])).toEqual(['two', 'hundred']);
    expect(html).toContain('were hard to make out.');
  });

  it('adds nothing for a message whose understanding is null', () => {
    const html = render(message({ understanding: null }));
    expect(html).not.toContain('What was understood');
    expect(html).not.toContain('<dl');
    expect(html).not.toContain('unsure');
    expect(html).toContain(`>${TRANSCRIPT}</p>`);
  });

  it('adds nothing to a pending message, whatever its understanding', () => {
    const html = render(message({ transcript: null }));
    expect(html).toContain('Waiting for the transcript.');
    expect(html).not.toContain('What was understood');
    expect(html).not.toContain('unsure');
  });

  it('shows no legend when no word is marked', () => {
    const html = render(message({ understanding: { ...UNDERSTANDING, lowConfidenceWords: [] } }));
    expect(html).toContain('What was understood');
    expect(html).not.toContain('unsure word');
    expect(html).not.toContain('hard to make out');
  });

  it('keeps the transcript foldable, marked or not', () => {
    const long = `${TRANSCRIPT} ${'and we need help with the creditors '.repeat(8)}`.trim();
    for (const understanding of [null, UNDERSTANDING]) {
      const html = render(message({ transcript: long, understanding }));
      expect(html).toContain('line-clamp-4');
      expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Show more<\/button>/);
    }
  });
});

describe('VoiceMessageCard actions', () => {
  const buttons = (html: string) =>
    [...html.matchAll(/<button[^>]*>(.*?)<\/button>/gs)].map((match) => match[1]!.replace(/<[^>]+>/g, '').trim());

  it('offers Delete (confirmed in place, not yet), and Timeline only when the message has a session', () => {
    expect(buttons(render(message()))).toEqual(expect.arrayContaining(['Delete']));
    expect(buttons(render(message()))).not.toContain('Timeline');
    expect(buttons(render(message()))).not.toContain('Confirm Delete');
    expect(buttons(render(message({ sessionId: 'session_1763800000000_abc' })))).toEqual(
      expect.arrayContaining(['View Session', 'Timeline', 'Delete']),
    );
  });
});

describe('VoiceMessageCard after retention deleted the recording', () => {
  it('says so instead of offering to play, download or transcribe it again, and keeps the transcript', () => {
    const html = render(message({ audioDeletedAt: '2026-03-05T12:00:00.000Z', understanding: null }));
    expect(html).toContain('Recording deleted on <time dateTime="2026-03-05T12:00:00.000Z">Mar 5, 2026</time>');
    // The page carries no settings here (no document): the default period is named.
    expect(html).toContain('recordings are kept for 1 year.');
    expect(html).not.toContain('<audio');
    expect(html).not.toContain('Download recording');
    expect(html).not.toContain('Retry Transcription');
    expect(html).toContain(`>${TRANSCRIPT}</p>`);

    const kept = render(message({ audioDeletedAt: null }));
    expect(kept).toContain('<audio');
    expect(kept).toContain('Retry Transcription');
  });
});

describe('VoiceMessageCard with a guided voicemail’s answers', () => {
  // The transcript is the answers' texts joined by single spaces, as the server writes it.
  const ANSWERS = [
    {
      question: 1,
      lastQuestion: 1,
      startMs: 0,
      endMs: 6_000,
      text: 'hi this is rachel goldberg from goldberg staffing',
    },
    { question: 2, lastQuestion: 2, startMs: 6_000, endMs: 9_500, text: 'we owe about two hundred thousand' },
    { question: 3, lastQuestion: 7, startMs: 9_500, endMs: 21_000, text: 'no lawsuits and twelve creditors' },
  ];
  const GUIDED = ANSWERS.map((answer) => answer.text).join(' ');
  // "two" and "hundred" are words 11 and 12 of the whole transcript.
  const guided = (overrides: Partial<VoiceListItem> = {}) =>
    message({
      transcript: GUIDED,
      answers: ANSWERS,
      questionMarks: [0, 6_000, 9_500],
      ...overrides,
    });
  const headings = (html: string) => [...html.matchAll(/<h5[^>]*>(.*?)<\/h5>/g)].map((match) => match[1]);

  it('shows the transcript under each question’s heading, a part covering several headed with the range', () => {
    const html = render(guided());
    expect(html).toContain('Transcript by question</h4>');
    expect(headings(html)).toEqual(['Question 1', 'Question 2', 'Questions 3–7']);
    expect(html).toContain('>Total commercial debt owed</p>');
    expect(html).toContain(
      '>Any lawsuits, judgments, liens or collection actions · Monthly cash flow or gross revenue · Number of creditors or collection agencies · Whether bankruptcy was considered or suggested · Your main business goals after resolving the debt</p>',
    );
    // The whole transcript is no longer one paragraph.
    expect(html).not.toContain(`>${GUIDED}</p>`);
  });

  it('gives each answer a labelled button that plays from its start', () => {
    const html = render(guided());
    const plays = [...html.matchAll(/<button[^>]*aria-label="(Play answer [^"]+)"[^>]*>(.*?)<\/button>/g)];
    expect(plays.map((match) => match[1])).toEqual([
      'Play answer 1, from 0:00',
      'Play answer 2, from 0:06',
      'Play answer 3, from 0:09',
    ]);
    // The visible start time is part of each button's name.
    expect(plays.map((match) => match[2]!.replace(/<[^>]+>/g, ''))).toEqual(['0:00', '0:06', '0:09']);
  });

  it('marks the unsure words in their answer when the answers join back to the transcript', () => {
    const html = render(guided());
    const marked = [...html.matchAll(/<span title="unsure word"[^>]*>(\w+)<span class="sr-only"> \(unsure word\)/g)];
    expect(marked.map((match) => match[1])).toEqual(['two', 'hundred']);
    expect(html).toMatch(/<h5[^>]*>Question 2<\/h5>.*>two<span class="sr-only"> \(unsure word\)/s);
    expect(html).toContain('were hard to make out.');
  });

  it('drops the marking rather than mislabel when the answers do not join back to the transcript', () => {
    const html = render(guided({ transcript: `${GUIDED}.` }));
    expect(headings(html)).toHaveLength(3);
    expect(html).not.toContain('unsure word');
    expect(html).not.toContain('hard to make out');
  });

  it('still copies the whole transcript', () => {
    const html = render(guided());
    expect(html.match(/aria-label="Copy transcript"/g)).toHaveLength(1);
  });

  it('offers no play buttons once the recording is deleted, and keeps the answers', () => {
    const html = render(guided({ audioDeletedAt: '2026-03-05T12:00:00.000Z' }));
    expect(headings(html)).toHaveLength(3);
    expect(html).not.toContain('Play answer');
  });

  it('is exactly as before without answers, or with none', () => {
    for (const answers of [undefined, null, []]) {
      expect(render(message({ answers }))).toBe(render(message()));
    }
    expect(render(message())).not.toContain('Transcript by question');
  });
});

describe('VoiceMessageCard person', () => {
  const heading = (html: string) => /<h3[^>]*>(.*?)<\/h3>/s.exec(html)![1]!;

  it('names the linked person as the workbench does and links to their lead row', () => {
    const typed = { source: 'typed', kind: 'consultation', confidence: 1 } as const;
    const html = heading(render(message({ person: { id: 42, name: 'Rachel Goldberg', nameOrigin: typed } })));
    expect(html).toMatch(/<a href="#person-42"[^>]*>Rachel Goldberg<\/a>/);
    expect(html).not.toContain('data-origin');
  });

  it('tags a name only heard in a voicemail, never showing it as fact', () => {
    const heard = { source: 'voicemail', kind: 'voicemail', confidence: 0.45 } as const;
    const html = heading(render(message({ person: { id: 42, name: 'Dan Reyes', nameOrigin: heard } })));
    expect(html).toMatch(/<a href="#person-42"[^>]*>Dan Reyes<\/a>/);
    expect(html).toContain('data-origin="unsure"');
  });

  it('falls back to the heard name before the message is linked, and to it as the link with no name known', () => {
    expect(heading(render(message()))).toBe('Rachel Goldberg');
    expect(heading(render(message({ person: { id: 9, name: '', nameOrigin: null } })))).toMatch(
      /<a href="#person-9"[^>]*>Rachel Goldberg<\/a>$/,
    );
  });

  it('lets the e-mail wrap only before its @ and its dots', () => {
    const html = render(message());
    expect(html).toContain(
      '<span data-email-part="">rachel</span><wbr/><span data-email-part="">.goldberg</span><wbr/>' +
        '<span data-email-part="">@goldbergstaffing</span><wbr/><span data-email-part="">.com</span>',
    );
    expect(html).not.toContain('break-all');
  });
});
