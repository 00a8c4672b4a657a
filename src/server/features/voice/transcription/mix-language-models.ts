import type { DomainLanguageModel } from './domain-language-model.js';
import { SENTENCE_START } from './domain-language-model.js';
import { lowerBound, type TrieLanguageModel } from './trie-language-model.js';

/**
 * Linear interpolation of the general English trigram model with the voicemail domain model:
 * P(w | h) = weight * P_domain(w | h) + (1 - weight) * P_general(w | h) for every n-gram either
 * model lists, each side backing off as needed; backoff weights are then recomputed so every
 * history's distribution sums to one (the usual static mix, as SRILM's -mix-lm does).
 *
 * The general model keeps all its n-grams (ordinary speech stays as recognisable as before) and
 * the domain's phrases ('merchant cash advance', 'two million dollars', 'twelve creditors') gain
 * probability. Works on word ids and typed arrays: the general model has about 3.7M n-grams.
 */
export function mixLanguageModels(
  general: TrieLanguageModel,
  domain: DomainLanguageModel,
  domainWeight: number,
): TrieLanguageModel {
  const generalWeight = 1 - domainWeight;
  const words = [...general.words];
  const ids = new Map(words.map((word, id) => [word, id]));
  for (const word of domain.vocabulary) {
    if (!ids.has(word)) {
      ids.set(word, words.length);
      words.push(word);
    }
  }
  const id = (word: string) => ids.get(word) ?? -1;
  const generalWords = general.words.length;
  const isDomainWord = new Uint8Array(words.length);
  for (const word of domain.vocabulary) isDomainWord[id(word)] = 1;

  // General probabilities with backoff, on ids (linear scale).
  const findBigram = (model: { bigramStart: Uint32Array; bigramWord: Uint32Array }, previous: number, word: number) =>
    word < model.bigramStart.length - 1
      ? search(model.bigramWord, model.bigramStart[word] ?? 0, model.bigramStart[word + 1] ?? 0, previous)
      : -1;
  const g1 = (w: number) => (w < generalWords ? 10 ** (general.unigramProb[w] ?? -99) : 0);
  const g1Backoff = (v: number) => (v < generalWords ? 10 ** (general.unigramBackoff[v] ?? 0) : 1);
  const g2 = (v: number, w: number, index: number) =>
    index >= 0 ? 10 ** (general.bigramProb[index] ?? -99) : g1Backoff(v) * g1(w);

  // Domain n-grams grouped the way the trie is keyed: by predicted word, then by previous word.
  const domainBigrams = new Map<number, number[]>();
  for (const [previous, word] of domain.bigrams) push(domainBigrams, id(word), id(previous));
  const domainTrigrams = new Map<string, number[]>();
  for (const [first, previous, word] of domain.trigrams) push(domainTrigrams, `${id(previous)} ${id(word)}`, id(first));

  // Typed arrays sized for the worst case (no overlap), trimmed at the end: number[] of millions
  // of entries would cost several times the memory while the model is built.
  const bigramCapacity = general.bigramWord.length + domain.bigrams.length;
  const trigramCapacity = general.trigramWord.length + domain.trigrams.length;
  const bigramStart = new Uint32Array(words.length + 1);
  const bigramWord = new Uint32Array(bigramCapacity);
  const bigramProb = new Float64Array(bigramCapacity);
  const trigramStart = new Uint32Array(bigramCapacity + 1);
  const trigramWord = new Uint32Array(trigramCapacity);
  const trigramProb = new Float64Array(trigramCapacity);
  let bigrams = 0;
  let trigrams = 0;
  const unigram = new Float64Array(words.length);
  for (let w = 0; w < words.length; w++) {
    unigram[w] = isDomainWord[w]
      ? domainWeight * domain.unigram(words[w] ?? '') + generalWeight * g1(w)
      : generalWeight * g1(w);
  }

  for (let w = 0; w < words.length; w++) {
    bigramStart[w] = bigrams;
    const generalFrom = w < generalWords ? (general.bigramStart[w] ?? 0) : 0;
    const generalTo = w < generalWords ? (general.bigramStart[w + 1] ?? 0) : 0;
    const previousWords = mergeSorted(general.bigramWord.subarray(generalFrom, generalTo), domainBigrams.get(w));
    for (const v of previousWords) {
      const generalIndex = search(general.bigramWord, generalFrom, generalTo, v);
      const generalP2 = g2(v, w, generalIndex);
      const domainP2 = isDomainWord[w] ? domain.bigram(words[v] ?? '', words[w] ?? '') : 0;
      const p2 = domainWeight * domainP2 + generalWeight * generalP2;
      trigramStart[bigrams] = trigrams;
      bigramWord[bigrams] = v;
      bigramProb[bigrams] = p2;
      bigrams++;

      const tFrom = generalIndex >= 0 ? (general.trigramStart[generalIndex] ?? 0) : 0;
      const tTo = generalIndex >= 0 ? (general.trigramStart[generalIndex + 1] ?? 0) : 0;
      for (const u of mergeSorted(general.trigramWord.subarray(tFrom, tTo), domainTrigrams.get(`${v} ${w}`))) {
        const t = search(general.trigramWord, tFrom, tTo, u);
        let generalP3: number;
        if (t >= 0) generalP3 = 10 ** (general.trigramProb[t] ?? -99);
        else {
          const history = findBigram(general, u, v);
          generalP3 = (history >= 0 ? 10 ** (general.bigramBackoff[history] ?? 0) : 1) * generalP2;
        }
        const domainP3 = isDomainWord[w] ? domain.trigram(words[u] ?? '', words[v] ?? '', words[w] ?? '') : 0;
        trigramWord[trigrams] = u;
        trigramProb[trigrams] = domainWeight * domainP3 + generalWeight * generalP3;
        trigrams++;
      }
    }
  }
  bigramStart[words.length] = bigrams;
  trigramStart[bigrams] = trigrams;

  // Backoff weights: alpha(h) = (1 - sum of seen P(w|h)) / (1 - sum of the same words' lower-order P).
  const start = SENTENCE_START;
  const unigramSeen = new Float64Array(words.length);
  const unigramLower = new Float64Array(words.length);
  const bigramSeen = new Float64Array(bigrams);
  const bigramLower = new Float64Array(bigrams);
  const merged = { bigramStart, bigramWord: bigramWord.subarray(0, bigrams) };
  for (let w = 0; w < words.length; w++) {
    for (let b = bigramStart[w] ?? 0; b < (bigramStart[w + 1] ?? 0); b++) {
      const v = bigramWord[b] ?? 0;
      const p2 = bigramProb[b] ?? 0;
      unigramSeen[v] = (unigramSeen[v] ?? 0) + p2;
      unigramLower[v] = (unigramLower[v] ?? 0) + (unigram[w] ?? 0);
      for (let t = trigramStart[b] ?? 0; t < (trigramStart[b + 1] ?? 0); t++) {
        const history = findBigram(merged, trigramWord[t] ?? 0, v);
        if (history < 0) continue;
        bigramSeen[history] = (bigramSeen[history] ?? 0) + (trigramProb[t] ?? 0);
        bigramLower[history] = (bigramLower[history] ?? 0) + p2;
      }
    }
  }
  const log10 = (p: number) => (p > 0 ? Math.log10(p) : -99);
  const backoff = (seen: number, lower: number) =>
    seen === 0 && lower === 0 ? 0 : log10(Math.max(1 - seen, 1e-9) / Math.max(1 - lower, 1e-9));

  return {
    words,
    unigramProb: Float32Array.from(unigram, (p, w) => (words[w] === start ? -99 : log10(p))),
    unigramBackoff: Float32Array.from(unigramSeen, (seen, v) => backoff(seen, unigramLower[v] ?? 0)),
    bigramStart,
    bigramWord: bigramWord.slice(0, bigrams),
    bigramProb: Float32Array.from(bigramProb.subarray(0, bigrams), log10),
    bigramBackoff: Float32Array.from(bigramSeen, (seen, b) => backoff(seen, bigramLower[b] ?? 0)),
    trigramStart: trigramStart.slice(0, bigrams + 1),
    trigramWord: trigramWord.slice(0, trigrams),
    trigramProb: Float32Array.from(trigramProb.subarray(0, trigrams), log10),
  };
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Index of `value` in the ascending slice [from, to) of `array`, or -1. */
function search(array: Uint32Array, from: number, to: number, value: number): number {
  const low = lowerBound(array, value, from, to);
  return low < to && array[low] === value ? low : -1;
}

/** Ascending union of an ascending typed array and an unsorted extra list. */
function mergeSorted(sorted: Uint32Array, extra: readonly number[] | undefined): Iterable<number> {
  if (!extra || extra.length === 0) return sorted;
  return [...new Set([...sorted, ...extra])].sort((a, b) => a - b);
}
