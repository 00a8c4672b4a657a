/**
 * A small trigram model of the voicemail domain, estimated from the corpus sentences with
 * interpolated absolute discounting (discount n1 / (n1 + 2 n2) per order, Ney's estimate). It is
 * never used alone: mix-language-models.ts blends it into the general English model, so words and
 * phrasings the corpus lacks stay reachable.
 *
 * Probabilities are linear (not logs). Lookups back off the ARPA way: a seen n-gram has its own
 * probability, an unseen one the history's backoff weight times the next lower order.
 */
export interface DomainLanguageModel {
  /** Every word of the corpus plus the sentence markers. */
  vocabulary: Set<string>;
  unigram(word: string): number;
  bigram(previous: string, word: string): number;
  trigram(first: string, previous: string, word: string): number;
  /** Seen bigrams as [previous, word] and trigrams as [first, previous, word]. */
  bigrams: Array<[string, string]>;
  trigrams: Array<[string, string, string]>;
}

export const SENTENCE_START = '<s>';
export const SENTENCE_END = '</s>';
const SEP = ' ';

export function buildDomainLanguageModel(sentences: readonly string[]): DomainLanguageModel {
  const counts = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()] as const;
  for (const sentence of sentences) {
    const tokens = [SENTENCE_START, ...sentence.split(/\s+/).filter(Boolean), SENTENCE_END];
    for (let i = 0; i < tokens.length; i++) {
      for (let n = 1; n <= 3 && i + n <= tokens.length; n++) {
        const order = counts[n - 1] as Map<string, number>;
        const key = tokens.slice(i, i + n).join(SEP);
        order.set(key, (order.get(key) ?? 0) + 1);
      }
    }
  }

  let total = 0;
  for (const [word, count] of counts[0]) if (word !== SENTENCE_START) total += count;
  const unigram = (word: string) => (word === SENTENCE_START ? 0 : (counts[0].get(word) ?? 0) / total);

  const second = discount(counts[1], (_history, word) => unigram(word));
  const bigram = (previous: string, word: string) =>
    second.probability.get(previous + SEP + word) ?? (second.backoff.get(previous) ?? 1) * unigram(word);
  const third = discount(counts[2], (history, word) => bigram(history.slice(history.lastIndexOf(SEP) + 1), word));
  const trigram = (first: string, previous: string, word: string) =>
    third.probability.get(first + SEP + previous + SEP + word) ??
    (third.backoff.get(first + SEP + previous) ?? 1) * bigram(previous, word);

  return {
    vocabulary: new Set(counts[0].keys()),
    unigram,
    bigram,
    trigram,
    bigrams: [...counts[1].keys()].map((key) => key.split(SEP) as [string, string]),
    trigrams: [...counts[2].keys()].map((key) => key.split(SEP) as [string, string, string]),
  };
}

interface Discounted {
  probability: Map<string, number>;
  backoff: Map<string, number>;
}

function discount(counts: ReadonlyMap<string, number>, lower: (history: string, word: string) => number): Discounted {
  const d = neyDiscount(counts);
  const byHistory = new Map<string, Array<[string, number]>>();
  for (const [key, count] of counts) {
    const split = key.lastIndexOf(SEP);
    const history = key.slice(0, split);
    const followers = byHistory.get(history) ?? [];
    followers.push([key.slice(split + 1), count]);
    byHistory.set(history, followers);
  }
  const probability = new Map<string, number>();
  const backoff = new Map<string, number>();
  for (const [history, followers] of byHistory) {
    const total = followers.reduce((sum, [, count]) => sum + count, 0);
    const lowerWeight = (d * followers.length) / total;
    let seen = 0;
    let seenLower = 0;
    for (const [word, count] of followers) {
      const lowerProbability = lower(history, word);
      const p = Math.max(count - d, 0) / total + lowerWeight * lowerProbability;
      probability.set(history + SEP + word, p);
      seen += p;
      seenLower += lowerProbability;
    }
    backoff.set(history, Math.max(1 - seen, 1e-12) / Math.max(1 - seenLower, 1e-12));
  }
  return { probability, backoff };
}

function neyDiscount(counts: ReadonlyMap<string, number>): number {
  let once = 0;
  let twice = 0;
  for (const count of counts.values()) {
    if (count === 1) once++;
    else if (count === 2) twice++;
  }
  return once + 2 * twice > 0 ? Math.min(Math.max(once / (once + 2 * twice), 0.1), 0.9) : 0.5;
}
