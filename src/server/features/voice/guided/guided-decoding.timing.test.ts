import { beforeAll, describe, expect, it } from 'vitest';
import { guidedSpeech, type GuidedSpeech } from '#server/test-support/guided-speech.js';
import { shouldRunWithBinaries } from '#server/test-support/speech.js';
import {
  createPocketsphinxEngine,
  pocketsphinxMissing,
} from '#server/features/voice/transcription/pocketsphinx-engine.js';
import { transcribeGuided } from './transcribe-guided.js';
import { understandAnswers } from './understand-answers.js';

/**
 * A guided voicemail spoken by espeak-ng, decoded by the offline engine: the whole message once,
 * cut at the marks by its word times, and the answers to questions 2 to 6 again with their own
 * models (answer-language-models.ts, built on first use).
 *
 * In the timing project (run alone, after the suite): it keeps two decoders busy for most of a
 * minute, which in the parallel suite starved the reliability tests' load generators (the
 * overload test's burst then offered too little to be shed).
 */
const ANSWERS = [
  'hi this is maria lopez i own lopez trucking in dallas',
  'about one point two million dollars mostly merchant cash advances',
  'no lawsuits yet but one funder sent a demand letter',
  'we do around two hundred thousand a month',
  'eleven maybe twelve',
  'our attorney mentioned chapter eleven but we would rather not',
  'keep the doors open and stop the daily debits',
];

const run = shouldRunWithBinaries('ffmpeg', 'espeak-ng', 'pocketsphinx_continuous');

describe.runIf(run)('guided decoding with the offline engine', () => {
  let speech: GuidedSpeech;
  beforeAll(async () => {
    expect(pocketsphinxMissing()).toBeNull();
    speech = await guidedSpeech(ANSWERS);
  }, 60_000);

  it('decodes each answer as the answer to its question and reads each field from it', async () => {
    const engine = createPocketsphinxEngine();
    const heard = await transcribeGuided(engine, { bytes: speech.webm, mimeType: 'audio/webm' }, speech.marks, {
      durationMs: speech.durationMs,
    });
    expect(heard.answerDecodeError).toBeUndefined();
    expect(heard.answers.map((a) => a.question)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Questions 2 to 6 were decoded again with their own models; 1 and 7 only as part of the whole.
    expect(heard.readings.map((r) => r.forQuestion !== undefined)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    // The whole transcript is the answers' words, in order.
    expect(
      heard.answers
        .map((a) => a.text)
        .filter(Boolean)
        .join(' '),
    ).toBe(heard.text);
    // Measured: the creditors answer "eleven maybe twelve" exactly, with either model.
    expect(heard.readings[4]?.forQuestion?.text).toMatch(/\beleven\b/);

    const { extractedData, understanding } = understandAnswers(heard);
    expect(understanding.fields.debtAmount?.value).toBe('1m-5m');
    expect(understanding.fields.creditorsCount?.value).toBe('9-15');
    expect(understanding.fields.bankruptcy?.value).toMatch(/^Suggested/);
    expect(extractedData.message).toMatch(/Goal: keep the doors open/);
  }, 180_000);
});
