import { INDUSTRY_WORDS } from '#server/features/voice/language/business-words.js';
import { COMMON_WORDS } from '#server/features/voice/language/common-words.js';
import { phrases, words } from '#server/features/voice/language/phrase-list.js';
import { TOP_LEVEL_DOMAINS } from '#server/features/voice/language/top-level-domains.js';
import { isMailServiceName } from './company-domain.js';
import { companyName } from './title-case.js';
import { phraseLengthAt, type Token } from './tokenize.js';

/**
 * The caller's company (question 1). Read after a cue that introduces it ("owner of…", "we run…",
 * "a company called…", "John from…"), or backwards from a legal suffix ("… LLC") or an industry
 * word ("Smith Construction"). A description ("a small trucking company", "my own business") is
 * not a name and is left out, and so is a mail service or a placeholder heard where a company
 * would be ("rachel goldberg at gmail dot com", "from example": company-domain.ts); a company's
 * own spoken domain gives its name ("walsh excavating dot com" → Walsh Excavating).
 */
export interface CompanyMatch {
  name: string;
  first: number;
  next: number;
  /** Which rule found it, for the field's confidence (field-confidence.ts). */
  rule: CompanyRule;
}

/** "called …", "owner of …", "John from …", backwards from "LLC", backwards from "Roofing". */
export type CompanyRule = 'named' | 'role' | 'after-name' | 'legal-suffix' | 'industry';

/** Cues in order of trust: a name said as a name beats a role, which beats "with"/"from". */
const NAMING_CUES = phrases`
  called, named, company name is, business name is, name of the company is, name of my company is, doing business as,
  dba
`;
const ROLE_CUES = phrases`
  owner of, owners of, co owner of, president of, ceo of, cfo of, coo of, founder of, co founder of, cofounder of,
  partner at, partner in, partner of, manager at, manager of, director of, controller at, controller for,
  bookkeeper for, cfo at, ceo at, coo at, owner at, president at, i own, we own, i run, we run, i operate, we operate,
  work for, i work at, here at, over at, behalf of, i'm with, manager for, president for, owner for, partner with
`;
const AFTER_NAME_CUES = ['with', 'from', 'at', 'of'];
/** Said between the name and "from"/"with": "Samantha Cole calling from…". */
const BEFORE_AFTER_NAME_CUE = new Set(['calling', 'here', 'speaking', 'over']);

const LEGAL_SUFFIXES = new Set(['llc', 'inc', 'incorporated', 'corp', 'corporation', 'ltd', 'pllc', 'llp', 'lp', 'pc']);
/** Words that describe a business without naming it ("a small family trucking company"). */
const GENERIC = new Set(words`
  company business firm the our my a an small family local commercial residential general custom own new little
  construction roofing trucking plumbing restaurant restaurants services group shop store practice agency
  it this that one bank banks mca mcas funding lending finance financing collection collections credit card cards
  loan loans cash advance factoring insurance leasing equipment tax irs sba lender lenders creditor creditors
`);
/** Words a company name never continues into. */
const STOP = new Set(words`
  in out located based we i i'm we're we've i've our my it it's which that who for since here there
  um uh so but just is are was were has have had been total owe owed about right now currently today
  down up over a an you your they their this these those also as to by doing with from when where
  what while because if then on at
`);
const MAX_WORDS = 5;

export function extractCompany(tokens: readonly Token[], nameEnd = -1): CompanyMatch | undefined {
  return (
    afterCue(tokens, NAMING_CUES, 'named') ??
    afterCue(tokens, ROLE_CUES, 'role') ??
    afterName(tokens, nameEnd) ??
    beforeAnchor(tokens, LEGAL_SUFFIXES, nameEnd, 'legal-suffix') ??
    beforeAnchor(tokens, INDUSTRY_WORDS, nameEnd, 'industry')
  );
}

function afterCue(tokens: readonly Token[], cues: readonly string[], rule: CompanyRule): CompanyMatch | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const length = phraseLengthAt(tokens, i, cues);
    if (length === 0 || tokens[i + length - 1]?.sentenceEnd) continue;
    const match = readForward(tokens, i + length, rule);
    if (match) return match;
  }
  return undefined;
}

/** "This is John Smith with Acme Roofing": right after the caller's name. */
function afterName(tokens: readonly Token[], nameEnd: number): CompanyMatch | undefined {
  if (BEFORE_AFTER_NAME_CUE.has(tokens[nameEnd]?.text ?? '') && !tokens[nameEnd]?.pauseAfter) nameEnd += 1;
  const cue = tokens[nameEnd];
  if (nameEnd < 0 || !cue || !AFTER_NAME_CUES.includes(cue.text) || tokens[nameEnd - 1]?.sentenceEnd) return undefined;
  return readForward(tokens, nameEnd + 1, 'after-name');
}

