import { describe, expect, it } from 'vitest';
import { numberWords } from './number-words.js';

describe('numberWords', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [12, 'twelve'],
    [40, 'forty'],
    [85, 'eighty five'],
    [350, 'three hundred fifty'],
    [2_000_000, 'two million'],
    [1_250_000, 'one million two hundred fifty thousand'],
    [90_000, 'ninety thousand'],
  ])('%i → %s', (value, words) => {
    expect(numberWords(value)).toBe(words);
  });

  it('refuses what it cannot say', () => {
    expect(() => numberWords(-1)).toThrow(RangeError);
    expect(() => numberWords(1.5)).toThrow(RangeError);
  });
});
