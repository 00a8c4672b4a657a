import { INDUSTRY_WORDS, LEGAL_FORM_WORDS, NAME_WORDS } from '#server/features/voice/language/business-words.js';
import { FIRST_NAMES } from '#server/features/voice/language/first-names.js';
import { LAST_NAMES } from '#server/features/voice/language/last-names.js';

/**
 * Splits a domain's name into words: "goldbergstaffing" → goldberg staffing, "blueridgetrucking"
 * → blue ridge trucking, "smithandsonsllc" → smith and sons llc. Domains are written without
 * spaces, so the split with the lowest cost wins, where a known word is cheap and an unknown
 * stretch (a surname the lists lack, "walsh", or initials, "jm") costs more the longer it is:
 *
 * - a word the caller's own address gives (the "goldberg" of rachel.goldberg@…), "and", "of",
 *   "the" and a legal form at the very end: 0.5
 * - a business word, or a first or last name of four letters or more: 1
 * - an unknown stretch: 2 + 0.25 per letter
 *
 * So a known word is split off an unknown stretch only when it is five letters or longer ("gold"
 * stays inside "goldberg", "staffing" does not), and short words never break a surname apart
 * ("newman" is not new man). Ties go to fewer words.
 */
export type DomainWordKind = 'caller' | 'business' | 'name' | 'legal' | 'digits' | 'unknown';

export interface DomainWord {
  text: string;
  kind: DomainWordKind;
}

const CONNECTORS = new Set(['and', 'of', 'the']);
const UNKNOWN_BASE = 2;
const UNKNOWN_PER_LETTER = 0.25;
const MAX_KNOWN_LENGTH = 24;
/** A domain label is at most 63 characters; longer text is not a domain name. */
const MAX_LABEL = 63;

/** The label's words; hyphens split it first ("goldberg-staffing"). */
export function splitDomainLabel(label: string, callerWords: readonly string[] = []): DomainWord[] {
  const caller = new Set(callerWords.map((w) => w.toLowerCase()).filter((w) => w.length >= 2));
  return label
    .toLowerCase()
    .slice(0, MAX_LABEL)
    .split('-')
    .filter((piece) => /^[a-z0-9]+$/.test(piece))
    .flatMap((piece) => segment(piece, caller));
}

interface Step {
  cost: number;
  words: number;
  from: number;
  word: DomainWord | undefined;
}

function segment(piece: string, caller: ReadonlySet<string>): DomainWord[] {
  const best: Step[] = [{ cost: 0, words: 0, from: -1, word: undefined }];
  for (let end = 1; end <= piece.length; end++) {
    let chosen: Step | undefined;
    for (let start = 0; start < end; start++) {
      const before = best[start];
      const text = piece.slice(start, end);
      const priced = price(text, caller, end === piece.length);
      if (!before || !priced) continue;
      const step = { cost: before.cost + priced.cost, words: before.words + 1, from: start, word: priced.word };
      if (!chosen || step.cost < chosen.cost - 1e-9 || (step.cost < chosen.cost + 1e-9 && step.words < chosen.words))
        chosen = step;
    }
    best.push(chosen ?? { cost: Infinity, words: 0, from: -1, word: undefined });
  }
  const out: DomainWord[] = [];
  for (let at = piece.length; at > 0;) {
    const step = best[at];
    if (!step?.word || step.from < 0) return [{ text: piece, kind: 'unknown' }];
    out.unshift(step.word);
    at = step.from;
  }
  return out;
}

/** What one stretch of the label costs as a word; undefined when it cannot be one. */
function price(
  text: string,
  caller: ReadonlySet<string>,
  atEnd: boolean,
): { cost: number; word: DomainWord } | undefined {
  // Digits stand alone, with an ordinal's ending ("1st", "24hr" is not a word and stays unknown).
  if (/^\d+(st|nd|rd|th)?$/.test(text)) return { cost: 1, word: { text, kind: 'digits' } };
  if (/\d/.test(text)) return undefined;
  if (text.length <= MAX_KNOWN_LENGTH) {
    if (caller.has(text)) return { cost: 0.5, word: { text, kind: 'caller' } };
    if (CONNECTORS.has(text)) return { cost: 0.5, word: { text, kind: 'business' } };
    if (LEGAL_FORM_WORDS.has(text)) return atEnd ? { cost: 0.5, word: { text, kind: 'legal' } } : undefined;
    if (INDUSTRY_WORDS.has(text) || NAME_WORDS.has(text)) return { cost: 1, word: { text, kind: 'business' } };
    if (text.length >= 4 && (FIRST_NAMES.has(text) || LAST_NAMES.has(text)))
      return { cost: 1, word: { text, kind: 'name' } };
  }
  return { cost: UNKNOWN_BASE + UNKNOWN_PER_LETTER * text.length, word: { text, kind: 'unknown' } };
}
