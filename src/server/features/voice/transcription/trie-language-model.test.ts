import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDomainLanguageModel } from './domain-language-model.js';
import { mixLanguageModels } from './mix-language-models.js';
import { DEFAULT_MODEL_DIR } from './pocketsphinx-engine.js';
import { readTrieLanguageModel, writeTrieLanguageModel, type TrieLanguageModel } from './trie-language-model.js';
import { buildVoicemailCorpus } from './voicemail-corpus.js';

const GENERAL = path.join(DEFAULT_MODEL_DIR, 'en-us.lm.bin');
const installed = existsSync(GENERAL);
if (!installed && !process.env.CI)
  console.warn(`Skipping language-model tests: ${GENERAL} missing (pocketsphinx-en-us)`);

/** Index of `value` in the ascending slice, or -1. */
function find(array: Uint32Array, from: number, to: number, value: number): number {
  for (let low = from, high = to; low < high;) {
    const middle = (low + high) >>> 1;
    if ((array[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
    if (low === high) return array[low] === value && low < to ? low : -1;
  }
  return -1;
}

const idMaps = new WeakMap<TrieLanguageModel, Map<string, number>>();

/** P(w | history) with ARPA backoff, to check that every distribution sums to one. */
function probability(model: TrieLanguageModel, history: string[], word: string): number {
  let ids = idMaps.get(model);
  if (!ids) {
    ids = new Map(model.words.map((w, i) => [w, i]));
    idMaps.set(model, ids);
  }
  const w = ids.get(word) ?? -1;
  const [u, v] = history.length === 2 ? history.map((h) => ids.get(h) ?? -1) : [-1, ids.get(history[0] ?? '') ?? -1];
  const bigram = (prev: number, next: number) =>
    find(model.bigramWord, model.bigramStart[next] ?? 0, model.bigramStart[next + 1] ?? 0, prev);
  const b = bigram(v ?? -1, w);
  const p2 =
    b >= 0
      ? 10 ** (model.bigramProb[b] ?? 0)
      : 10 ** (model.unigramBackoff[v ?? 0] ?? 0) * 10 ** (model.unigramProb[w] ?? 0);
  if (u === undefined || u < 0) return p2;
  const t = b >= 0 ? find(model.trigramWord, model.trigramStart[b] ?? 0, model.trigramStart[b + 1] ?? 0, u) : -1;
  if (t >= 0) return 10 ** (model.trigramProb[t] ?? 0);
  const h = bigram(u, v ?? -1);
  return (h >= 0 ? 10 ** (model.bigramBackoff[h] ?? 0) : 1) * p2;
}

function bytes(array: Uint32Array): Buffer {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}

function total(model: TrieLanguageModel, history: string[]): number {
  return model.words.filter((word) => word !== '<s>').reduce((sum, word) => sum + probability(model, history, word), 0);
}

describe.runIf(installed || process.env.CI)('trie language model files', () => {
  let dir: string;
  let general: TrieLanguageModel;
  let mixed: TrieLanguageModel;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lm-test-'));
    general = await readTrieLanguageModel(GENERAL);
    mixed = mixLanguageModels(general, buildDomainLanguageModel(buildVoicemailCorpus()), 0.5);
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the Debian general model', () => {
    expect(general.words.length).toBeGreaterThan(70_000);
    expect(general.bigramWord.length).toBeGreaterThan(2_000_000);
    expect(general.trigramWord.length).toBeGreaterThan(1_600_000);
    expect(general.words).toContain('creditors');
    const unigramMass = general.unigramProb.reduce((sum, log10) => sum + 10 ** log10, 0);
    expect(unigramMass).toBeCloseTo(1, 3);
  });

  it('writes a model that reads back the same (up to 16-bit quantisation)', async () => {
    const file = path.join(dir, 'mixed.lm.bin');
    await writeTrieLanguageModel(file, mixed);
    const back = await readTrieLanguageModel(file);
    expect(back.words).toEqual(mixed.words);
    for (const key of ['bigramStart', 'bigramWord', 'trigramStart', 'trigramWord'] as const) {
      // Byte comparison: a deep equality over millions of entries takes seconds.
      expect(bytes(back[key]).equals(bytes(mixed[key])), key).toBe(true);
    }
    expect(mixed.unigramProb.every((value, i) => Math.abs(value - (back.unigramProb[i] ?? 0)) < 1e-4)).toBe(true);
    for (let i = 0; i < mixed.bigramProb.length; i += 997) {
      expect(Math.abs((back.bigramProb[i] ?? 0) - (mixed.bigramProb[i] ?? 0))).toBeLessThan(0.05);
    }
  }, 60_000);

  it('mixes into proper distributions that favour the domain', () => {
    for (const history of [['about'], ['owe'], ['the'], ['merchant', 'cash'], ['i', 'owe'], ['of', 'the']]) {
      expect(total(mixed, history)).toBeCloseTo(1, 1);
    }
    expect(probability(mixed, ['merchant', 'cash'], 'advance')).toBeGreaterThan(
      probability(general, ['merchant', 'cash'], 'advance'),
    );
    expect(probability(mixed, ['twelve'], 'creditors')).toBeGreaterThan(
      10 * probability(general, ['twelve'], 'creditors'),
    );
    // Ordinary English keeps most of its probability.
    expect(probability(mixed, ['of', 'the'], 'year')).toBeGreaterThan(
      0.3 * probability(general, ['of', 'the'], 'year'),
    );
  });
});
