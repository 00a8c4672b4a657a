import { isNegated } from './negation.js';
import type { NumberSpan } from './number-words.js';
import { phrases, words } from '#server/features/voice/language/phrase-list.js';
import { phraseLengthAt, type Token } from './tokenize.js';

/**
 * Lawsuits, judgments, liens and collection actions (question 3), said or denied. "No lawsuits,
 * judgments or liens" denies the whole list; "two lawsuits" keeps its count for the summary.
 */
export type LegalKind = 'lawsuit' | 'judgment' | 'lien' | 'levy' | 'collections';

export interface LegalItem {
  kind: LegalKind;
  /** Said with a number ("two lawsuits"); absent for "a lawsuit" or a verb ("they sued us"). */
  count?: number;
  /** Said in the plural without a number ("lawsuits"). */
  plural: boolean;
  /** An IRS or tax lien/levy. */
  tax: boolean;
}

export interface LegalFacts {
  present: LegalItem[];
  /** Kinds the caller said they do not have. */
  denied: LegalKind[];
  /** Token ranges of the mentions read, said or denied (for the field's word confidences). */
  mentions: Array<{ first: number; next: number }>;
}

const FORMS: ReadonlyArray<readonly [LegalKind, readonly string[]]> = [
  [
    'lawsuit',
    phrases`lawsuit, lawsuits, law suit, law suits, suit, suits, sued, suing, legal action, legal actions, to court`,
  ],
  ['judgment', phrases`judgment, judgments, judgement, judgements, confession of judgment, confessions of judgment`],
  ['lien', phrases`lien, liens, ucc lien, ucc liens, tax lien, tax liens`],
  [
    'levy',
    phrases`levy, levies, levied, garnishment, garnishments, garnished, garnishing, froze our account, froze, frozen`,
  ],
  ['collections', phrases`collections, collection action, collection actions, collection calls, in collection`],
];
/** Said right after the topic, these deny it: "lawsuits? No." */
const ANSWER_NO = new Set(words`no none nope nothing`);
/** Between two items of one list ("no lawsuits, judgments or liens"). */
const LIST_JOINERS = new Set(words`or and nor any`);
/** "to avoid a lawsuit", "threatening a judgment": feared, not faced. */
const FEARED = new Set(words`avoid avoiding prevent threatening threatened threaten possible potential`);
/** "monthly collections", "patient collections": income, not a collection action. */
const INCOME_BEFORE = new Set(words`monthly weekly daily annual yearly our patient insurance total`);
/** May stand between a count and the item: "two tax liens", "three pending lawsuits". */
const COUNT_MODIFIERS = new Set(words`tax ucc pending active different default`);
const TAX_WORDS = new Set(words`tax irs state`);

interface Occurrence {
  kind: LegalKind;
  index: number;
  length: number;
  negated: boolean;
  item: LegalItem;
}

export function extractLegal(tokens: readonly Token[], numbers: readonly NumberSpan[]): LegalFacts {
  const found: Occurrence[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const match = FORMS.map(([kind, forms]) => ({ kind, length: phraseLengthAt(tokens, i, forms) })).find(
      (m) => m.length > 0,
    );
    if (!match) continue;
    if (match.kind === 'collections' && INCOME_BEFORE.has(tokens[i - 1]?.text ?? '')) continue;
    const negated =
      continuesDeniedList(tokens, found[found.length - 1], i) ||
      isNegated(tokens, i) ||
      onlyFeared(tokens, i) ||
      answeredNo(tokens, i + match.length);
    found.push({ ...match, index: i, negated, item: describeItem(tokens, numbers, match.kind, i, match.length) });
    i += match.length - 1;
  }
  return summarise(found);
}

function describeItem(
  tokens: readonly Token[],
  numbers: readonly NumberSpan[],
  kind: LegalKind,
  index: number,
  length: number,
): LegalItem {
  const modified = COUNT_MODIFIERS.has(tokens[index - 1]?.text ?? '');
  const count = numbers.find((n) => n.next === index || (modified && n.next === index - 1));
  const said = tokens.slice(index, index + length).map((t) => t.text);
  const tax = [1, 2, 3].some((k) => TAX_WORDS.has(tokens[index - k]?.text ?? '')) || said.includes('tax');
  return {
    kind,
    ...(count && count.value > 1 ? { count: count.value } : {}),
    plural: said.some((w) => w.endsWith('s')),
    tax,
  };
}

/** A list carries its denial along: "no lawsuits, judgments or liens". */
function continuesDeniedList(tokens: readonly Token[], previous: Occurrence | undefined, index: number): boolean {
  if (!previous?.negated) return false;
  const gap = index - (previous.index + previous.length);
  const joiner = tokens[index - 1];
  return gap === 0 || (gap === 1 && (LIST_JOINERS.has(joiner?.text ?? '') || joiner?.pauseAfter === true));
}

function onlyFeared(tokens: readonly Token[], index: number): boolean {
  for (let k = index - 1; k >= 0 && k >= index - 3 && !tokens[k]?.sentenceEnd; k--) {
    if (FEARED.has(tokens[k]?.text ?? '')) return true;
  }
  return false;
}

function answeredNo(tokens: readonly Token[], after: number): boolean {
  const next = tokens[after];
  if (!next || !ANSWER_NO.has(next.text) || tokens[after - 1]?.sentenceEnd) return false;
  // "lawsuits no judgments yes" is a list, not an answer: a bare "no" must end the thought.
  const then = tokens[after + 1];
  return (
    next.text !== 'no' || !then || next.pauseAfter || ['we', 'not', 'none', 'there', 'i', 'nothing'].includes(then.text)
  );
}

function summarise(found: readonly Occurrence[]): LegalFacts {
  const present: LegalItem[] = [];
  const denied: LegalKind[] = [];
  for (const [kind] of FORMS) {
    const mine = found.filter((o) => o.kind === kind);
    const said = mine.filter((o) => !o.negated);
    // The mention that says how many ("two lawsuits"), else the first: later ones are often
    // the goal ("stop the lawsuits") and say nothing about how many there are.
    const best = said.find((o) => o.item.count !== undefined) ?? said[0];
    if (best) present.push({ ...best.item, tax: said.some((o) => o.item.tax) });
    else if (mine.length > 0) denied.push(kind);
  }
  return { present, denied, mentions: found.map((o) => ({ first: o.index, next: o.index + o.length })) };
}
