import { HEDGES, OVER, UNDER } from '#server/features/voice/language/amount-qualifiers.js';
import { SCALES } from '#server/features/voice/language/number-words.js';
import { parseNumberAt } from './number-grammar.js';
import { leadsIntoAmount, resolveMisheardDigits } from './recogniser-slips.js';
import { tokenize, type Token } from './tokenize.js';

export { parseNumberPhrase } from './number-grammar.js';

/**
 * Finds the amounts and counts in a transcript the way people say and recognisers write them:
 * "two point five million", "three hundred grand", "$1.2M", "450k", "one and a half million",
 * "a quarter million", "about a dozen", "a couple", "1,250,000", with the words that qualify
 * them ("about", "just under", "ten to twelve").
 */
export interface NumberSpan {
  value: number;
  /** Index of the first token of the phrase. */
  first: number;
  /** Index of the token after the phrase (trailing "dollars" included). */
  next: number;
  /** Character offsets in the transcript. */
  start: number;
  end: number;
  /** Said or written with a money marker ($, dollars, k, grand) or a size only money has here. */
  isMoney: boolean;
  /** Largest multiplier said ("million" → 1e6), 1 when none. */
  scale: number;
  /** "over two million" / "just under a million": the amount is a bound, not a value. */
  bound?: 'over' | 'under';
  /** "about", "around", "roughly": kept so the summary can say "about". */
  hedged: boolean;
  /** "ten to twelve", "one or two million": the two ends; `value` is their midpoint. */
  range?: [number, number];
  /** Read through a recogniser slip put right ("to million", "hundred and forty thousand"): less sure. */
  repaired?: boolean;
}

/** A year said alone ("since 2019") is not an amount. */
const looksLikeYear = (token: Token | undefined, value: number) =>
  token?.kind === 'number' && /^\d{4}$/.test(token.text) && value >= 1900 && value <= 2099;

/** "forty percent", "a hundred percent sure": a share, never an amount or a count. */
const PERCENT = ['percent', 'per cent', 'percentage'];

/** Every number phrase in the tokens, with the words around it that qualify it. */
export function findNumbers(tokens: readonly Token[]): NumberSpan[] {
  const words = resolveMisheardDigits(tokens.map((t) => t.text));
  const spans: NumberSpan[] = [];
  // A number never runs across a sentence end ("two. Three lenders" are two numbers), so each
  // sentence is parsed on its own; `sentence` holds the words up to the current sentence's end.
  let sentence: readonly string[] = [];
  for (let i = 0; i < tokens.length;) {
    if (i >= sentence.length) sentence = words.slice(0, sentenceEndAfter(tokens, i) + 1);
    // "just under million", "we owe million": after a bound, hedge or debt verb, a scale word
    // that lost its "a" still means one of it.
    const impliedOne = !tokens[i - 1]?.sentenceEnd && leadsIntoAmount(words, i);
    const parsed = parseNumberAt(sentence, i, { impliedOne });
    if (!parsed) {
      i += 1;
      continue;
    }
    if (PERCENT.some((p) => endsWithPhrase(words, parsed.next + p.split(' ').length, p))) {
      i = parsed.next;
      continue;
    }
    const first = tokens[i];
    const last = tokens[parsed.next - 1];
    if (!first || !last) break;
    const big = parsed.value >= 1000 && !looksLikeYear(first, parsed.value);
    const bareStart = (words[i] ?? '') in SCALES || words[i] === 'hundred';
    const repaired = bareStart || tokens.slice(i, parsed.next).some((t, k) => t.text !== words[i + k]);
    spans.push({
      value: parsed.value,
      first: i,
      next: parsed.next,
      start: first.start,
      end: last.end,
      isMoney: parsed.money || big,
      scale: parsed.scale,
      bound: boundBefore(words, i),
      hedged: HEDGES.some((h) => endsWithPhrase(words, i, h)) || hedgeBeforeBound(words, i),
      ...(repaired ? { repaired } : {}),
    });
    i = parsed.next;
  }
  return mergeRanges(spans, words);
}

function sentenceEndAfter(tokens: readonly Token[], from: number): number {
  for (let k = from; k < tokens.length; k++) if (tokens[k]?.sentenceEnd) return k;
  return tokens.length - 1;
}

function endsWithPhrase(words: readonly string[], index: number, phrase: string): boolean {
  const parts = phrase.split(' ');
  return parts.every((part, k) => words[index - parts.length + k] === part);
}

function boundBefore(words: readonly string[], index: number): 'over' | 'under' | undefined {
  const longest = (list: string[]) =>
    Math.max(0, ...list.filter((p) => endsWithPhrase(words, index, p)).map((p) => p.split(' ').length));
  const over = longest(OVER);
  const under = longest(UNDER);
  if (over === 0 && under === 0) return undefined;
  return over >= under ? 'over' : 'under';
}

/** "around just under": the hedge sits before the bound word. */
function hedgeBeforeBound(words: readonly string[], index: number): boolean {
  const bound = [...OVER, ...UNDER].find((p) => endsWithPhrase(words, index, p));
  if (!bound) return false;
  const before = index - bound.split(' ').length;
  return HEDGES.some((h) => endsWithPhrase(words, before, h));
}

/** "ten to twelve creditors", "one or two million": one span for both ends, valued at the midpoint. */
function mergeRanges(spans: NumberSpan[], words: readonly string[]): NumberSpan[] {
  const out: NumberSpan[] = [];
  for (let k = 0; k < spans.length; k++) {
    const a = spans[k];
    const b = spans[k + 1];
    if (!a) continue;
    const joiner = b && b.first === a.next + 1 ? words[a.next] : undefined;
    const isBetween = joiner === 'and' && words[a.first - 1] === 'between';
    if (!b || !(joiner === 'to' || joiner === 'or' || isBetween)) {
      out.push(a);
      continue;
    }
    const low = lowEnd(a, b);
    const sameKind = low === a.value ? a.isMoney === b.isMoney && a.scale === b.scale : true;
    if (!sameKind || !(low < b.value) || b.value > low * 10) {
      out.push(a);
      continue;
    }
    out.push({
      ...b,
      first: a.first,
      start: a.start,
      value: (low + b.value) / 2,
      range: [low, b.value],
      bound: a.bound,
      hedged: a.hedged || b.hedged || isBetween,
      ...(a.repaired || b.repaired ? { repaired: true } : {}),
    });
    k += 1;
  }
  return out;
}

/** The low end said without its scale takes the high end's: "five or six hundred thousand". */
function lowEnd(a: NumberSpan, b: NumberSpan): number {
  if (a.scale !== 1 || a.value >= 1000 || b.value < 100) return a.value;
  const multiplier = [b.scale, b.scale * 100, 100].find((m) => a.value * m < b.value && a.value * m * 10 > b.value);
  return multiplier ? a.value * multiplier : a.value;
}

/** A money amount found in free text, with a little surrounding text for people reading logs. */
export interface AmountMatch extends NumberSpan {
  text: string;
  context: string;
}

/** Candidate money amounts in a transcript, in order of appearance. */
export function findAmounts(text: string): AmountMatch[] {
  return findNumbers(tokenize(text))
    .filter((span) => span.isMoney)
    .map((span) => ({
      ...span,
      text: text.slice(span.start, span.end),
      context: text.slice(Math.max(0, span.start - 40), Math.min(text.length, span.end + 40)).trim(),
    }));
}
