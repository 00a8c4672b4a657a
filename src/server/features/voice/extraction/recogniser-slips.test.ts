import { describe, expect, it } from 'vitest';
import { extractLeadDetails } from './extract-lead-details.js';
import { understandVoicemail } from './understand-voicemail.js';
import { findNumbers } from './number-words.js';
import { leadsIntoAmount, resolveMisheardDigits } from './recogniser-slips.js';
import { tokenize } from './tokenize.js';

const numbers = (text: string) => findNumbers(tokenize(text)).map((n) => n.value);
const first = (text: string) => findNumbers(tokenize(text))[0];
/**
 * The debt band understood (shown to the admin), whether or not it is prefilled: an amount read
 * through a repaired slip is below the prefill line (field-confidence.ts, repairedNumber).
 */
const understoodDebt = (text: string) => understandVoicemail(text).understanding.fields.debtAmount?.value;

describe('a scale word that lost its "a" (decision 0022)', () => {
  it.each([
    ['just under million dollars', 1_000_000, 'under'],
    ['we owe close to million', 1_000_000, 'under'],
    ['a little over million in debt', 1_000_000, 'over'],
    ['about million', 1_000_000, undefined],
    ['we owe million dollars', 1_000_000, undefined],
    ['roughly million and a half', 1_500_000, undefined],
    ['around thousand dollars', 1_000, undefined],
  ])('"%s" is %d', (text, value, bound) => {
    expect(first(text)?.value).toBe(value);
    expect(first(text)?.bound).toBe(bound);
    expect(first(text)?.repaired).toBe(true);
  });

  it.each([
    'million reasons to call',
    'there are million things going on',
    'thousand thanks',
    'the million dollar question',
    'hundred percent sure',
    'a hundred percent sure',
    'we are 100% sure',
    'revenue dropped forty percent',
  ])('"%s" has no number', (text) => {
    expect(numbers(text)).toEqual([]);
  });

  it('bands "just under million dollars" below a million, shown but not prefilled', () => {
    expect(understoodDebt('we owe just under million dollars')).toBe('500k-1m');
    expect(understoodDebt('we owe a little over million dollars')).toBe('1m-5m');
    expect(extractLeadDetails('we owe just under million dollars').debtAmount).toBeUndefined();
  });
});

describe('"hundred" without its "one" at the start of a number', () => {
  it.each([
    ['hundred and forty thousand', 140_000],
    ['hundred fifty thousand', 150_000],
    ['hundred thousand dollars', 100_000],
    ['we owe hundred twenty five thousand', 125_000],
    ['hundred fifty k', 150_000],
    ['about hundred creditors', 100],
  ])('"%s" is %d', (text, value) => {
    expect(first(text)?.value).toBe(value);
  });

  it('does not change numbers that kept their "one"', () => {
    expect(numbers('one hundred and forty thousand')).toEqual([140_000]);
    expect(numbers('two hundred and forty thousand')).toEqual([240_000]);
    expect(first('one hundred and forty thousand')?.repaired).toBeUndefined();
  });

  it('bands "hundred and forty thousand" as 100k–500k, not under 100k', () => {
    expect(understoodDebt('we owe hundred and forty thousand')).toBe('100k-500k');
  });
});

describe('"to", "too" and "for" heard for "two" and "four"', () => {
  it.each([
    ['we owe to million dollars', 2_000_000],
    ['owe about too million', 2_000_000],
    ['it is to point five million', 2_500_000],
    ['to point five million', 2_500_000],
    ['our debt is for hundred thousand', 400_000],
    ['we owe like for million', 4_000_000],
    ['for hundred fifty thousand', 450_000],
    ['to hundred and ten thousand', 210_000],
  ])('"%s" is %d', (text, value) => {
    expect(first(text)?.value).toBe(value);
  });

  it.each([
    ['going to million dollar homes', []],
    ['looking for million dollar contracts', []],
    ['paid for hundred boxes', []],
    ['i want to point out we have twelve creditors', [12]],
    ['we talked to twelve lenders', [12]],
    ['ten to twelve creditors', [11]],
    ['from fifty to hundred thousand', [75_000]],
    ['we owe to the bank', []],
    ['too much debt', []],
  ])('"%s" keeps the ordinary word: %j', (text, values) => {
    expect(numbers(text)).toEqual(values);
  });

  it('leaves "to" inside a bound: "close to million" is just under a million, not two', () => {
    expect(first('close to million')).toMatchObject({ value: 1_000_000, bound: 'under' });
    expect(resolveMisheardDigits(['close', 'to', 'million'])).toEqual(['close', 'to', 'million']);
  });

  it('puts the digit back only where the context shows an amount', () => {
    expect(resolveMisheardDigits('we owe to million'.split(' '))).toEqual(['we', 'owe', 'two', 'million']);
    expect(resolveMisheardDigits('we went to million'.split(' '))).toEqual(['we', 'went', 'to', 'million']);
    expect(leadsIntoAmount(['just', 'under'], 2)).toBe(true);
    expect(leadsIntoAmount(['went'], 1)).toBe(false);
  });

  it('bands a misheard amount after a debt cue', () => {
    expect(understoodDebt('hi we owe to million dollars to the funders')).toBe('1m-5m');
    expect(understoodDebt('we are looking for million dollar contracts')).toBeUndefined();
  });
});
