/**
 * English number words: the one table behind the number grammar (extraction/number-grammar.ts),
 * the spoken phone reader (extraction/extract-phone.ts), and the language model's numbers in
 * words and digits said one by one (transcription/number-words.ts, transcription/voicemail-corpus.ts).
 */
export const UNIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'] as const;
export const TEEN_WORDS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
/** Indexed by the tens digit (nothing below twenty). */
export const TENS_WORDS = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
] as const;
/** Largest first. */
export const SCALE_WORDS: ReadonlyArray<readonly [number, string]> = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1000, 'thousand'],
];

/**
 * A word → value table with no prototype, so a transcript's words are looked up only among the
 * table's own: with a plain object, `'constructor' in UNITS` is true and "two million
 * constructor twelve creditors" lost its two million.
 */
export function wordTable<V>(entries: Iterable<readonly [string, V]>): Readonly<Record<string, V>> {
  return Object.assign(Object.create(null) as Record<string, V>, Object.fromEntries(entries));
}

/** 'seven' → 7 */
export const UNITS = wordTable(UNIT_WORDS.map((word, value) => [word, value] as const));
/** 'fourteen' → 14 */
export const TEENS = wordTable(TEEN_WORDS.map((word, index) => [word, 10 + index] as const));
/** 'forty' → 40 */
export const TENS = wordTable(TENS_WORDS.flatMap((word, digit) => (word ? [[word, digit * 10] as const] : [])));
/** 'million' → 1,000,000 */
export const SCALES = wordTable(SCALE_WORDS.map(([value, word]) => [word, value] as const));

/** Digits as said one by one, in a phone number or after "point": the units and "oh" for zero. */
export const SPOKEN_DIGIT_WORDS = [...UNIT_WORDS, 'oh'] as const;
/** 'oh' → 0, 'seven' → 7 */
export const SPOKEN_DIGITS = wordTable([...Object.entries(UNITS), ['oh', 0] as const]);

/**
 * Words pocketsphinx writes for a digit it heard ("we owe to million", "about for hundred
 * thousand"): trusted only where an amount is plainly being said (extraction/recogniser-slips.ts).
 */
export const MISHEARD_DIGITS = wordTable(
  Object.entries({ to: 'two', too: 'two', for: 'four', won: 'one', ate: 'eight' }),
);
