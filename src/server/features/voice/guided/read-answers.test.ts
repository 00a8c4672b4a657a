import { describe, expect, it } from 'vitest';
import { PREFILL_MIN_CONFIDENCE } from '#shared/voice-schemas.js';
import { understandVoicemail } from '#server/features/voice/extraction/understand-voicemail.js';
import type { Transcription } from '#server/features/voice/transcription/engine.js';
import { answerSpans } from './answer-spans.js';
import type { AnswerReading } from './read-answers.js';
import type { GuidedTranscription } from './transcribe-guided.js';
import { understandAnswers } from './understand-answers.js';

/**
 * The per-answer readers (issue 24), on transcripts written as the two readings would give them:
 * `heard` by the general model, `own` by the question's model (questions 2 to 6).
 */
type Answer = string | { heard: string; own: string };

function guided(answers: readonly Answer[]): GuidedTranscription {
  const marks = answers.map((_, index) => index * 5000);
  const spans = answerSpans(marks, answers.length * 5000);
  const readings: AnswerReading[] = spans.map((span, index) => {
    const answer = answers[index] ?? '';
    const heard: Transcription = { text: typeof answer === 'string' ? answer : answer.heard };
    const own = typeof answer === 'string' ? (index >= 1 && index <= 5 ? heard : undefined) : { text: answer.own };
    return { span, heard, ...(own ? { forQuestion: own } : {}) };
  });
  const text = readings.map((reading) => reading.heard.text).join(' ');
  return { text, answers: readings.map((r) => ({ ...r.span, text: r.heard.text })), readings };
}

describe('a guided voicemail read answer by answer', () => {
  const sevenAnswers = [
    'hi this is maria lopez i own lopez trucking',
    'about nine hundred thousand',
    'no nothing like that',
    'two million a year in sales',
    'eleven maybe twelve',
    'nope',
    'keep the doors open',
  ];

  it('reads the debt from its own answer, never from the revenue, and a bare number as the creditors', () => {
    const { extractedData, understanding } = understandAnswers(guided(sevenAnswers));
    expect(extractedData.debtAmount).toBe('500k-1m');
    expect(extractedData.creditorsCount).toBe('9-15');
    expect(understanding.fields.legalActions?.value).toBe('None');
    expect(understanding.fields.bankruptcy?.value).toBe('Not considered');
    expect(extractedData).toMatchObject({ firstName: 'Maria', lastName: 'Lopez' });
    expect(extractedData.message, extractedData.message).toMatch(/^Owes about \$900K to 11 creditors; no lawsuits/);
    expect(extractedData.message).toContain('Goal: keep the doors open');

    // The same words read as one message: the revenue is the larger amount, and without the
    // question before it "eleven maybe twelve" is no count.
    const whole = understandVoicemail(sevenAnswers.join(' '));
    expect(whole.extractedData.creditorsCount).toBeUndefined();
  });

  it('takes a field both readings agree on as sure, and one they disagree on as unsure, never prefilled', () => {
    const agreed = understandAnswers(guided(['', 'about two million dollars', '', '', '', '', '']));
    expect(agreed.understanding.fields.debtAmount?.confidence).toBeGreaterThanOrEqual(0.85);

    const disagreed = understandAnswers(
      guided(['', { heard: 'about eight hundred thousand', own: 'about two million dollars' }, '', '', '', '', '']),
    );
    const debt = disagreed.understanding.fields.debtAmount;
    expect(debt?.value).toBe('1m-5m');
    expect(debt?.confidence).toBeLessThan(PREFILL_MIN_CONFIDENCE);
    expect(disagreed.extractedData.debtAmount).toBeUndefined();
    // Nor is it quoted in the summary as a fact.
    expect(disagreed.extractedData.message ?? '').not.toMatch(/\$/);
  });

  it('never adds a period the two readings do not agree on', () => {
    const week = understandAnswers(
      guided([
        '',
        '',
        '',
        { heard: 'revenue around two hundred thousand a week', own: 'revenue around two hundred thousand a month' },
        '',
        '',
        '',
      ]),
    );
    expect(week.extractedData.message ?? '').not.toMatch(/weekly|monthly|revenue/);

    const month = understandAnswers(guided(['', '', '', 'around two hundred thousand a month', '', '', '']));
    expect(month.extractedData.message).toMatch(/^Monthly revenue about \$200K/);

    const unsaid = understandAnswers(guided(['', '', '', 'around two hundred thousand', '', '', '']));
    expect(unsaid.extractedData.message).toMatch(/^Revenue about \$200K/);
    expect(unsaid.extractedData.message).not.toMatch(/weekly|monthly|annual|daily/);
  });

  it('reads what the caller said after their last mark as a whole message', () => {
    const marks = [0, 5000];
    const spans = answerSpans(marks, 20_000);
    const readings: AnswerReading[] = [
      { span: spans[0]!, heard: { text: 'my name is tom baker' } },
      { span: spans[1]!, heard: { text: 'we owe about three million dollars to twenty creditors and no lawsuits' } },
    ];
    const { extractedData, understanding } = understandAnswers({
      text: readings.map((r) => r.heard.text).join(' '),
      answers: readings.map((r) => ({ ...r.span, text: r.heard.text })),
      readings,
    });
    expect(extractedData).toMatchObject({ firstName: 'Tom', lastName: 'Baker', debtAmount: '1m-5m' });
    expect(extractedData.creditorsCount).toBe('16-25');
    expect(understanding.fields.legalActions?.value).toBe('None');
  });

  it('takes a full name opening the first answer without a cue, but not other words there', () => {
    const named = understandAnswers(guided(['diane foster owner of foster landscaping', '', '', '', '', '', '']));
    expect(named.extractedData).toMatchObject({ firstName: 'Diane', lastName: 'Foster' });
    const unnamed = understandAnswers(guided(['landscaping business in ohio', '', '', '', '', '', '']));
    expect(unnamed.understanding.fields.firstName).toBeUndefined();
    // Read as one message, a name without a cue is not taken.
    expect(
      understandVoicemail('diane foster owner of foster landscaping').understanding.fields.firstName,
    ).toBeUndefined();
  });

  it('finds a field said in another answer, a little less sure', () => {
    const { understanding } = understandAnswers(
      guided(['hi', 'about two million to fifteen lenders', '', '', 'i do not know', '', '']),
    );
    // "fifteen lenders" was said in the debt answer; the creditors answer gave nothing.
    expect(understanding.fields.creditorsCount?.value).toBe('9-15');
  });
});
