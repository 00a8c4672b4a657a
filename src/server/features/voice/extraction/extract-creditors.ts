import type { NumberSpan } from './number-words.js';
import { phrases } from '#server/features/voice/language/phrase-list.js';
import { phraseLengthAt, type Token } from './tokenize.js';

/**
 * How many creditors the caller has (question 5). Read from a count said before a creditor word
 * ("twelve creditors", "about a dozen different lenders"), or after one ("creditors… around
 * fifteen"). When only kinds are counted ("four MCAs, two bank loans and an SBA loan") the kinds
 * said together are added up. A count tied to a lawsuit ("one lender has sued us") is about the
 * lawsuit, not the number of creditors.
 */
export interface CreditorCount {
  count: number;
  bound?: 'over' | 'under';
  hedged: boolean;
  /** "ten to twelve creditors": both ends; `count` is the midpoint. */
  range?: [number, number];
  /** Token range of the count (of the whole list, for kinds added up). */
  first: number;
  next: number;
  /** Which rule found it, for the field's confidence (field-confidence.ts). */
  rule: CreditorRule;
}

/** "twelve creditors", "creditors… about fifteen", "… so six total", "four MCAs and two bank loans". */
export type CreditorRule = 'counted' | 'after-word' | 'total' | 'kinds';

/** Words that name creditors in general. */
const GENERIC = phrases`
  creditors, creditor, lenders, funders, companies, different companies, people, vendors and lenders
`;
/** Words that name one kind of creditor; counted together when no general count is given. */
const KINDS = phrases`
  mcas, mca loans, mca lenders, merchant cash advances, cash advances, advances, banks, bank loans, loans,
  credit cards, cards, collection agencies, collectors, vendors, suppliers, lines of credit, leases, sba loans,
  equipment loans, landlords, factoring companies
`;
/** The singular kinds, counted only inside a list of kinds ("… and an SBA loan"). */
const SINGLE_KINDS = phrases`
  mca, mca loan, bank loan, loan, credit card, collection agency, line of credit, lease, sba loan, equipment loan,
  advance, lender, funder, creditor
`;
const MODIFIERS = new Set(phrases`
  different, separate, other, total, main, major, active, outstanding, merchant, business, small, big, private,
  online, individual, unsecured, secured, current, open, or, so, plus, some, of, these, those, mca, hard, money, odd,
  more, maybe
`);
/** A count after one of these is about a lawsuit: "two creditors have sued us". */
const LEGAL_AFTER = phrases`
  sued, suing, filed, have sued, has sued, has filed, have filed, took us to court, are suing, is suing,
  has a judgment, have judgments, put a lien, froze, garnished, levied
`;
/** May stand between the creditor word and its verb: "two lenders already sued". */
const BEFORE_VERB = new Set(['already', 'both', 'all', 'also', 'just', 'recently', 'have', 'has']);
const LEGAL_BEFORE = new Set(phrases`
  judgment, judgments, judgement, judgements, lawsuit, lawsuits, sued, liens, lien, suits
`);
/** What may follow a count said after the creditor word ("creditors, around fifteen of them"). */
const COUNT_ENDERS = new Set(phrases`
  and, we, i, our, my, so, but, or, of, um, uh, in, that, including, plus, mostly, the, all, total, give, right, now,
  at, altogether, currently
`);
const LINKS = new Set(['from', 'by', 'with', 'the', 'our', 'of', 'against', 'us', 'filed', 'brought']);
const AFTER_WINDOW = 7;
const TOTAL_WORDS = ['total', 'in total', 'altogether', 'all together', 'in all', 'all told'];
const TOTAL_CONTEXT = 15;
const CHAIN_GAP = 12;

interface Mention {
  span: NumberSpan;
  nounEnd: number;
}

export function extractCreditorCount(
  tokens: readonly Token[],
  spans: readonly NumberSpan[],
): CreditorCount | undefined {
  const counts = spans.filter((s) => !s.isMoney && s.value > 0 && s.value < 1000);
  const generic = counts.map((s) => countBefore(tokens, s, GENERIC)).filter((m): m is Mention => m !== undefined);
  if (generic.length > 0)
    return toCount(generic.reduce((a, b) => (b.span.value > a.span.value ? b : a)).span, 'counted');
  const after = countAfterGenericWord(tokens, counts);
  if (after) return toCount(after, 'after-word');
  const total = countSaidAsTotal(tokens, counts);
  if (total) return toCount(total, 'total');
  return countKinds(tokens, counts);
}

function toCount(span: NumberSpan, rule: CreditorRule): CreditorCount {
  return {
    count: span.value,
    ...(span.bound ? { bound: span.bound } : {}),
    hedged: span.hedged,
    ...(span.range ? { range: span.range } : {}),
    first: span.first,
    next: span.next,
    rule,
  };
}

