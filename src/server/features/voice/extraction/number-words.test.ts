import { describe, expect, it } from 'vitest';
import { findAmounts, findNumbers, parseNumberPhrase } from './number-words.js';
import { tokenize } from './tokenize.js';

describe('parseNumberPhrase', () => {
  it.each([
    // spoken (pocketsphinx)
    ['two point five million', 2_500_000],
    ['three hundred grand', 300_000],
    ['one and a half million', 1_500_000],
    ['two and a half million', 2_500_000],
    ['a million and a half', 1_500_000],
    ['a quarter million', 250_000],
    ['a quarter of a million', 250_000],
    ['three quarters of a million', 750_000],
    ['half a million', 500_000],
    ['a half million', 500_000],
    ['a hundred and fifty thousand', 150_000],
    ['eight hundred fifty thousand dollars', 850_000],
    ['six hundred and fifty thousand dollars', 650_000],
    ['one hundred eighty thousand', 180_000],
    ['one million two hundred thousand', 1_200_000],
    ['two million three hundred thousand', 2_300_000],
    ['one point two five million', 1_250_000],
    ['nine point five million', 9_500_000],
    ['twelve hundred', 1_200],
    ['twenty five hundred', 2_500],
    ['four fifty thousand', 450_000],
    ['a couple hundred thousand', 200_000],
    ['a few hundred thousand', 300_000],
    ['a couple million', 2_000_000],
    ['a hundred grand', 100_000],
    ['a grand', 1_000],
    ['twenty two', 22],
    ['twenty-two', 22],
    ['ninety nine', 99],
    ['fifteen', 15],
    ['a dozen', 12],
    ['two dozen', 24],
    ['a couple dozen', 24],
    ['a couple', 2],
    ['a few', 3],
    ['dozen', 12],
    ['zero', 0],
    // misheard number words, trusted only before a scale word
    ['to point five million', 2_500_000],
    ['for hundred thousand', 400_000],
    // written (hosted model)
    ['$1.2M', 1_200_000],
    ['1.2mm', 1_200_000],
    ['450k', 450_000],
    ['$450K', 450_000],
    ['$2.5 million', 2_500_000],
    ['2 and a half million', 2_500_000],
    ['1,250,000', 1_250_000],
    ['$1,250,000.00', 1_250_000],
    ['300 grand', 300_000],
    ['150 thousand', 150_000],
    ['5 hundred thousand', 500_000],
    ['12', 12],
  ])('%s → %d', (phrase, value) => {
    expect(parseNumberPhrase(phrase)).toBe(value);
  });

  it.each([
    'five five five one two three', // digits said one by one are several numbers, not one
    'nineteen ninety one', // a year said as two numbers
    'two million and twelve', // "and" does not join a count onto an amount
    'point five', // nothing before the point
    'hundred', // a scale alone
    'a', // an article alone
    'the bank',
    '',
  ])('%s is not one number', (phrase) => {
    expect(parseNumberPhrase(phrase)).toBeUndefined();
  });

  it('accepts a word list as well as a string', () => {
    expect(parseNumberPhrase(['Two', 'Point', 'Five', 'Million'])).toBe(2_500_000);
  });
});

describe('findNumbers', () => {
  const numbers = (text: string) => findNumbers(tokenize(text)).map((n) => n.value);

  it('keeps digits said one by one apart, so a phone number is never an amount', () => {
    expect(numbers('five five five one two three four five six seven')).toEqual([5, 5, 5, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('never runs a number across a sentence end', () => {
    expect(numbers('We owe two. Three lenders sued.')).toEqual([2, 3]);
  });

  it('marks money: a $ sign, dollars, a money scale, or a size only money has here', () => {
    const spans = findNumbers(
      tokenize('twelve creditors, $900, 300 grand, two million, 75,000 and 45 employees since 2019'),
    );
    expect(spans.map((s) => [s.value, s.isMoney])).toEqual([
      [12, false],
      [900, true],
      [300_000, true],
      [2_000_000, true],
      [75_000, true],
      [45, false],
      [2019, false],
    ]);
  });

  it.each([
    ['over two million', 'over'],
    ['a little over a quarter million', 'over'],
    ['more than fifty', 'over'],
    ['north of 5 million', 'over'],
    ['just under a million', 'under'],
    ['almost five million', 'under'],
    ['less than ten', 'under'],
    ['about two million', undefined],
  ])('reads the bound in "%s"', (text, bound) => {
    expect(findNumbers(tokenize(text))[0]?.bound).toBe(bound);
  });

  it('notes hedges such as about, around and roughly', () => {
    expect(findNumbers(tokenize('roughly $850,000'))[0]?.hedged).toBe(true);
    expect(findNumbers(tokenize('like three hundred grand'))[0]?.hedged).toBe(true);
    expect(findNumbers(tokenize('$850,000'))[0]?.hedged).toBe(false);
  });

  it.each([
    ['ten to twelve creditors', 11, [10, 12]],
    ['seven or eight lenders', 7.5, [7, 8]],
    ['between one point two and one point five million', 1_350_000, [1_200_000, 1_500_000]],
    ['five or six hundred thousand', 550_000, [500_000, 600_000]],
    ['1.5 to 2 million', 1_750_000, [1_500_000, 2_000_000]],
  ])('reads the range "%s" as its midpoint', (text, value, range) => {
    const [span] = findNumbers(tokenize(text));
    expect(span?.value).toBe(value);
    expect(span?.range).toEqual(range);
  });

  it('does not take an amount and a count for a range', () => {
    expect(numbers('we owe 1.2 million to 12 creditors')).toEqual([1_200_000, 12]);
    expect(numbers('three hundred thousand to twelve lenders')).toEqual([300_000, 12]);
  });
});

describe('findAmounts', () => {
  it('returns the money amounts with their place and surrounding text', () => {
    const text = 'We have 12 creditors and owe about $2.5 million, revenue is 180k a month.';
    const amounts = findAmounts(text);
    expect(amounts.map((a) => [a.value, a.text])).toEqual([
      [2_500_000, '$2.5 million'],
      [180_000, '180k'],
    ]);
    const [debt] = amounts;
    expect(debt && text.slice(debt.start, debt.end)).toBe('$2.5 million');
    expect(debt?.context).toContain('owe about $2.5 million');
  });

  it('reads spoken amounts in lower-case transcripts', () => {
    expect(findAmounts('we owe about two point five million dollars in total').map((a) => a.value)).toEqual([
      2_500_000,
    ]);
  });

  it('finds nothing in text without amounts', () => {
    expect(findAmounts('please call me back')).toEqual([]);
  });
});

describe('words that are also names of object properties', () => {
  it('are not number words: "constructor" does not cut a number short', () => {
    expect(findAmounts('we owe two million constructor twelve creditors').map((amount) => amount.value)).toContain(
      2_000_000,
    );
    expect(parseNumberPhrase('two million')).toBe(2_000_000);
    expect(parseNumberPhrase('constructor')).toBeUndefined();
    expect(parseNumberPhrase('toString hundred')).toBeUndefined();
  });
});
