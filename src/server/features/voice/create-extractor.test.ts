import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranscriptWord } from '#server/features/voice/transcription/engine.js';
import { PREFILL_MIN_CONFIDENCE } from '#shared/voice-schemas.js';
import { createExtractor } from './create-extractor.js';

/**
 * With the LLM engine, what prefills the caller's form follows the same rule as the local
 * extractor's (decision 0035): nothing below PREFILL_MIN_CONFIDENCE, and no summary the recogniser's
 * doubts could have written. The LLM's answer is served by a stubbed fetch.
 */

const answer = (fields: Record<string, string>) =>
  new Response(JSON.stringify({ choices: [{ message: { content: JSON.stringify(fields) } }] }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function extractorAnswering(fields: Record<string, string>) {
  vi.stubGlobal('fetch', () => Promise.resolve(answer(fields)));
  return createExtractor({
    engine: 'openai',
    openai: { apiKey: 'test-key', baseUrl: 'http://127.0.0.1:9', model: 'test-model' },
    logger: pino({ level: 'silent' }),
  });
}

const heard = (transcript: string, doubtful: readonly string[]): TranscriptWord[] =>
  transcript.split(' ').map((word) => ({ word, confidence: doubtful.includes(word) ? 0.3 : 0.95 }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createExtractor with the LLM: only confident fields are prefilled', () => {
  const transcript = 'my name is rachel gold burg we owe about two million dollars to twelve creditors';

  it('does not prefill a value the LLM shares with a reading the recogniser doubted', async () => {
    const extract = extractorAnswering({ firstName: 'Rachel', lastName: 'Gold Burg', creditorsCount: '9-15' });
    const words = heard(transcript, ['gold', 'burg', 'twelve']);
    const { extractedData, understanding } = await extract(transcript, { words });
    expect(understanding.fields.lastName?.confidence).toBeLessThan(PREFILL_MIN_CONFIDENCE);
    expect(extractedData.lastName).toBeUndefined();
    expect(extractedData.creditorsCount).toBeUndefined();
    expect(extractedData.firstName).toBe('Rachel');
  });

  it('prefills what the LLM read differently, at its own confidence, and shows it to the admin', async () => {
    const extract = extractorAnswering({ lastName: 'Goldberg', phone: '(212) 555-0100' });
    const { extractedData, understanding } = await extract(transcript, { words: heard(transcript, []) });
    expect(extractedData).toMatchObject({ lastName: 'Goldberg', phone: '(212) 555-0100' });
    expect(understanding.fields.phone).toMatchObject({ value: '(212) 555-0100', source: 'speech' });
  });

  it('keeps the local summary of sure facts when the recogniser doubted words, else takes the LLM’s', async () => {
    const message = 'Owes about $2M to 12 creditors; weekly revenue about $200K.';
    const doubted = await extractorAnswering({ message })(transcript, { words: heard(transcript, ['twelve']) });
    expect(doubted.extractedData.message).toBe('Owes about $2M.');
    const sure = await extractorAnswering({ message })(transcript, { words: heard(transcript, []) });
    expect(sure.extractedData.message).toBe(message);
  });

  it('never takes a mail service the LLM gave for the company', async () => {
    const { extractedData } = await extractorAnswering({ company: 'Example' })(transcript);
    expect(extractedData.company).toBeUndefined();
  });
});
