import {
  MISHEARD_DIGITS,
  SCALES,
  SPOKEN_DIGITS,
  TEENS,
  TENS as SPELLED_TENS,
  UNITS,
  wordTable,
} from '#server/features/voice/language/number-words.js';
import { tokenize } from './tokenize.js';

/**
 * The number grammar: reads one spoken or written number phrase from a list of lower-case words
 * ("two point five million", "a hundred and fifty thousand", "$1.2m", "300 grand"). Units,
 * teens, tens, hundreds and scales must come in a sensible order, so digits said one by one
 * ("five five five") stay separate numbers instead of becoming one.
 */
/** Written as some transcripts spell it. */
const TENS = wordTable([...Object.entries(SPELLED_TENS), ['fourty', 40] as const]);
// SCALES may be followed by more of the number ("a million two hundred thousand").
/** Scales that close the number ("300 grand", "$1.2m"). */
const CLOSING_SCALES = wordTable(
  Object.entries({ k: 1e3, grand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, mill: 1e6, b: 1e9, bn: 1e9 }),
);
const FRACTIONS = wordTable(Object.entries({ half: 0.5, quarter: 0.25 }));
const CURRENCY = new Set(['dollars', 'dollar', 'bucks', 'usd']);
/** In a phrase known to be a number, a misheard digit word is trusted before these. */
const HOMOPHONE_CONTEXT = new Set(['point', 'hundred', 'thousand', 'million']);

export interface ParseOptions {
  /**
   * The words before allow a scale word said without its "a"/"one" ("just under million",
   * "about million"): the caller (number-words.ts) knows the context, the grammar does not.
   */
  impliedOne?: boolean;
}

export interface ParsedNumber {
  value: number;
  next: number;
  scale: number;
  money: boolean;
}

const isNumberWord = (word: string | undefined) =>
  word !== undefined && (word in UNITS || word in TEENS || word in TENS);
const wordScale = (word: string | undefined) =>
  word === undefined ? undefined : (SCALES[word] ?? CLOSING_SCALES[word]);