function readForward(tokens: readonly Token[], from: number, rule: CompanyRule): CompanyMatch | undefined {
  let i = from;
  if (tokens[i]?.text === 'the') i += 1;
  const start = i;
  const words: Token[] = [];
  while (words.length < MAX_WORDS) {
    const token = tokens[i];
    if (!token) break;
    const previous = tokens[i - 1];
    const isSuffix = LEGAL_SUFFIXES.has(token.text);
    // "Smith Construction, LLC": the comma does not end the name when a legal suffix follows.
    if (words.length > 0 && previous?.pauseAfter && !(isSuffix && !previous.sentenceEnd)) break;
    if (token.text === 'and' || token.text === '&') {
      // "Smith and Sons": 'and' joins two name words, not a name and the rest of the sentence.
      const nextWord = tokens[i + 1];
      if (words.length === 0 || !nextWord || STOP.has(nextWord.text) || isPlainWord(nextWord.text)) break;
    } else if (token.kind !== 'word' && token.kind !== 'number') {
      break;
    } else if ((STOP.has(token.text) || isPlainWord(token.text)) && !isSuffix) {
      break;
    }
    words.push(token);
    i += 1;
    if (isSuffix) break;
  }
  return accept(words, start, rule);
}

/** Reads backwards from an anchor word: "… smith construction llc" → "Smith Construction LLC". */
function beforeAnchor(
  tokens: readonly Token[],
  anchors: ReadonlySet<string>,
  nameEnd: number,
  rule: CompanyRule,
): CompanyMatch | undefined {
  for (let k = 0; k < tokens.length; k++) {
    const anchor = tokens[k];
    if (!anchor || !anchors.has(anchor.text) || k < nameEnd) continue;
    // Take further business words and a legal suffix along: "Green Leaf Cleaning Services LLC".
    let end = k + 1;
    while (
      end < k + 3 &&
      !tokens[end - 1]?.pauseAfter &&
      (anchors.has(tokens[end]?.text ?? '') || LEGAL_SUFFIXES.has(tokens[end]?.text ?? ''))
    )
      end += 1;
    let start = k;
    // A lone industry word ("a salon") describes the business; a name needs a word before it.
    while (start > Math.max(nameEnd, 0) && k - start < MAX_WORDS - 1) {
      const before = tokens[start - 1];
      if (!before || before.pauseAfter) break;
      // "Smith and Sons", "Cole & Reyes": a joining word inside the name, with a name word before it.
      const joins = (before.text === 'and' || before.text === '&') && isNameWord(tokens[start - 2]);
      if (!joins && !isNameWord(before)) break;
      start -= 1;
    }
    const match = start < k ? accept(tokens.slice(start, end), start, rule) : undefined;
    if (match) return match;
  }
  return undefined;
}

/** A word that can be part of a company name read backwards from its anchor. */
function isNameWord(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    token.kind === 'word' &&
    !token.pauseAfter &&
    !STOP.has(token.text) &&
    !isPlainWord(token.text)
  );
}

/** An everyday word ("one", "really") that no company name continues into; business words may. */
function isPlainWord(word: string): boolean {
  return COMMON_WORDS.has(word) && !INDUSTRY_WORDS.has(word) && !['company', 'business', 'firm', 'co'].includes(word);
}

const SPOKEN_TLDS = new Set(TOP_LEVEL_DOMAINS);

function accept(words: readonly Token[], first: number, rule: CompanyRule): CompanyMatch | undefined {
  const said = words.map((t) => t.text).join(' ');
  if (isMailServiceName(said)) return undefined;
  // "… walsh excavating dot com": the name is the part before the spoken domain's "dot".
  const dot = words.findIndex((t, i) => i > 0 && t.text === 'dot' && SPOKEN_TLDS.has(words[i + 1]?.text ?? ''));
  const trimmed = dot > 0 ? words.slice(0, dot) : [...words];
  while (trimmed.length && ['and', '&', 'of', 'the'].includes(trimmed[trimmed.length - 1]?.text ?? '')) trimmed.pop();
  const named = trimmed.some(
    (t) => t.kind === 'word' && !GENERIC.has(t.text) && !LEGAL_SUFFIXES.has(t.text) && !COMMON_WORDS.has(t.text),
  );
  const startsLikeDescription = GENERIC.has(trimmed[0]?.text ?? '') && !/^[A-Z]/.test(trimmed[0]?.raw ?? '');
  if (!named || startsLikeDescription) return undefined;
  return { name: companyName(trimmed), first, next: first + trimmed.length, rule };
}
