import { SCALE_WORDS, TEEN_WORDS, TENS_WORDS, UNIT_WORDS } from '#server/features/voice/language/number-words.js';

/**
 * Whole numbers as a speaker says them ('three hundred fifty thousand'), for the language-model
 * text: the decoder can only produce words, so amounts must be trained in words too.
 */
const ONES: readonly string[] = [...UNIT_WORDS, ...TEEN_WORDS];

export function numberWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1_000_000_000_000)
    throw new RangeError(`unsupported number ${value}`);
  if (value === 0) return 'zero';
  const words: string[] = [];
  let rest = value;
  for (const [size, name] of SCALE_WORDS) {
    if (rest >= size) {
      words.push(underThousand(Math.floor(rest / size)), name);
      rest %= size;
    }
  }
  if (rest > 0) words.push(underThousand(rest));
  return words.join(' ');
}

function underThousand(value: number): string {
  const words: string[] = [];
  if (value >= 100) {
    words.push(ONES[Math.floor(value / 100)] ?? '', 'hundred');
    value %= 100;
  }
  if (value >= 20) {
    words.push(TENS_WORDS[Math.floor(value / 10)] ?? '');
    value %= 10;
  }
  if (value > 0) words.push(ONES[value] ?? '');
  return words.join(' ');
}
