import { SPOKEN_DIGITS, TEENS, TENS, wordTable } from '#server/features/voice/language/number-words.js';
import type { Token } from './tokenize.js';

/**
 * A US phone number, written ("(555) 123-4567", "555.123.4567", "+1 555 123 4567") or spoken
 * digit by digit ("five five five one two three…", "oh" for zero, "double five", "forty five
 * sixty seven", "eight hundred"). Only a run of exactly ten digits (or eleven starting with 1)
 * counts, so amounts and counts never turn into a number. Returned as "(555) 123-4567".
 */
const WRITTEN = /(?<![\d$.,])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?![\d,])/;

/** Digits said one by one: 'oh' and 'o' are zero too. */
const DIGITS = wordTable([
  ...Object.entries(SPOKEN_DIGITS).map(([word, value]) => [word, String(value)] as const),
  ['o', '0'] as const,
]);
const REPEAT = wordTable(Object.entries({ double: 2, triple: 3 }));
/** Said inside a number without breaking it. */
const FILLERS = new Set(['uh', 'um', 'area', 'code', 'dash', 'hyphen']);

export function formatPhone(digits: string): string | undefined {
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^\d{10}$/.test(ten)) return undefined;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

export interface PhoneMatch {
  phone: string;
  /** Token range the number was read from. */
  first: number;
  next: number;
  /** Written in digits by the recogniser, not said digit by digit. */
  written: boolean;
}

export function extractPhone(transcript: string, tokens: readonly Token[]): string | undefined {
  return extractPhoneMatch(transcript, tokens)?.phone;
}

export function extractPhoneMatch(transcript: string, tokens: readonly Token[]): PhoneMatch | undefined {
  const written = WRITTEN.exec(transcript);
  if (written) {
    const phone = formatPhone(written[0].replace(/\D/g, ''));
    if (!phone) return undefined;
    const start = written.index;
    const end = start + written[0].length;
    const first = Math.max(
      0,
      tokens.findIndex((t) => t.end > start),
    );
    const after = tokens.findIndex((t) => t.start >= end);
    return { phone, first, next: after < 0 ? tokens.length : after, written: true };
  }
  for (let i = 0; i < tokens.length;) {
    const run = readRun(tokens, i);
    const isPhone = run.digits.length === 10 || (run.digits.length === 11 && run.digits.startsWith('1'));
    const phone = isPhone ? formatPhone(run.digits) : undefined;
    if (phone) return { phone, first: i, next: run.next, written: false };
    i = Math.max(run.next, i + 1);
  }
  return undefined;
}

/** Reads the digits said from `from` on; stops at the first word that is not part of a number. */
function readRun(tokens: readonly Token[], from: number): { digits: string; next: number } {
  let digits = '';
  let i = from;
  while (i < tokens.length) {
    const token = tokens[i];
    if (!token) break;
    const word = token.text;
    const nextWord = tokens[i + 1]?.text ?? '';
    let piece: string | undefined;
    let used = 1;
    if (token.kind === 'number' && /^\d{1,4}$/.test(word)) piece = word;
    else if (word === 'o' || word === 'oh') piece = digits.length > 0 || nextWord in DIGITS ? '0' : undefined;
    else if (word in DIGITS) piece = DIGITS[word];
    else if (word in TEENS) piece = String(TEENS[word]);
    else if (word in TENS) {
      const unit = nextWord in DIGITS && DIGITS[nextWord] !== '0' ? DIGITS[nextWord] : undefined;
      piece = String((TENS[word] ?? 0) + Number(unit ?? 0));
      used = unit ? 2 : 1;
    } else if (word === 'hundred' && digits.length > 0) piece = '00';
    else if (word in REPEAT && nextWord in DIGITS) {
      piece = (DIGITS[nextWord] ?? '').repeat(REPEAT[word] ?? 1);
      used = 2;
    } else if (FILLERS.has(word) && digits.length > 0) piece = '';
    if (piece === undefined) break;
    digits += piece;
    i += used;
    if (tokens[i - 1]?.sentenceEnd) break;
  }
  return { digits, next: i };
}
