import { phrases } from '#server/features/voice/language/phrase-list.js';
import { phraseLengthAt, type Token } from './tokenize.js';

/**
 * Whether a fact is denied: "no lawsuits", "we haven't been sued", "nobody has suggested
 * bankruptcy". Looks a few words back within the sentence; a "but" in between ends the denial
 * ("no lawsuits but one judgment").
 */
const NEGATORS = phrases`
  no, not, never, none, haven't, havent, hasn't, hasnt, don't, dont, doesn't, doesnt, didn't, didnt, aren't, isn't,
  wasn't, weren't, without, zero, nobody, no one, neither, nor, won't, have not, has not, do not, did not, are not,
  is not
`;
const BREAKS = new Set(['but', 'however', 'although', 'though', 'except', 'only']);

export function isNegated(tokens: readonly Token[], index: number, window = 4): boolean {
  for (let k = index - 1; k >= 0 && k >= index - window; k--) {
    const token = tokens[k];
    if (!token || token.sentenceEnd || BREAKS.has(token.text)) return false;
    if (phraseLengthAt(tokens, k, NEGATORS) > 0) return true;
  }
  return false;
}
