import {
  ANSWER_TEMPLATES,
  type AnswerCorpusTopic,
} from '../../src/server/features/voice/transcription/corpus/answers.js';
import {
  buildAnswerCorpus,
  buildVoicemailCorpus,
} from '../../src/server/features/voice/transcription/voicemail-corpus.js';
import { VOICEMAIL_CORPUS } from '../../test-fixtures/voice/extraction-corpus.js';
import { HELD_OUT_SENTENCES, TUNING_SENTENCES } from '../../test-fixtures/voice/evaluation-sentences.js';
import { normaliseWords } from '../../test-fixtures/voice/word-error-rate.js';

/**
 * How much of a script's wording is already in the text the product was built or tuned on: the
 * language model's training sentences (transcription/voicemail-corpus.ts), the guided answers'
 * models' sentences (corpus/answers.ts), the extraction corpus, and the decoder's
 * tuning/held-out sentences. Measured as the share of the script's
 * word 5-grams found there; a template copied from those texts would show up at once.
 */
const N = 5;

function ngrams(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + N <= words.length; i++) out.push(words.slice(i, i + N).join(' '));
  return out;
}

let known: Set<string> | undefined;
let sentences: string[] | undefined;

function productTexts(): string[] {
  sentences ??= [
    ...buildVoicemailCorpus(),
    ...(Object.keys(ANSWER_TEMPLATES) as AnswerCorpusTopic[]).flatMap((topic) => buildAnswerCorpus(topic)),
    ...VOICEMAIL_CORPUS.map((entry) => entry.transcript),
    ...TUNING_SENTENCES,
    ...HELD_OUT_SENTENCES,
  ];
  return sentences;
}

function builtOn(): Set<string> {
  known ??= new Set(productTexts().flatMap((text) => ngrams(normaliseWords(text))));
  return known;
}

let whole: Set<string> | undefined;

/**
 * Whether a short text (an answer of a guided message) is, word for word, a sentence of the
 * product's corpora: "no nothing like that" may be, as real callers say it; reported, not refused.
 */
export function isProductSentence(text: string): boolean {
  whole ??= new Set(productTexts().map((sentence) => normaliseWords(sentence).join(' ')));
  return whole.has(normaliseWords(text).join(' '));
}

/** Share (0–1) of the 5-grams within the parts (each part on its own) found in the product's corpora. */
export function overlapOfParts(parts: readonly string[]): number {
  const grams = parts.flatMap((part) => ngrams(normaliseWords(part)));
  if (grams.length === 0) return 0;
  const corpora = builtOn();
  return grams.filter((gram) => corpora.has(gram)).length / grams.length;
}

/** Share (0–1) of the text's 5-grams that appear in the product's own corpora. */
export function overlapWithProductCorpora(text: string): number {
  const grams = ngrams(normaliseWords(text));
  if (grams.length === 0) return 0;
  const corpora = builtOn();
  return grams.filter((gram) => corpora.has(gram)).length / grams.length;
}
