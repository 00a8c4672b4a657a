import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELD_OUT_SENTENCES, TUNING_SENTENCES } from '#test-fixtures/voice/evaluation-sentences.js';
import { DEFAULT_MODEL_DIR } from './pocketsphinx-engine.js';
import { readPronunciationDictionary } from './pronunciation-dictionary.js';
import { NAME_CLASS_TOKENS } from './name-classes.js';
import { buildVoicemailCorpus, NAME_CLASS_SHARE } from './voicemail-corpus.js';

const DICTIONARY = path.join(DEFAULT_MODEL_DIR, 'cmudict-en-us.dict');
const dictionaryInstalled = existsSync(DICTIONARY);
if (!dictionaryInstalled && !process.env.CI)
  console.warn(`Skipping dictionary checks: ${DICTIONARY} missing (pocketsphinx-en-us)`);

describe('voicemail corpus', () => {
  const corpus = buildVoicemailCorpus();

  it('is large, deterministic and lower-case words only', () => {
    expect(corpus.length).toBeGreaterThan(5000);
    expect(buildVoicemailCorpus()).toEqual(corpus);
    for (const sentence of corpus) expect(sentence).toMatch(/^[a-z']+( [a-z']+)*$/);
  });

  it('says the name classes the decoder expands only in the hinted model text', () => {
    const hinted = buildVoicemailCorpus(undefined, undefined, NAME_CLASS_SHARE);
    for (const sentence of hinted) expect(sentence).toMatch(/^(\[[a-z]+\]|[a-z']+)( (\[[a-z]+\]|[a-z']+))*$/);
    expect(hinted.some((sentence) => sentence.includes('my name is [firstname] [lastname]'))).toBe(true);
    expect(hinted.some((sentence) => /\[lastname\] (construction|roofing|trucking|services)/.test(sentence))).toBe(
      true,
    );
  });

  it('covers every voicemail question', () => {
    const text = corpus.join('\n');
    for (const phrase of [
      'my name is',
      'merchant cash advance',
      'lawsuit',
      'judgment',
      'lien',
      'a month',
      'creditors',
      'bankruptcy',
      'goal',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('contains none of the evaluation sentences, so measurements are on unseen text', () => {
    const sentences = new Set(corpus);
    const text = corpus.join('\n');
    for (const sentence of [...TUNING_SENTENCES, ...HELD_OUT_SENTENCES]) {
      expect(sentences.has(sentence)).toBe(false);
      expect(text.includes(sentence)).toBe(false);
    }
  });

  it.runIf(dictionaryInstalled || process.env.CI)('uses only words the decoder can pronounce', async () => {
    const dictionary = await readPronunciationDictionary(DICTIONARY);
    const missing = new Set(
      corpus
        .flatMap((sentence) => sentence.split(' '))
        .filter((word) => !dictionary.has(word) && !NAME_CLASS_TOKENS.has(word)),
    );
    expect([...missing]).toEqual([]);
    const evaluationMissing = [...TUNING_SENTENCES, ...HELD_OUT_SENTENCES]
      .flatMap((s) => s.split(' '))
      .filter((w) => !dictionary.has(w));
    expect(evaluationMissing).toEqual([]);
  });
});