/** "twelve creditors", "a dozen different MCA lenders": the noun right after the count. */
function countBefore(tokens: readonly Token[], span: NumberSpan, nouns: readonly string[]): Mention | undefined {
  let i = span.next;
  if (tokens[span.next - 1]?.sentenceEnd) return undefined;
  for (let skipped = 0; skipped < 3 && MODIFIERS.has(tokens[i]?.text ?? '') && !nounAt(tokens, i, nouns); skipped++)
    i += 1;
  const length = nounAt(tokens, i, nouns);
  if (length === 0) return undefined;
  const nounEnd = i + length;
  const legalAfter = legalVerbAfter(tokens, nounEnd);
  const legalBefore = legalWordBefore(tokens, span.first);
  return legalAfter || legalBefore ? undefined : { span, nounEnd };
}

/** "two creditors have sued", "two lenders already filed": the count's own verb, not a later sentence's. */
function legalVerbAfter(tokens: readonly Token[], index: number): boolean {
  const start = BEFORE_VERB.has(tokens[index]?.text ?? '') ? index + 1 : index;
  return !tokens[index - 1]?.sentenceEnd && phraseLengthAt(tokens, start, LEGAL_AFTER) > 0;
}

/** "judgments from two creditors", "sued by three lenders": only linking words in between. */
function legalWordBefore(tokens: readonly Token[], first: number): boolean {
  for (let k = first - 1; k >= 0 && k >= first - 4; k--) {
    const text = tokens[k]?.text ?? '';
    if (LEGAL_BEFORE.has(text)) return !tokens[k]?.sentenceEnd;
    if (!LINKS.has(text) || tokens[k]?.sentenceEnd) return false;
  }
  return false;
}

function nounAt(tokens: readonly Token[], i: number, nouns: readonly string[]): number {
  return phraseLengthAt(tokens, i, nouns);
}

/** "Creditors, we have about fifteen", "number of creditors is around twelve". */
function countAfterGenericWord(tokens: readonly Token[], counts: readonly NumberSpan[]): NumberSpan | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const length = nounAt(
      tokens,
      i,
      GENERIC.filter((n) => n !== 'people' && n !== 'companies'),
    );
    if (length === 0) continue;
    const found = counts.find((s) => {
      if (s.first < i + length || s.first > i + length + AFTER_WINDOW) return false;
      // The count must close its phrase: "fifteen" or "fifteen of them", not "fifteen years".
      const next = tokens[s.next];
      const closes =
        !next ||
        tokens[s.next - 1]?.pauseAfter ||
        COUNT_ENDERS.has(next.text) ||
        nounAt(tokens, s.next, [...GENERIC, ...KINDS]) > 0;
      const crossesSentence = tokens.slice(i, s.first).some((t) => t.sentenceEnd);
      return closes && !crossesSentence;
    });
    if (found) return found;
  }
  return undefined;
}

/** "five of those cash advance people and the bank, so six total": a count closed by "total" after creditor talk. */
function countSaidAsTotal(tokens: readonly Token[], counts: readonly NumberSpan[]): NumberSpan | undefined {
  return counts.find((s) => {
    if (phraseLengthAt(tokens, s.next, TOTAL_WORDS) === 0 || tokens[s.next - 1]?.sentenceEnd) return false;
    const before = tokens.slice(Math.max(0, s.first - TOTAL_CONTEXT), s.first);
    return before.some((_, k) => nounAt(before, k, [...GENERIC, ...KINDS, ...SINGLE_KINDS, 'bank', 'people']) > 0);
  });
}

/** Adds up the kinds said together: "four MCAs, two bank loans and an SBA loan" → 7. */
function countKinds(tokens: readonly Token[], counts: readonly NumberSpan[]): CreditorCount | undefined {
  const plural = counts.map((s) => countBefore(tokens, s, KINDS)).filter((m): m is Mention => m !== undefined);
  const first = plural[0];
  if (!first) return undefined;
  const chain: Mention[] = [first];
  const singles = singleKinds(tokens);
  const candidates = [...plural.slice(1), ...singles].sort((a, b) => a.span.first - b.span.first);
  for (const mention of candidates) {
    const last = chain[chain.length - 1];
    if (!last || mention.span.first <= last.span.first) continue;
    if (mention.span.first - last.nounEnd > CHAIN_GAP) break;
    chain.push(mention);
  }
  const span = first.span;
  const count = chain.reduce((sum, m) => sum + m.span.value, 0);
  return {
    count,
    ...(span.bound ? { bound: span.bound } : {}),
    hedged: chain.some((m) => m.span.hedged),
    first: span.first,
    next: chain[chain.length - 1]?.nounEnd ?? span.next,
    rule: 'kinds',
  };
}

/** "an SBA loan", "a line of credit": one creditor of a kind, as a pseudo-count of 1. */
function singleKinds(tokens: readonly Token[]): Mention[] {
  const out: Mention[] = [];
  tokens.forEach((token, i) => {
    if (token.text !== 'a' && token.text !== 'an' && token.text !== 'one') return;
    const length = nounAt(tokens, i + 1, SINGLE_KINDS);
    if (length === 0 || legalWordBefore(tokens, i)) return;
    if (legalVerbAfter(tokens, i + 1 + length)) return;
    out.push({
      span: {
        value: 1,
        first: i,
        next: i + 1,
        start: token.start,
        end: token.end,
        isMoney: false,
        scale: 1,
        hedged: false,
      },
      nounEnd: i + 1 + length,
    });
  });
  return out;
}
