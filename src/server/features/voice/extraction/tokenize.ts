import { TOP_LEVEL_DOMAINS } from '#server/features/voice/language/top-level-domains.js';

/**
 * Splits a transcript into word tokens that keep their place in the original text.
 *
 * Both recogniser styles go through the same path: pocketsphinx gives lower-case words with no
 * punctuation, a hosted model gives cased, punctuated text with digits. Every extractor works on
 * the lower-case `text` and reads `raw` only to keep the speaker's casing ("McDonald", "ABC").
 */
export interface Token {
  /** Lower-case form used for matching ("$2.5m", "mcas", "o'brien"). */
  text: string;
  /** The characters as written in the transcript. */
  raw: string;
  start: number;
  end: number;
  kind: 'word' | 'number' | 'email' | 'domain' | 'symbol';
  /** A sentence ends right after this token (. ! ? ; or a line break). */
  sentenceEnd: boolean;
  /** A comma, colon or dash follows this token: a weaker boundary that still ends a name. */
  pauseAfter: boolean;
  /**
   * Index of the transcript word (the transcript split on single spaces) this token starts in,
   * and of the word it ends in: recognisers give one confidence per such word
   * (transcription/engine.ts, TranscriptWord), so a field finds its words' confidences here.
   */
  wordIndex: number;
  lastWordIndex: number;
}

const TLDS = TOP_LEVEL_DOMAINS.join('|');

// Order matters: whole e-mails and domains first, then money/digits, then words.
const TOKEN_PATTERN = new RegExp(
  [
    String.raw`(?<email>[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})`,
    String.raw`(?<domain>[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:${TLDS})\b)`,
    // $1,200,000.00, 2.5, 450k, $1.2M, 1.2mm; a comma must be followed by exactly three digits.
    // A percentage keeps its sign ("100%"), so the number grammar does not read it as an amount.
    String.raw`(?<number>(?:\$\s?)?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:%|(?:mm|m|k|b)?\b))`,
    String.raw`(?<word>[a-z]+(?:'[a-z]+)*)`,
    String.raw`(?<symbol>[&@])`,
  ].join('|'),
  'gi',
);

/** Known acronyms that pocketsphinx spells letter by letter ("m c a s" → "mcas"). */
const SPELLED = new Map<string, string>([
  ['m c a s', 'mcas'],
  ["m c a's", 'mcas'],
  ['m c a', 'mca'],
  ['s b a', 'sba'],
  ['i r s', 'irs'],
  ['l l c', 'llc'],
  ['u c c', 'ucc'],
  ['h v a c', 'hvac'],
  ['c e o', 'ceo'],
  ['c f o', 'cfo'],
  ['e mail', 'email'],
  ['g mail', 'gmail'],
]);
const SPELLED_BY_LENGTH = [...SPELLED.keys()].map((key) => key.split(' ')).sort((a, b) => b.length - a.length);

export function tokenize(transcript: string): Token[] {
  // Curly apostrophes become straight ones; the replacement keeps every offset.
  const source = transcript.replace(/[\u2018\u2019]/g, "'");
  const tokens: Token[] = [];
  const wordAt = wordIndexer(source);
  for (const match of source.matchAll(TOKEN_PATTERN)) {
    const groups = match.groups ?? {};
    const kind =
      (['email', 'domain', 'number', 'word', 'symbol'] as const).find((k) => groups[k] !== undefined) ?? 'word';
    const raw = match[0];
    const start = match.index;
    tokens.push({
      text: raw.toLowerCase().replace(/\s/g, ''),
      raw,
      start,
      end: start + raw.length,
      kind,
      sentenceEnd: false,
      pauseAfter: false,
      wordIndex: wordAt(start),
      lastWordIndex: wordAt(start + raw.length - 1),
    });
  }
  markBoundaries(tokens, source);
  return mergeSpelledAcronyms(tokens);
}

/** Maps a character offset to the index of its space-separated word (spaces counted one by one). */
function wordIndexer(source: string): (offset: number) => number {
  const spacesBefore = new Int32Array(source.length + 1);
  for (let k = 0; k < source.length; k++) spacesBefore[k + 1] = (spacesBefore[k] ?? 0) + (source[k] === ' ' ? 1 : 0);
  return (offset) => spacesBefore[Math.min(Math.max(offset, 0), source.length)] ?? 0;
}

function markBoundaries(tokens: Token[], source: string): void {
  tokens.forEach((token, i) => {
    const gap = source.slice(token.end, tokens[i + 1]?.start ?? source.length);
    token.sentenceEnd = /[.!?;\n]/.test(gap) || i === tokens.length - 1;
    token.pauseAfter = token.sentenceEnd || /[,:()\u2013\u2014]|\s-\s/.test(gap);
  });
}

function mergeSpelledAcronyms(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const spelled = SPELLED_BY_LENGTH.find((parts) => parts.every((part, k) => tokens[i + k]?.text === part));
    const first = tokens[i];
    if (!first) continue;
    if (!spelled) {
      out.push(first);
      continue;
    }
    const last = tokens[i + spelled.length - 1] ?? first;
    out.push({
      ...first,
      text: SPELLED.get(spelled.join(' ')) ?? first.text,
      raw: spelled.map((_, k) => tokens[i + k]?.raw ?? '').join(' '),
      end: last.end,
      sentenceEnd: last.sentenceEnd,
      pauseAfter: last.pauseAfter,
      lastWordIndex: last.lastWordIndex,
    });
    i += spelled.length - 1;
  }
  return out;
}

/** True when the tokens from `index` spell `phrase` (space-separated, lower-case). */
export function phraseAt(tokens: readonly Token[], index: number, phrase: string): boolean {
  return partsAt(tokens, index, phrase.split(' '));
}

function partsAt(tokens: readonly Token[], index: number, parts: readonly string[]): boolean {
  return parts.every((part, k) => tokens[index + k]?.text === part && (k === 0 || !tokens[index + k - 1]?.sentenceEnd));
}

/** The word lists are fixed, so each is split into words once (every token is matched against them). */
const SPLIT = new WeakMap<readonly string[], readonly string[][]>();

/** Length in tokens of the longest phrase of `phrases` that starts at `index` (0 when none does). */
export function phraseLengthAt(tokens: readonly Token[], index: number, phrases: readonly string[]): number {
  let best = 0;
  for (const parts of splitPhrases(phrases)) {
    if (parts.length > best && partsAt(tokens, index, parts)) best = parts.length;
  }
  return best;
}

/** True when one of `phrases` ends at token `index` ("cash flow" ends at "flow"). */
export function phraseEndsAt(tokens: readonly Token[], index: number, phrases: readonly string[]): boolean {
  return splitPhrases(phrases).some((parts) => partsAt(tokens, index - parts.length + 1, parts));
}

function splitPhrases(phrases: readonly string[]): readonly string[][] {
  let split = SPLIT.get(phrases);
  if (!split) {
    split = phrases.map((phrase) => phrase.split(' '));
    SPLIT.set(phrases, split);
  }
  return split;
}
