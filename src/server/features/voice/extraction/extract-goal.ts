import { phrases } from '#server/features/voice/language/phrase-list.js';
import { phraseLengthAt, type Token } from './tokenize.js';

/**
 * The caller's main goal once the debt is resolved (question 7), in their own words, cut at the
 * end of the sentence or where the caller moves on to contact details. An explicit "my goal is…"
 * wins; otherwise the last "we want to…" (question 7 comes last), skipping "we don't want to…".
 */
const GOAL_CUES = phrases`
  main goal is to, main goal is, main goals are to, main goals are, my goal is to, my goal is, our goal is to,
  our goal is, the goal is to, the goal is, goal is to, goal is, goals are to, goals are, goal would be to,
  goal would be, goals would be, main objective is to, objective is to, priority is to, main priority is to,
  what we want is to, what i want is to, what we want is, what i want is, main goal, goal, goals
`;
const WANT_CUES = phrases`
  we want to, i want to, we'd like to, we would like to, i'd like to, i would like to, we're hoping to,
  we are hoping to, i'm hoping to, hoping to, we hope to, i hope to, looking to, we just want to, i just want to,
  we need to, i need to, want to, he wants to, she wants to, wants to, we need, i need, we want, i want, we just want,
  i just want
`;
/** Where the goal stops: the caller moves on to leaving their details or says goodbye. */
const STOPS = phrases`
  you can, reach me, call me, my number, my phone, my cell, my email, email me,
  thank you, thanks, bye, please call, please give, give me a call, look forward, looking forward, talk to you,
  have a great, have a good, my name is, again my name, hope to hear
`;
const FILLERS = /\b(?:um+|uh+|uhm|you know|i mean|like i said)\b[,]?\s*/gi;
const OWN =
  /\b(?:my|our) ((?:(?!own )[a-z]+ )?(?:business|company|companies|employees|team|crews?|staff|doors|shop|restaurants?|customers|people|practice|locations?))\b/gi;
/** pocketsphinx spells acronyms out ("m c a s"); the note writes them as people do. */
const ACRONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bm ?c ?a ?'?s\b/gi, 'MCAs'],
  [/\bm ?c ?a\b/gi, 'MCA'],
  [/\bs ?b ?a\b/gi, 'SBA'],
  [/\bi ?r ?s\b/gi, 'IRS'],
];
const QUESTION_WORDS = new Set(['after', 'once', 'when', 'resolving', 'resolved', 'settled', 'business', 'debt']);
const NOT = new Set(["don't", 'dont', "didn't", 'didnt', 'never', 'not', "doesn't", "won't"]);
const MAX_WORDS = 30;
const MIN_WORDS = 2;

export function extractGoal(transcript: string, tokens: readonly Token[]): string | undefined {
  return extractGoalMatch(transcript, tokens)?.text;
}

/** The goal and the token range [first, next) it was read from (for the words' confidences). */
export interface GoalMatch {
  text: string;
  first: number;
  next: number;
}

export function extractGoalMatch(transcript: string, tokens: readonly Token[]): GoalMatch | undefined {
  return readAfterCue(transcript, tokens, GOAL_CUES, 'first') ?? readAfterCue(transcript, tokens, WANT_CUES, 'last');
}

function readAfterCue(
  transcript: string,
  tokens: readonly Token[],
  cues: readonly string[],
  which: 'first' | 'last',
): GoalMatch | undefined {
  const found: GoalMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const length = phraseLengthAt(tokens, i, cues);
    if (length === 0) continue;
    if (saidNot(tokens, i) || tokens[i + length - 1]?.sentenceEnd) {
      i += length - 1;
      continue;
    }
    const match = readClause(transcript, tokens, i + length);
    if (match) found.push(match);
    if (which === 'first' && match) break;
    i += length - 1;
  }
  return which === 'first' ? found[0] : found[found.length - 1];
}

/** "We don't want to file": the want is denied. Only the words right before count, so "no lawsuits, my goal is…" is a goal. */
function saidNot(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1];
  if (!before || before.sentenceEnd) return false;
  return NOT.has(before.text) || (before.text === 'not' && tokens[index - 2]?.text === 'do');
}

function readClause(transcript: string, tokens: readonly Token[], from: number): GoalMatch | undefined {
  let i = skipRestatedQuestion(tokens, from);
  if (tokens[i]?.text === 'to' || tokens[i]?.text === 'is') i += 1;
  const start = i;
  let end = start;
  for (; end < tokens.length && end - start < MAX_WORDS; end++) {
    if (phraseLengthAt(tokens, end, STOPS) > 0) break;
    if (tokens[end]?.sentenceEnd) {
      end += 1;
      break;
    }
  }
  while (
    end > start &&
    ['and', 'or', 'so', 'but', 'to', 'the', 'a', 'um', 'uh', 'then', 'just'].includes(tokens[end - 1]?.text ?? '')
  )
    end -= 1;
  const first = tokens[start];
  const last = tokens[end - 1];
  if (!first || !last || end - start < MIN_WORDS) return undefined;
  return { text: tidy(transcript.slice(first.start, last.end)), first: start, next: end };
}

/** "my goals after resolving the debt are to…": the caller repeats the question before answering. */
function skipRestatedQuestion(tokens: readonly Token[], from: number): number {
  const words = tokens.slice(from, from + 8).map((t) => t.text);
  const verb = words.findIndex((w) => w === 'is' || w === 'are' || w === 'be');
  const restates = words.slice(0, Math.max(verb, 0)).some((w) => QUESTION_WORDS.has(w));
  return verb > 0 && restates ? from + verb + 1 : from;
}

/** The caller's words as a note: no fillers, "our business" → "the business", no end punctuation. */
function tidy(text: string): string {
  const spelled = ACRONYMS.reduce((out, [pattern, written]) => out.replace(pattern, written), text);
  return spelled
    .replace(FILLERS, '')
    .replace(OWN, (_, noun: string) => `the ${noun}`)
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.!?]+$/, '')
    .trim()
    .replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
}
