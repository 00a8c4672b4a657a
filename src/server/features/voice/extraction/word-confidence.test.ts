import { describe, expect, it } from 'vitest';
import {
  LOW_WORD_CONFIDENCE,
  TRUSTED_WORD_CONFIDENCE,
  lowConfidenceWords,
  withWordConfidence,
  wordIndexes,
} from './word-confidence.js';
import { tokenize } from './tokenize.js';

const words = (...confidences: number[]) => confidences.map((confidence, i) => ({ word: `w${i}`, confidence }));

describe('withWordConfidence', () => {
  it('leaves the rule’s confidence when the recogniser is sure of the words, or gave no confidences', () => {
    expect(withWordConfidence(0.9, words(0.95, TRUSTED_WORD_CONFIDENCE), [0, 1])).toBe(0.9);
    expect(withWordConfidence(0.9, undefined, [0, 1])).toBe(0.9);
    expect(withWordConfidence(0.9, words(0.2), [5])).toBe(0.9);
  });

  it('scales by the mean and the lowest of the field’s words, so one bad word counts', () => {
    // (mean 0.6 + lowest 0.3) / 2 = 0.45, over 0.85: 0.9 × 0.53
    expect(withWordConfidence(0.9, words(0.9, 0.3), [0, 1])).toBe(0.48);
    expect(withWordConfidence(0.9, words(0.9, 0.9, 0.9, 0.3), [0, 1, 2, 3])).toBeLessThan(
      withWordConfidence(0.9, words(0.9, 0.9, 0.9, 0.9), [0, 1, 2, 3]),
    );
  });
});

describe('wordIndexes', () => {
  it('maps token ranges to the transcript words, each once', () => {
    const tokens = tokenize('Hi, my name is Rachel Goldberg.');
    expect(wordIndexes(tokens, [{ first: 4, next: 6 }])).toEqual([4, 5]);
    expect(
      wordIndexes(tokens, [
        { first: 0, next: 1 },
        { first: 0, next: 2 },
      ]),
    ).toEqual([0, 1]);
  });
});

describe('lowConfidenceWords', () => {
  it(`lists the words under ${LOW_WORD_CONFIDENCE}`, () => {
    expect(lowConfidenceWords(words(0.9, 0.49, 0.5, 0.1))).toEqual([1, 3]);
    expect(lowConfidenceWords(undefined)).toEqual([]);
  });
});
