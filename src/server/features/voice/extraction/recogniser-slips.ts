import { HEDGES, OVER, UNDER } from '#server/features/voice/language/amount-qualifiers.js';
import {
  MISHEARD_DIGITS,
  SCALES,
  SPOKEN_DIGITS,
  TEENS,
  TENS,
  UNITS,
} from '#server/features/voice/language/number-words.js';
import { words as wordList } from '#server/features/voice/language/phrase-list.js';

/**
 * What pocketsphinx does to an amount, and where the number grammar may undo it (decision 0022):
 * it drops the "a" before a scale word ("just under million dollars") and writes a digit as the
 * word that sounds the same ("we owe to million", "about for hundred thousand"). Both are undone
 * only where an amount is plainly being said, right after a bound, a hedge or a debt verb:
 * elsewhere "to", "for" and a bare "million" are ordinary words ("looking for million dollar
 * contracts", "a million reasons" that lost its "a" is still no debt).
 */
const AMOUNT_VERBS = wordList`owe owes owed owing is was of at`;
const LEADS: readonly (readonly string[])[] = [...OVER, ...UNDER, ...HEDGES, ...AMOUNT_VERBS].map((lead) =>
  lead.split(' '),
);
/** Bounds that end in a misheard-digit word: in "close to million" the "to" is the bound's. */
const BOUNDS_ENDING_IN_DIGIT_WORD = LEADS.filter((lead) => (lead[lead.length - 1] ?? '') in MISHEARD_DIGITS);

const isNumberWord = (word: string | undefined) =>
  word !== undefined && (word in UNITS || word in TEENS || word in TENS || /^\$?\d/.test(word));

function endsBefore(words: readonly string[], index: number, phrase: readonly string[]): boolean {
  return phrase.every((part, k) => words[index - phrase.length + k] === part);
}

/** True when a bound, hedge or debt verb ends right before `index` ("just under", "we owe"). */
export function leadsIntoAmount(words: readonly string[], index: number): boolean {
  return LEADS.some((lead) => endsBefore(words, index, lead));
}

/** The words with each misheard digit put back where the context shows an amount. */
export function resolveMisheardDigits(words: readonly string[]): string[] {
  return words.map((word, i) => (isMisheardDigit(words, i) ? (MISHEARD_DIGITS[word] ?? word) : word));
}

function isMisheardDigit(words: readonly string[], i: number): boolean {
  if (!((words[i] ?? '') in MISHEARD_DIGITS)) return false;
  // "ten to twelve", "fifty to hundred thousand": after a number the word joins a range.
  if (isNumberWord(words[i - 1])) return false;
  // "close to million": the word ends a bound, and the bare scale after it is one million.
  if (BOUNDS_ENDING_IN_DIGIT_WORD.some((bound) => endsBefore(words, i + 1, bound))) return false;
  const next = words[i + 1] ?? '';
  // "to point five million": a decimal after it is proof enough ("to point out" has none).
  if (next === 'point') return (words[i + 2] ?? '') in SPOKEN_DIGITS;
  // "for hundred thousand", "to hundred fifty thousand": the word sounds exactly like the digit,
  // while the other reading needs a lost "a" as well; the number must go on past "hundred".
  if (next === 'hundred' && continuesNumber(words[i + 2])) return true;
  return (next === 'hundred' || next in SCALES) && leadsIntoAmount(words, i);
}

const continuesNumber = (word: string | undefined) =>
  word !== undefined &&
  (word === 'and' || word === 'grand' || word in SCALES || word in TENS || word in TEENS || word in UNITS);
