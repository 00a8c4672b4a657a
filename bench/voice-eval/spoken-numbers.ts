import type { Bound } from '../../src/server/features/voice/extraction/bands.js';
import { numberWords } from '../../src/server/features/voice/transcription/number-words.js';
import type { Random } from './random.js';

/**
 * Amounts and counts the way callers say them ("just under a million", "four hundred and fifty
 * thousand", "one point two million", "around eight hundred k", "six or seven"), each with the
 * figure a person would write down. `bound` is the product's meaning of "under"/"over" (bands.ts)
 * so the truth band comes from the product's own band function; `value` of a range is its
 * midpoint, and a range is only said when both ends fall in the same band (`sameBand`), so the
 * truth is never a matter of opinion.
 */
export interface Spoken {
  words: string;
  value: number;
  bound?: Bound;
}

const HEDGES = ['about', 'around', 'roughly', 'approximately', 'somewhere around', 'in the neighborhood of', 'like'];
const TRAILING_HEDGES = ['give or take', 'more or less', 'or so'];
const UNDER = ['just under', 'a bit under', 'nearly', 'almost', 'just shy of'];
const OVER = ['a little over', 'just over', 'north of', 'a bit more than', 'upwards of'];

/** "four hundred and fifty": the "and" Americans often, but not always, say. */
function hundredsWithAnd(value: number, r: Random): string {
  const words = numberWords(value);
  return r.chance(0.5) ? words.replace(/hundred (?=\S)/, 'hundred and ') : words;
}

/** A whole number of thousands (1–999) said as thousands, "k" or "grand". */
function thousands(k: number, r: Random): string {
  const roll = r.next();
  if (roll < 0.65) return `${hundredsWithAnd(k, r)} thousand`;
  if (roll < 0.82) return `${numberWords(k)} k`;
  return `${numberWords(k)} grand`;
}

/** A figure of a million or more, rounded to a hundred thousand. */
function millions(value: number, r: Random): string {
  const whole = Math.floor(value / 1_000_000);
  const tenths = Math.round((value % 1_000_000) / 100_000);
  if (tenths === 0) return `${whole === 1 && r.chance(0.5) ? 'a' : numberWords(whole)} million`;
  if (tenths === 5 && r.chance(0.5))
    return whole === 1 && r.chance(0.5) ? 'a million and a half' : `${numberWords(whole)} and a half million`;
  const roll = r.next();
  if (roll < 0.6) return `${numberWords(whole)} point ${numberWords(tenths)} million`;
  if (roll < 0.8 && whole === 1) return `a million ${numberWords(tenths)}`;
  return `${numberWords(whole)} million ${hundredsWithAnd(tenths * 100, r)} thousand`;
}

/** Rounded the way people round: to 5k under 100k, 10k under a million, 100k above. */
function roundLikeSpeech(value: number): number {
  if (value < 100_000) return Math.max(5_000, Math.round(value / 5_000) * 5_000);
  if (value < 1_000_000) return Math.round(value / 10_000) * 10_000;
  return Math.round(value / 100_000) * 100_000;
}

function figure(value: number, r: Random): string {
  if (value === 250_000 && r.chance(0.6)) return 'a quarter million';
  if (value === 500_000 && r.chance(0.6)) return 'half a million';
  if (value === 750_000 && r.chance(0.6)) return 'three quarters of a million';
  return value >= 1_000_000 ? millions(value, r) : thousands(value / 1000, r);
}

const isRound = (value: number) => (value < 1_000_000 ? value % 100_000 === 0 : value % 1_000_000 === 0);

/**
 * A dollar amount between min and max (log-uniform, so small and large businesses both appear).
 * `sameBand` tells whether two figures would get the same answer option; `trailingHedge` allows
 * "…, give or take" after the figure, which only reads well where the figure ends the sentence.
 */
