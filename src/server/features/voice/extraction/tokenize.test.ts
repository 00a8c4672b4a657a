import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.js';

describe('tokenize: the transcript word each token came from', () => {
  it('counts words as the transcript split on single spaces, which is how word confidences are aligned', () => {
    const text = 'Hi, I’m Rachel Goldberg. We owe $1.2M to 12 lenders.';
    const words = text.split(' ');
    for (const token of tokenize(text)) {
      expect(words[token.wordIndex]?.toLowerCase().replace('’', "'")).toContain(token.text.replace(/\$/, ''));
    }
    expect(tokenize(text).map((t) => t.wordIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('gives a merged spelled acronym the range of its words', () => {
    const [, mcas] = tokenize('four m c a s and a bank');
    expect(mcas).toMatchObject({ text: 'mcas', wordIndex: 1, lastWordIndex: 4 });
  });

  it('counts every space, so a double space leaves an empty word', () => {
    expect(tokenize('we  owe').map((t) => t.wordIndex)).toEqual([0, 2]);
  });

  it('keeps a written percentage whole, so it is never read as an amount', () => {
    expect(tokenize('100% sure').map((t) => t.text)).toEqual(['100%', 'sure']);
    expect(tokenize('$100 and 450k').map((t) => t.text)).toEqual(['$100', 'and', '450k']);
  });
});