/** Reads written digits: "$1,200,000.00", "450k", "$1.2m", "2.5". */
function parseDigits(text: string): { value: number; scale: number; money: boolean } | undefined {
  const match = /^(\$?)([\d,]+(?:\.\d+)?)(mm|m|k|b)?$/.exec(text);
  if (!match) return undefined;
  const value = Number((match[2] ?? '').replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  const scale = match[3] ? (CLOSING_SCALES[match[3]] ?? 1) : 1;
  return { value: value * scale, scale, money: match[1] === '$' || scale > 1 };
}

/** Leading forms that only make sense at the start: "a dozen", "a couple", "half a million". */
function parseLead(
  words: readonly string[],
  i: number,
): { group: number; next: number; fraction: boolean } | undefined {
  const w = words[i];
  const w1 = words[i + 1];
  const w2 = words[i + 2];
  if (w === 'a' || w === 'an') {
    if (w1 === 'hundred' || (w1 !== undefined && w1 in SCALES) || w1 === 'grand')
      return { group: 1, next: i + 1, fraction: false };
    if (w1 === 'dozen') return { group: 12, next: i + 2, fraction: false };
    if (w1 === 'couple' || w1 === 'few') {
      const skipOf = w2 === 'of' && (words[i + 3] === 'hundred' || wordScale(words[i + 3]) !== undefined) ? 1 : 0;
      return { group: w1 === 'couple' ? 2 : 3, next: i + 2 + skipOf, fraction: false };
    }
    if (w1 === 'half' && wordScale(w2) !== undefined) return { group: 0.5, next: i + 2, fraction: true };
    if (w1 === 'quarter') {
      const after = w2 === 'of' && words[i + 3] === 'a' ? i + 4 : i + 2;
      if (wordScale(words[after]) !== undefined) return { group: 0.25, next: after, fraction: true };
    }
    return undefined;
  }
  if (w === 'half' && w1 === 'a' && wordScale(w2) !== undefined) return { group: 0.5, next: i + 2, fraction: true };
  if (w === 'couple')
    return { group: 2, next: i + 1 + (w1 === 'of' && wordScale(w2) !== undefined ? 1 : 0), fraction: false };
  if (w === 'dozen') return { group: 12, next: i + 1, fraction: false };
  return undefined;
}

/**
 * Parses the longest number phrase starting at `words[i]` (lower-case words or digit tokens).
 * Returns undefined when no number starts there.
 */
export function parseNumberAt(
  words: readonly string[],
  i: number,
  options: ParseOptions = {},
): ParsedNumber | undefined {
  let pos = i;
  let total = 0;
  let group = 0;
  let lastScale = Infinity;
  let topScale = 1;
  let hasHundred = false;
  let hasTens = false;
  let hasUnit = false;
  let hasFraction = false;
  let money = false;
  let any = false;
  let end = i;

  const lead = parseLead(words, i);
  const digits = lead ? undefined : parseDigits(words[i] ?? '');
  // The recogniser lost the "a"/"one" before a scale word: "hundred and forty thousand" (not
  // 40,000), "just under million". Read as one of it: "hundred" when the number goes on to
  // thousands (checked at the end), any scale when the caller's context allows.
  const bare =
    !lead && !digits && (words[i] === 'hundred' || (options.impliedOne === true && (words[i] ?? '') in SCALES));
  if (bare) {
    group = 1;
    any = true;
  } else if (lead) {
    group = lead.group;
    hasFraction = lead.fraction;
    hasUnit = hasTens = lead.group !== 1;
    any = true;
    pos = end = lead.next;
    // "a hundred" / "a million": the 1 is only real once its scale word follows.
    if (lead.group === 1 || lead.fraction) end = i;
  } else if (digits) {
    any = true;
    money = digits.money;
    pos = end = i + 1;
    if (digits.scale > 1) return withCurrency(words, { value: digits.value, next: end, scale: digits.scale, money });
    group = digits.value;
    hasUnit = hasTens = true;
    hasHundred = digits.value >= 100;
    hasFraction = !Number.isInteger(digits.value);
  }

  const closeScale = (scale: number) => {
    total += group * scale;
    group = 0;
    lastScale = scale;
    topScale = Math.max(topScale, scale);
    hasHundred = hasTens = hasUnit = hasFraction = false;
  };

  while (pos < words.length) {
    const w = words[pos] ?? '';
    if (w in UNITS) {
      if (hasUnit || hasFraction || (w === 'zero' && any)) break;
      group += UNITS[w] ?? 0;
      hasUnit = true;
    } else if (w in TEENS) {
      if (hasUnit || hasTens || hasFraction) break;
      group += TEENS[w] ?? 0;
      hasUnit = hasTens = true;
    } else if (w in TENS) {
      if (hasTens || hasFraction) break;
      if (hasUnit) {
        // "four fifty thousand": a colloquial 450 thousand, trusted only before a scale word.
        const afterTens = isNumberWord(words[pos + 1]) && (words[pos + 1] ?? '') in UNITS ? pos + 2 : pos + 1;
        const scaleFollows = wordScale(words[afterTens]) !== undefined && words[afterTens] !== 'million';
        if (hasHundred || group > 9 || group < 1 || lastScale !== Infinity || !scaleFollows) break;
        group = group * 100;
        hasHundred = true;
        hasUnit = false;
      }
      group += TENS[w] ?? 0;
      hasTens = true;
    } else if (w === 'hundred') {
      if (hasHundred || hasFraction || !(group > 0 && group < 100)) break;
      group *= 100;
      hasHundred = true;
      hasTens = hasUnit = false;
    } else if (w in SCALES || w in CLOSING_SCALES) {
      const scale = SCALES[w] ?? CLOSING_SCALES[w] ?? 1;
      if (!(group > 0) || scale >= lastScale) break;
      closeScale(scale);
      if (w in CLOSING_SCALES) {
        money = true;
        pos += 1;
        end = pos;
        break;
      }
    } else if (w === 'point') {
      const decimals: string[] = [];
      let k = pos + 1;
      for (; (words[k] ?? '') in SPOKEN_DIGITS; k++) decimals.push(String(SPOKEN_DIGITS[words[k] ?? ''] ?? 0));
      if (!any || hasFraction || decimals.length === 0 || lastScale !== Infinity) break;
      group += Number(`0.${decimals.join('')}`);
      hasFraction = hasUnit = hasTens = true;
      pos = end = k;
      continue;
    } else if (w === 'and') {
      const w1 = words[pos + 1];
      const fraction = w1 === 'a' ? FRACTIONS[words[pos + 2] ?? ''] : undefined;
      if (fraction !== undefined && any) {
        if (group === 0 && lastScale !== Infinity) {
          // "a million and a half"
          total += fraction * lastScale;
          end = pos + 3;
          break;
        }
        if (group > 0 && !hasFraction && !hasHundred && lastScale === Infinity) {
          // "two and a half million"
          group += fraction;
          hasFraction = hasUnit = hasTens = true;
          pos = end = pos + 3;
          continue;
        }
        break;
      }
      // "a hundred and fifty", "a million and twenty thousand": 'and' joins only inside a number,
      // so "two million and twelve creditors" stays two numbers.
      const smallerScaleAhead = words
        .slice(pos + 2, pos + 6)
        .some((x) => (SCALES[x] ?? CLOSING_SCALES[x] ?? Infinity) < lastScale);
      const joins =
        isNumberWord(w1) &&
        ((hasHundred && !hasTens && !hasUnit && lastScale === Infinity) ||
          (group === 0 && lastScale !== Infinity && smallerScaleAhead));
      if (!joins) break;
      pos += 1;
      continue;
    } else if (w === 'dozen') {
      if (!(group > 0 && group <= 10) || hasHundred || lastScale !== Infinity) break;
      group *= 12;
      pos = end = pos + 1;
      break;
    } else if (
      w === 'quarters' &&
      words[pos + 1] === 'of' &&
      words[pos + 2] === 'a' &&
      wordScale(words[pos + 3]) !== undefined
    ) {
      // "three quarters of a million"
      if (!(group >= 1 && group <= 3) || hasHundred) break;
      group = group / 4;
      hasFraction = true;
      pos += 3;
      continue;
    } else {
      break;
    }
    any = true;
    pos += 1;
    end = pos;
  }
  if (!any || end === i) return undefined;
  // "hundred percent sure" (its "a" lost) is no amount: a bare hundred needs a scale after it.
  if (bare && !options.impliedOne && topScale < 1000) return undefined;
  const value = total + group;
  if (!Number.isFinite(value)) return undefined;
  return withCurrency(words, { value, next: end, scale: topScale, money });
}

function withCurrency(words: readonly string[], parsed: ParsedNumber): ParsedNumber {
  if (CURRENCY.has(words[parsed.next] ?? '')) return { ...parsed, next: parsed.next + 1, money: true };
  return parsed;
}

/** Parses a whole phrase ("two point five million dollars"); undefined unless all of it is a number. */
export function parseNumberPhrase(phrase: string | readonly string[]): number | undefined {
  const words = typeof phrase === 'string' ? tokenize(phrase).map((t) => t.text) : phrase.map((w) => w.toLowerCase());
  const parsed = parseNumberAt(withHomophones(words), 0);
  return parsed && parsed.next === words.length ? parsed.value : undefined;
}

/**
 * Replaces "to"/"for"/"won" by the digit word when a number word follows ("for hundred thousand"),
 * for a phrase already known to be a number. In running text the context decides instead
 * (recogniser-slips.ts).
 */
export function withHomophones(words: readonly string[]): string[] {
  return words.map((w, i) => {
    const digit = MISHEARD_DIGITS[w];
    return digit && HOMOPHONE_CONTEXT.has(words[i + 1] ?? '') ? digit : w;
  });
}
