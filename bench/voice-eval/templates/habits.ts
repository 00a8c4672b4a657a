import type { Random } from '../random.js';

/**
 * How people actually talk into a recorder: fillers ("um", "uh", "you know") and restarts ("we've
 * got, uh, we've got eleven lenders"). Applied to whole sentences after a template has filled
 * them in, so the truth of the sentence does not change; they cost the recogniser words and the
 * reader its cues. Sentence case is kept as written (a name cannot be told from a first word),
 * which neither the speech engines nor the word error rate notice.
 */
const OPENING_FILLERS = ['um', 'uh', 'you know', 'so', 'I mean', 'well'];
/** Inside a sentence only the sounds people make while thinking. */
const INNER_FILLERS = ['um', 'uh'];
const RESTART_JOINS = ['uh', 'sorry', 'I mean', 'um'];

export function withHabits(sentence: string, r: Random, options: { inner?: boolean } = {}): string {
  const roll = r.next();
  if (roll < 0.16) return restart(sentence, r);
  if (roll < 0.4) return hesitate(sentence, r, options.inner ?? true);
  return sentence;
}

/**
 * A filler at the start or after the first few words; at the start only when `inner` is false
 * (a short answer that is mostly a figure: "one, uh, hundred and ten thousand" would change it).
 */
function hesitate(sentence: string, r: Random, inner: boolean): string {
  const words = sentence.split(' ');
  // Never inside a name ("Wong, um, Drywall"): only between two words that are not capitalised.
  const lower = (word: string | undefined) => word !== undefined && /^[a-z]/.test(word);
  const places = inner
    ? [2, 3, 4].filter((at) => at < words.length - 1 && lower(words[at - 1]) && lower(words[at]))
    : [];
  if (places.length === 0 || r.chance(0.5)) return `${capitalise(r.pick(OPENING_FILLERS))}, ${sentence}`;
  const at = r.pick(places);
  return [...words.slice(0, at), `${r.pick(INNER_FILLERS)},`, ...words.slice(at)].join(' ');
}

/** The first two or three words, a false start, then the whole sentence again. */
function restart(sentence: string, r: Random): string {
  const words = sentence.split(' ');
  if (words.length < 5) return sentence;
  const start = words
    .slice(0, r.between(2, 3))
    .join(' ')
    .replace(/[,.?]$/, '');
  return `${start}, ${r.pick(RESTART_JOINS)}, ${sentence}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
