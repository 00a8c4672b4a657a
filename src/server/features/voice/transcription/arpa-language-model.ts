import { SENTENCE_START, type DomainLanguageModel } from './domain-language-model.js';

/**
 * A domain model (domain-language-model.ts) as ARPA text, the plain format every decoder reads:
 * each seen n-gram's log10 probability, and each history's log10 backoff weight, computed so
 * that its distribution sums to one (the mass its seen followers leave, spread over the lower
 * order's probabilities of the others). Small models only: the answer models have a few hundred
 * words.
 */
const LOG_ZERO = -99;

const log10 = (p: number) => (p > 0 ? Math.log10(p) : LOG_ZERO);
const format = (value: number) => value.toFixed(6);

export function arpaText(model: DomainLanguageModel): string {
  const unigrams = [...model.vocabulary].sort();
  const bigrams = [...model.bigrams].sort(compareGrams);
  const trigrams = [...model.trigrams].sort(compareGrams);

  const followers = <T extends string[]>(grams: readonly T[]) => {
    const byHistory = new Map<string, T[]>();
    for (const gram of grams) {
      const history = gram.slice(0, -1).join(' ');
      const list = byHistory.get(history) ?? [];
      list.push(gram);
      byHistory.set(history, list);
    }
    return byHistory;
  };
  const bigramsAfter = followers(bigrams);
  const trigramsAfter = followers(trigrams);

  const unigramBackoff = (word: string) => {
    const seen = bigramsAfter.get(word) ?? [];
    return backoff(
      seen.reduce((sum, [, next]) => sum + model.bigram(word, next), 0),
      seen.reduce((sum, [, next]) => sum + model.unigram(next), 0),
    );
  };
  const bigramBackoff = (first: string, second: string) => {
    const seen = trigramsAfter.get(`${first} ${second}`) ?? [];
    return backoff(
      seen.reduce((sum, [, , next]) => sum + model.trigram(first, second, next), 0),
      seen.reduce((sum, [, , next]) => sum + model.bigram(second, next), 0),
    );
  };

  const lines = [
    '\\data\\',
    `ngram 1=${unigrams.length}`,
    `ngram 2=${bigrams.length}`,
    `ngram 3=${trigrams.length}`,
    '',
    '\\1-grams:',
  ];
  for (const word of unigrams) {
    const p = word === SENTENCE_START ? LOG_ZERO : log10(model.unigram(word));
    lines.push(`${format(p)} ${word} ${format(unigramBackoff(word))}`);
  }
  lines.push('', '\\2-grams:');
  for (const [first, second] of bigrams) {
    lines.push(
      `${format(log10(model.bigram(first, second)))} ${first} ${second} ${format(bigramBackoff(first, second))}`,
    );
  }
  lines.push('', '\\3-grams:');
  for (const [first, second, third] of trigrams) {
    lines.push(`${format(log10(model.trigram(first, second, third)))} ${first} ${second} ${third}`);
  }
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}

/** log10 of the weight that spreads what the seen followers leave over the lower order's others. */
function backoff(seenMass: number, seenLowerMass: number): number {
  if (seenMass <= 0) return 0;
  const left = Math.max(1 - seenMass, 1e-9);
  const lowerLeft = Math.max(1 - seenLowerMass, 1e-9);
  return Math.log10(left / lowerLeft);
}

function compareGrams(a: readonly string[], b: readonly string[]): number {
  const left = a.join(' ');
  const right = b.join(' ');
  return left < right ? -1 : left > right ? 1 : 0;
}
