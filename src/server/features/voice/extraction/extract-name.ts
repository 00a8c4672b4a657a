import { COMMON_WORDS } from '#server/features/voice/language/common-words.js';
import { FIRST_NAMES } from '#server/features/voice/language/first-names.js';
import { phrases, words } from '#server/features/voice/language/phrase-list.js';
import { personName } from './title-case.js';
import { phraseLengthAt, type Token } from './tokenize.js';

/**
 * The caller's own name (question 1). "My name is…" is trusted with any word after it; the
 * looser "this is…", "I'm…", "it's…" and "… here" only with a known first name or a name the
 * recogniser capitalised, so "I'm calling about…" is never a name. A greeting ("Hi Mike") names
 * the listener, not the caller, and is ignored.
 */
export interface NameMatch {
  firstName: string;
  lastName?: string;
  /** Token range of the whole name, so the company reader does not take it as a company. */
  first: number;
  next: number;
  /** Which rule found it, for the field's confidence (field-confidence.ts). */
  cue: NameCue;
}

/** "my name is …", "this is …" / "I'm …", "… here", a full name after "hi". */
export type NameCue = 'strong' | 'weak' | 'here' | 'greeting';

const STRONG_CUES = ['my name is', "my name's", 'my names', 'name is', "name's", 'the name is'];
const WEAK_CUES = phrases`
  this is, i'm, i am, im, it's, its, hi this is, hello this is, yes this is, office of, behalf of
`;
/** Openings after which a full name may follow without a cue ("Hi, Tasha Green, …"). */
const GREETINGS = phrases`hi, hello, hey, hi there, hello there, good morning, good afternoon, good evening`;
/** Skipped before a name: titles and the fillers people say while they think. */
const SKIPPED = new Set(words`mr mister mrs ms miss dr doctor um uh uhm er ah`);
/** Words that may follow a name and show where it ends. */
const AFTER_NAME = new Set(words`from with and owner here calling speaking of at i i'm the`);
const MAX_NAME_WORDS = 3;

const isNameWord = (token: Token | undefined) =>
  token !== undefined && token.kind === 'word' && token.text.length >= 2 && !COMMON_WORDS.has(token.text);

export function extractName(tokens: readonly Token[]): NameMatch | undefined {
  return (
    findAfterCue(tokens, STRONG_CUES, 'strong') ??
    findAfterCue(tokens, WEAK_CUES, 'weak') ??
    findBeforeHere(tokens) ??
    findAfterGreeting(tokens)
  );
}

/**
 * "Hi, Tasha Green, Green Leaf Cleaning…": a full name right after the opening greeting. A
 * greeting with a first name only ("Hi Mike,") is taken as the listener's name and skipped.
 */
function findAfterGreeting(tokens: readonly Token[]): NameMatch | undefined {
  const greeting = phraseLengthAt(tokens, 0, GREETINGS);
  if (greeting === 0) return undefined;
  const match = readName(tokens, greeting, 'greeting');
  if (!match || match.lastName === undefined || !knownOrCapitalised(tokens[match.first])) return undefined;
  return tokens[match.next - 1]?.pauseAfter ? match : undefined;
}

function findAfterCue(tokens: readonly Token[], cues: readonly string[], cue: NameCue): NameMatch | undefined {
  const weak = cue === 'weak';
  for (let i = 0; i < tokens.length; i++) {
    const length = phraseLengthAt(tokens, i, cues);
    if (length === 0 || tokens[i + length - 1]?.sentenceEnd) continue;
    const match = readName(tokens, i + length, cue);
    if (match && (!weak || looksLikeName(tokens, match))) return match;
  }
  return undefined;
}

/** "John Smith here", "Dave speaking": a name at the start of a sentence, before the cue. */
function findBeforeHere(tokens: readonly Token[]): NameMatch | undefined {
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]?.text !== 'here' && tokens[i]?.text !== 'speaking') continue;
    for (const size of [2, 1]) {
      const start = i - size;
      const atSentenceStart =
        start === 0 ||
        tokens[start - 1]?.sentenceEnd ||
        ['hi', 'hey', 'hello', 'yeah', 'yes'].includes(tokens[start - 1]?.text ?? '');
      if (start < 0 || !atSentenceStart) continue;
      const match = readName(tokens, start, 'here');
      if (match && match.next === i && looksLikeName(tokens, match)) return match;
    }
  }
  return undefined;
}

function readName(tokens: readonly Token[], from: number, cue: NameCue): NameMatch | undefined {
  let i = from;
  while (SKIPPED.has(tokens[i]?.text ?? '')) i += 1;
  const start = i;
  const words: Token[] = [];
  while (words.length < MAX_NAME_WORDS) {
    const token = tokens[i];
    if (!token) break;
    const previous = tokens[i - 1];
    if (words.length > 0 && previous?.pauseAfter) break;
    // A middle initial ("John Q Smith") is skipped when a surname follows it.
    if (
      words.length === 1 &&
      token.kind === 'word' &&
      token.text.length === 1 &&
      isNameWord(tokens[i + 1]) &&
      !token.pauseAfter
    ) {
      i += 1;
      continue;
    }
    // "alan fisher fisher family chiropractic": the surname said again starts the company name.
    if (!isNameWord(token) || words.some((w) => w.text === token.text)) break;
    words.push(token);
    i += 1;
  }
  const [first, ...rest] = words;
  if (!first) return undefined;
  return {
    firstName: personName([first]),
    ...(rest.length ? { lastName: personName(rest) } : {}),
    first: start,
    next: i,
    cue,
  };
}

/** A known first name, or a word the recogniser capitalised mid-sentence ("this is Tasha"). */
function knownOrCapitalised(token: Token | undefined): boolean {
  return token !== undefined && (FIRST_NAMES.has(token.text) || /^[A-Z][a-z]/.test(token.raw));
}

/** Evidence for a weak cue: a known first name, a capitalised word, or a clear end of the name. */
function looksLikeName(tokens: readonly Token[], match: NameMatch): boolean {
  if (knownOrCapitalised(tokens[match.first])) return true;
  const after = tokens[match.next];
  return match.next - match.first >= 2 && (after === undefined || AFTER_NAME.has(after.text));
}

/**
 * The answer to question 1 of a guided voicemail ("Your name, title, role, company and
 * background") often starts with the name and no cue: "Diane Foster, owner of Foster
 * Landscaping". Taken when a cue-less full name opens the answer (after a greeting or a filler)
 * and its first name is one the lists know, so "Landscaping business in Ohio" is never a name.
 */
export function extractNameOpeningAnswer(tokens: readonly Token[]): NameMatch | undefined {
  const cued = extractName(tokens);
  if (cued) return cued;
  const start = phraseLengthAt(tokens, 0, GREETINGS);
  const match = readName(tokens, start, 'weak');
  if (!match?.lastName || !FIRST_NAMES.has(tokens[match.first]?.text ?? '')) return undefined;
  return match;
}
