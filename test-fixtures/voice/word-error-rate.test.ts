import { describe, expect, it } from 'vitest';
import { normaliseWords, wordErrors } from './word-error-rate.js';

describe('wordErrors', () => {
  it('ignores case and punctuation', () => {
    expect(normaliseWords("Hello, I'm John -- SMITH!")).toEqual(['hello', "i'm", 'john', 'smith']);
    expect(wordErrors('My name is John.', 'my name is john').rate).toBe(0);
  });

  it('counts substitutions, deletions and insertions', () => {
    expect(wordErrors('a b c d', 'a x c d').errors).toBe(1);
    expect(wordErrors('a b c d', 'a c d').errors).toBe(1);
    expect(wordErrors('a b c d', 'a b b c d e').errors).toBe(2);
    expect(wordErrors('a b c d', '')).toEqual({ errors: 4, referenceWords: 4, rate: 1 });
    expect(wordErrors('one two', 'three four five six').rate).toBe(2);
  });

  it('handles empty references', () => {
    expect(wordErrors('', '').rate).toBe(0);
    expect(wordErrors('', 'noise').rate).toBe(1);
  });
});
