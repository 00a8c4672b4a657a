import { isNegated } from './negation.js';
import { phrases } from '#server/features/voice/language/phrase-list.js';
import { phraseLengthAt, type Token } from './tokenize.js';

/**
 * Whether bankruptcy was suggested or considered (question 6), and whether the caller wants it.
 * Read in a window around each mention of bankruptcy, since callers answer in either order
 * ("my attorney suggested bankruptcy" / "bankruptcy was suggested by our CPA").
 */
export interface BankruptcyStance {
  suggested: boolean;
  considered: boolean;
  /** The caller does not want it ("we don't want to", "last resort", "trying to avoid it"). */
  unwanted: boolean;
  /** Said it was neither suggested nor considered. */
  notConsidered: boolean;
  filed: boolean;
  /** Token range of the first mention of bankruptcy (for the field's word confidences). */
  first: number;
  next: number;
}

const CUES = phrases`
  bankruptcy, bankrupt, bankruptcies, chapter seven, chapter eleven, chapter thirteen, chapter 7, chapter 11,
  chapter 13
`;
const SUGGESTED = phrases`
  suggested, suggest, suggesting, recommended, recommend, recommending, advised, told us to, told me to, brought up,
  mentioned, said we should, said i should, pushing us, pushing me, telling us to, telling me to, pushed,
  brought it up, brought that up, come up, came up, comes up, raised, mentioned it
`;
const CONSIDERED = phrases`
  considered, consider, considering, thought about, thinking about, looked into, looking into, on the table,
  talked about, discussed, crossed my mind, crossed our minds, explored, talked to, spoke to, spoke with, met with,
  consulted, talking to
`;
const UNWANTED = phrases`
  don't want, do not want, dont want, didn't want, avoid, avoiding, rather not, last resort, not an option,
  not interested, refuse, won't, will not, not going to, no way, prefer not, stay out of, keep out of, not want,
  wouldn't, hope not, not what we want, not going, prefer to restructure, rather restructure, would rather not
`;
const FILED = ['filed for', 'filed bankruptcy', 'filed chapter', 'already filed'];
/** A sentence starting with these still answers the same question. */
const CONTINUES = new Set(['but', 'however', 'although', 'though']);
const ANSWER_NO = new Set(['no', 'nope', 'never', 'not']);
const BEFORE = 8;
const AFTER = 12;

export function extractBankruptcy(tokens: readonly Token[]): BankruptcyStance | undefined {
  const stance: BankruptcyStance = {
    suggested: false,
    considered: false,
    unwanted: false,
    notConsidered: false,
    filed: false,
    first: -1,
    next: -1,
  };
  let mentioned = false;
  for (let i = 0; i < tokens.length; i++) {
    const length = phraseLengthAt(tokens, i, CUES);
    if (length === 0) continue;
    if (!mentioned) {
      stance.first = i;
      stance.next = i + length;
    }
    mentioned = true;
    for (const k of windowAround(tokens, i, length)) {
      if (phraseLengthAt(tokens, k, UNWANTED) > 0) stance.unwanted = true;
      if (phraseLengthAt(tokens, k, FILED) > 0 && !isNegated(tokens, k)) stance.filed = true;
      for (const [list, key] of [
        [SUGGESTED, 'suggested'],
        [CONSIDERED, 'considered'],
      ] as const) {
        if (phraseLengthAt(tokens, k, list) === 0) continue;
        if (isNegated(tokens, k, 3)) stance.notConsidered = true;
        else stance[key] = true;
      }
    }
    // "Bankruptcy? No, never." answers the question with a no.
    const next = tokens[i + length];
    if (next && ANSWER_NO.has(next.text) && !tokens[i + length - 1]?.sentenceEnd) stance.notConsidered = true;
    if (isNegated(tokens, i, 3) && !stance.suggested && !stance.considered) stance.notConsidered = true;
    i += length - 1;
  }
  if (!mentioned) return undefined;
  const anything = stance.suggested || stance.considered || stance.unwanted || stance.notConsidered || stance.filed;
  return anything ? stance : undefined;
}

/** Token indexes around a mention, within its sentence. */
function windowAround(tokens: readonly Token[], index: number, length: number): number[] {
  const out: number[] = [];
  for (let k = index - 1; k >= 0 && k >= index - BEFORE && !tokens[k]?.sentenceEnd; k--) out.push(k);
  const last = tokens[index + length - 1];
  if (last?.sentenceEnd && !CONTINUES.has(tokens[index + length]?.text ?? '')) return out;
  for (let k = index + length; k < tokens.length && k < index + length + AFTER; k++) {
    out.push(k);
    // "It was suggested. But we don't want that.": the next sentence goes on when it opens with "but".
    if (tokens[k]?.sentenceEnd && !CONTINUES.has(tokens[k + 1]?.text ?? '')) break;
  }
  return out;
}
