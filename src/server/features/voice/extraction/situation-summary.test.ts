import { describe, expect, it } from 'vitest';
import type { TranscriptWord } from '#server/features/voice/transcription/engine.js';
import { PREFILL_MIN_CONFIDENCE } from '#shared/voice-schemas.js';
import { readSituation } from './read-situation.js';
import { readVoicemail } from './read-voicemail.js';
import { understandVoicemail } from './understand-voicemail.js';

/**
 * The "Describe Your Situation" text is put in the caller's form as their own account, so it
 * quotes only sure facts (decision 0035): no period the caller did not clearly say, no figure
 * the recogniser doubted, nothing below PREFILL_MIN_CONFIDENCE. The workbench's score reads the
 * same facts, so an unsure revenue never raises it.
 */

/**
 * Word confidences: the words listed in `doubtful` at 0.3 (by their text, or by their index in
 * the transcript split on spaces), the rest at 0.95.
 */
function heard(transcript: string, doubtful: ReadonlyArray<string | number> = []): TranscriptWord[] {
  return transcript
    .split(' ')
    .map((word, i) => ({ word, confidence: doubtful.includes(word) || doubtful.includes(i) ? 0.3 : 0.95 }));
}

/** Indexes of the doubtful words, as the understanding stores them (lowConfidenceWords). */
const unsure = (transcript: string, doubtful: readonly string[]) =>
  transcript.split(' ').flatMap((word, i) => (doubtful.includes(word) ? [i] : []));

const messageOf = (transcript: string, doubtful?: ReadonlyArray<string | number>) =>
  understandVoicemail(transcript, doubtful ? { words: heard(transcript, doubtful) } : {}).extractedData.message;

describe('the situation summary never adds a period the caller did not clearly say', () => {
  // The caller said "our monthly revenue is around two hundred thousand"; the recogniser added "a week".
  const twoPeriods = 'we owe about a million dollars our monthly revenue is around two hundred thousand a week';

  it('leaves the period out when two periods are said with one amount ("monthly … a week")', () => {
    const message = messageOf(twoPeriods);
    expect(message).toBe('Owes about $1M; revenue about $200K.');
    expect(message).not.toMatch(/weekly|monthly/);
    expect(messageOf(twoPeriods, [])).toBe('Owes about $1M; revenue about $200K.');
  });

  it('leaves the period out when its words are doubted ("… two hundred thousand a week", week unsure)', () => {
    const transcript = 'we owe about a million dollars our revenue is around two hundred thousand a week';
    expect(messageOf(transcript, ['week'])).toBe('Owes about $1M; revenue about $200K.');
    const periodsA = transcript.split(' ').lastIndexOf('a');
    expect(messageOf(transcript, [periodsA])).toBe('Owes about $1M; revenue about $200K.');
  });

  it('keeps a period clearly said with its amount, before or after it', () => {
    expect(messageOf('our monthly revenue is around two hundred thousand', [])).toBe('Monthly revenue about $200K.');
    expect(messageOf('we bring in about two hundred thousand a month in revenue', [])).toBe(
      'Monthly revenue about $200K.',
    );
    expect(messageOf('our revenue is around two hundred thousand a week', [])).toBe('Weekly revenue about $200K.');
  });

  it('never invents a period for a revenue said without one', () => {
    expect(messageOf('our revenue is about two million')).toBe('Revenue about $2M.');
  });

  it('does not move a period from one amount to the next', () => {
    expect(
      messageOf('we pay about three thousand a day to the lenders and our revenue is about two hundred thousand'),
    ).toBe('Revenue about $200K.');
  });
});

describe('the situation summary never quotes a figure the recogniser doubted', () => {
  it('leaves out a revenue whose amount was doubted', () => {
    const transcript = 'we owe about a million dollars our monthly revenue is around two hundred thousand';
    expect(messageOf(transcript, ['hundred'])).toBe('Owes about $1M.');
  });

  it('leaves out the debt and the creditors when their figures were doubted, and what depends on them', () => {
    const transcript = 'we owe about two point five million to twelve creditors';
    expect(messageOf(transcript, [])).toBe('Owes about $2.5M to 12 creditors.');
    expect(messageOf(transcript, ['twelve'])).toBe('Owes about $2.5M.');
    expect(messageOf(transcript, ['point'])).toBe('Has 12 creditors.');
    const doubted = understandVoicemail(transcript, { words: heard(transcript, ['point']) });
    expect(doubted.extractedData.debtAmount).toBeUndefined();
    expect(doubted.understanding.fields.debtAmount?.confidence).toBeLessThan(PREFILL_MIN_CONFIDENCE);
  });

  it('leaves out a count of lawsuits the recogniser doubted, and a goal whose figure it doubted', () => {
    const transcript = 'we have two lawsuits and our goal is to keep the doors open';
    expect(messageOf(transcript, [])).toBe('Facing two lawsuits. Goal: keep the doors open.');
    expect(messageOf(transcript, ['two'])).toBe('Goal: keep the doors open.');
    expect(messageOf('our goal is to pay off the five lenders this year', ['five'])).toBeUndefined();
  });

  it('leaves a field below PREFILL_MIN_CONFIDENCE for the caller: no message when nothing is sure', () => {
    const transcript = 'we owe about two million dollars';
    const { extractedData } = understandVoicemail(transcript, { words: heard(transcript, ['two', 'million']) });
    expect(extractedData).toEqual({});
  });

  it('quotes every fact when the recogniser gave no word confidences (a hosted transcript)', () => {
    const { message } = readVoicemail(
      'We owe about $2.5 million to 12 creditors. Monthly revenue is about $180K. Bankruptcy was suggested but we do not want it.',
    );
    expect(message).toBe(
      'Owes about $2.5M to 12 creditors; monthly revenue about $180K; bankruptcy was suggested but not wanted.',
    );
  });
});

describe('readSituation: an unsure revenue never raises the score', () => {
  const twoPeriods = 'our monthly revenue is around two hundred thousand a week';

  it('takes a revenue whose period is unclear as a year’s, the lowest reading', () => {
    expect(readSituation(twoPeriods).revenue).toEqual({ text: 'revenue about $200K', annual: 200_000 });
    // Read as weekly, it would have been $10.4M a year: the top revenue points.
    expect(readSituation('our revenue is around two hundred thousand a week').revenue?.annual).toBe(10_400_000);
  });

  it('drops a revenue, or its period, read from words the recogniser doubted', () => {
    const weekly = 'our revenue is around two hundred thousand a week';
    expect(readSituation(weekly, unsure(weekly, ['week'])).revenue).toEqual({
      text: 'revenue about $200K',
      annual: 200_000,
    });
    expect(readSituation(weekly, unsure(weekly, ['thousand'])).revenue).toBeUndefined();
  });

  it('drops the other answers read from doubted words too, and keeps the sure ones', () => {
    const transcript = 'we owe about two million dollars to twelve creditors and we have a lawsuit';
    expect(readSituation(transcript)).toMatchObject({
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
      legalActions: 'Lawsuit',
    });
    const reading = readSituation(transcript, unsure(transcript, ['twelve', 'lawsuit']));
    expect(reading).toEqual({ debtAmount: '1m-5m' });
  });

  it('reads a message that quotes the summary the same way (no period added on the way)', () => {
    const summary = messageOf(
      'we owe about a million dollars our monthly revenue is around two hundred thousand a week',
    );
    expect(readSituation(summary ?? '').revenue).toEqual({ text: 'revenue about $200K', annual: 200_000 });
  });
});