export function spokenAmount(
  r: Random,
  min: number,
  max: number,
  sameBand: (a: number, b: number) => boolean,
  options: { trailingHedge: boolean } = { trailingHedge: true },
): Spoken {
  let value = roundLikeSpeech(Math.exp(r.uniform(Math.log(min), Math.log(max))));
  if (r.chance(0.08)) value = r.pick([250_000, 500_000, 750_000].filter((v) => v >= min && v <= max).concat(value));
  const said = figure(value, r);
  // Nobody says "eight hundred k dollars".
  const dollars = r.chance(0.45) && !/ (k|grand)$/.test(said) ? ' dollars' : '';
  const roll = r.next();
  if (roll < 0.08 && value >= 200_000) {
    const range = spokenRange(value, r);
    if (range && sameBand(range.low, range.high))
      return { words: `somewhere between ${range.words}${dollars}`, value: (range.low + range.high) / 2 };
  }
  if (roll < 0.24 && isRound(value)) {
    const under = r.chance(0.5);
    return { words: `${r.pick(under ? UNDER : OVER)} ${said}${dollars}`, value, bound: under ? 'under' : 'over' };
  }
  if (roll < 0.34 && options.trailingHedge) return { words: `${said}${dollars}, ${r.pick(TRAILING_HEDGES)}`, value };
  if (roll < 0.8) return { words: `${r.pick(HEDGES)} ${said}${dollars}`, value };
  return { words: `${said}${dollars}`, value };
}

/** "three and four hundred thousand", "one point two and one point five million". */
function spokenRange(value: number, r: Random): { words: string; low: number; high: number } | undefined {
  if (value < 1_000_000) {
    const low = Math.floor(value / 100_000) * 100_000;
    if (low === 0) return undefined;
    return {
      words: `${numberWords(low / 100_000)} and ${numberWords(low / 100_000 + 1)} hundred thousand`,
      low,
      high: low + 100_000,
    };
  }
  const low = Math.floor(value / 1_000_000) * 1_000_000;
  if (r.chance(0.5))
    return { words: `${numberWords(low / 1e6)} and ${numberWords(low / 1e6 + 1)} million`, low, high: low + 1e6 };
  return {
    words: `${millions(low + 200_000, r)} and ${millions(low + 500_000, r)}`,
    low: low + 200_000,
    high: low + 500_000,
  };
}

/** Creditors, with the noun said after the count in the caller's own word for them. */
export interface CreditorNoun {
  one: string;
  many: string;
  /** Nobody has forty banks: above this count the caller says "creditors" instead. */
  most?: number;
}

const CREDITORS: CreditorNoun = { one: 'creditor', many: 'creditors' };

export const CREDITOR_NOUNS: readonly CreditorNoun[] = [
  CREDITORS,
  { one: 'lender', many: 'lenders' },
  { one: 'funder', many: 'funders', most: 30 },
  { one: 'm c a company', many: 'm c a companies', most: 20 },
  { one: 'cash advance company', many: 'cash advance companies', most: 20 },
  { one: 'bank', many: 'banks', most: 5 },
  { one: 'different lender', many: 'different lenders' },
];

/**
 * A number of creditors with its noun: "eleven creditors", "about a dozen lenders", "six or
 * seven m c a companies", "more than fifty creditors". Counts from 1 to 45 (and "more than
 * fifty"), most between 3 and 20.
 */
export function spokenCreditors(r: Random, noun: CreditorNoun, sameBand: (a: number, b: number) => boolean): Spoken {
  const count = r.chance(0.75) ? r.between(3, 20) : r.between(21, 45);
  const said = countPhrase(r, count, sameBand);
  const word = said.value > (noun.most ?? Infinity) ? CREDITORS : noun;
  return { ...said, words: `${said.words} ${said.value === 1 ? word.one : word.many}` };
}

function countPhrase(r: Random, count: number, sameBand: (a: number, b: number) => boolean): Spoken {
  const roll = r.next();
  if (roll < 0.05) return { words: 'just one', value: 1 };
  if (roll < 0.1) return { words: 'a couple of', value: 2 };
  if (roll < 0.17) return { words: r.pick(['about a dozen', 'a dozen or so', 'maybe a dozen']), value: 12 };
  if (roll < 0.2) return { words: 'a couple dozen', value: 24 };
  if (roll < 0.25) return { words: 'more than fifty', value: 50, bound: 'over' };
  if (roll < 0.4 && sameBand(count, count + 1))
    return { words: `${numberWords(count)} or ${numberWords(count + 1)}`, value: count + 0.5 };
  if (roll < 0.45 && count >= 20 && count % 10 === 0)
    return { words: `${numberWords(count)} plus`, value: count, bound: 'over' };
  if (roll < 0.7)
    return { words: `${r.pick(['about', 'around', 'maybe', 'roughly'])} ${numberWords(count)}`, value: count };
  return { words: numberWords(count), value: count };
}
