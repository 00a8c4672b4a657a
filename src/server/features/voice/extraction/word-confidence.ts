import type { TranscriptWord } from '#server/features/voice/transcription/engine.js';
import { PREFILL_MIN_CONFIDENCE } from '#shared/voice-schemas.js';
import type { Token } from './tokenize.js';

/**
 * The recogniser's own doubt, applied to a field found by the rules. Engines that give word
 * confidences (transcription/engine.ts) give one per transcript word, the transcript split on
 * single spaces; tokens know which of those words they came from (tokenize.ts).
 *
 * A field's words count by (mean + lowest) / 2: the mean alone would let one misheard word in a
 * three-word company hide behind two good ones, the lowest alone would make every long field
 * doubtful. Words the recogniser is this sure of leave the rule's confidence as it is; below,
 * the confidence falls in proportion (a name heard at 0.6 keeps about 70% of its rule's).
 */
export const TRUSTED_WORD_CONFIDENCE = 0.85;
/** A word below this is marked as doubtful for the admin (understanding.lowConfidenceWords). */
export const LOW_WORD_CONFIDENCE = 0.5;

/** The transcript-word indexes the token ranges [first, next) cover, in order, each once. */
export function wordIndexes(tokens: readonly Token[], spans: readonly { first: number; next: number }[]): number[] {
  const indexes = new Set<number>();
  for (const { first, next } of spans) {
    for (const token of tokens.slice(Math.max(0, first), next)) {
      for (let k = token.wordIndex; k <= token.lastWordIndex; k++) indexes.add(k);
    }
  }
  return [...indexes].sort((a, b) => a - b);
}

/** The rule's confidence scaled by the recogniser's confidence in the field's words. */
export function withWordConfidence(
  rule: number,
  words: readonly TranscriptWord[] | undefined,
  indexes: readonly number[],
): number {
  if (!words) return rule;
  const heard = indexes
    .map((k) => words[k]?.confidence)
    .filter((c): c is number => c !== undefined && Number.isFinite(c));
  if (heard.length === 0) return rule;
  const mean = heard.reduce((sum, c) => sum + c, 0) / heard.length;
  const recognised = (mean + Math.min(...heard)) / 2;
  const factor = Math.max(0, Math.min(1, recognised / TRUSTED_WORD_CONFIDENCE));
  return Math.round(rule * factor * 100) / 100;
}

/**
 * May a fact be quoted to the caller as what they said (the "Describe Your Situation" text)? Its
 * confidence, the rule's scaled by its words' (withWordConfidence), must reach
 * PREFILL_MIN_CONFIDENCE like a prefilled field's, and none of `strict` (the words of a figure or
 * of a period, where one misheard word changes the fact) may be one the recogniser was unsure of.
 */
export function isSure(
  rule: number,
  words: readonly TranscriptWord[] | undefined,
  indexes: readonly number[],
  strict: readonly number[] = indexes,
): boolean {
  if (withWordConfidence(rule, words, indexes) < PREFILL_MIN_CONFIDENCE) return false;
  return !strict.some((k) => (words?.[k]?.confidence ?? 1) < LOW_WORD_CONFIDENCE);
}

/**
 * Word confidences for a stored transcript of which only the unsure words are known (the
 * understanding's lowConfidenceWords): those at 0, the others at 1. Undefined when none is unsure.
 */
export function wordsFromUnsure(transcript: string, unsure: readonly number[]): TranscriptWord[] | undefined {
  if (unsure.length === 0) return undefined;
  const doubtful = new Set(unsure);
  return transcript.split(' ').map((word, i) => ({ word, confidence: doubtful.has(i) ? 0 : 1 }));
}

/** Indexes of the words the recogniser was unsure of; none when it gave no confidences. */
export function lowConfidenceWords(words: readonly TranscriptWord[] | undefined): number[] {
  const out: number[] = [];
  words?.forEach((w, i) => {
    if (w.confidence < LOW_WORD_CONFIDENCE) out.push(i);
  });
  return out;
}
