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

/** 'seven' → 7 */
export const UNITS: Readonly<Record<string, number>> = Object.fromEntries(
  UNIT_WORDS.map((word, value) => [word, value]),
);
/** 'fourteen' → 14 */
export const TEENS: Readonly<Record<string, number>> = Object.fromEntries(
  TEEN_WORDS.map((word, index) => [word, 10 + index]),
);
/** 'forty' → 40 */
export const TENS: Readonly<Record<string, number>> = Object.fromEntries(
  TENS_WORDS.flatMap((word, digit) => (word ? [[word, digit * 10] as const] : [])),
);
/** 'million' → 1,000,000 */
export const SCALES: Readonly<Record<string, number>> = Object.fromEntries(
  SCALE_WORDS.map(([value, word]) => [word, value]),
);

/** Digits as said one by one, in a phone number or after "point": the units and "oh" for zero. */
export const SPOKEN_DIGIT_WORDS = [...UNIT_WORDS, 'oh'] as const;
/** 'oh' → 0, 'seven' → 7 */
export const SPOKEN_DIGITS: Readonly<Record<string, number>> = { ...UNITS, oh: 0 };
