import { readFile, writeFile } from 'node:fs/promises';

/**
 * Reads and writes pocketsphinx's binary trigram format ("Trie Language Model", the format of the
 * Debian pocketsphinx-en-us `en-us.lm.bin`). We need both directions: the voicemail model is the
 * general model with domain n-grams mixed in, and it must be written back in this format because
 * pocketsphinx loads it in a fraction of a second, where the same model as ARPA text (100 MB)
 * costs about 2 s on every decode.
 *
 * Layout (sphinxbase 5prealpha ngram_model_trie.c, lm_trie.c, lm_trie_quant.c, bitarr.c):
 *   "Trie Language Model", order (uint8), count per order (uint32 LE)
 *   quantizer: int32 1, then float32 bins: bigram prob[65536], bigram backoff[65536], trigram prob[65536]
 *   unigrams: (count1 + 1) x { float32 prob, float32 backoff, uint32 first bigram }
 *   bigrams, bit-packed: previous word, backoff bin (16), prob bin (16), first trigram; plus an end entry
 *   trigrams, bit-packed: word before the previous one, prob bin (16)
 *   int32 byte length, then the words, NUL-terminated, in id order
 * The trie is keyed from the predicted word backwards: unigram w lists the bigrams "v w", sorted by
 * v; bigram "v w" lists the trigrams "u v w", sorted by u. Probabilities in the file are natural
 * logs in base 1.0001; this module works in log10, as ARPA does.
 */
export interface TrieLanguageModel {
  words: string[];
  unigramProb: Float32Array;
  unigramBackoff: Float32Array;
  /** Bigrams predicting word w are [bigramStart[w], bigramStart[w + 1]). Length words + 1. */
  bigramStart: Uint32Array;
  /** The previous word of each bigram, ascending within each predicted word. */
  bigramWord: Uint32Array;
  bigramProb: Float32Array;
  bigramBackoff: Float32Array;
  /** Trigrams extending bigram b are [trigramStart[b], trigramStart[b + 1]). Length bigrams + 1. */
  trigramStart: Uint32Array;
  /** The first word of each trigram, ascending within each bigram. */
  trigramWord: Uint32Array;
  trigramProb: Float32Array;
}

const HEADER = 'Trie Language Model';
const BINS = 65536;
const LOG10_BASE = Math.log10(1.0001);
const QUANT_BITS = 16;

/** Bits to store values up to `max` (bitarr_required_bits). */
function requiredBits(max: number): number {
  let bits = 0;
  for (let value = max; value > 0; value = Math.floor(value / 2)) bits++;
  return bits;
}

/** Bytes of a packed array: one extra entry for the end pointer, and 8 bytes of read slack. */
function packedSize(entries: number, bitsPerEntry: number): number {
  return Math.floor(((1 + entries) * bitsPerEntry + 7) / 8) + 8;
}

function readBits(buffer: Buffer, base: number, bitOffset: number, bits: number): number {
  const word = buffer.readUInt32LE(base + Math.floor(bitOffset / 8));
  return (word >>> (bitOffset % 8)) & ((1 << bits) - 1);
}

function writeBits(buffer: Buffer, base: number, bitOffset: number, value: number): void {
  const at = base + Math.floor(bitOffset / 8);
  buffer.writeUInt32LE((buffer.readUInt32LE(at) | (value << (bitOffset % 8))) >>> 0, at);
}

export async function readTrieLanguageModel(file: string): Promise<TrieLanguageModel> {
  const buffer = await readFile(file);
  if (buffer.toString('latin1', 0, HEADER.length) !== HEADER)
    throw new Error(`${file} is not a sphinx trie language model`);
  let offset = HEADER.length;
  const order = buffer.readUInt8(offset++);
  if (order !== 3) throw new Error(`${file}: only trigram models are supported (order ${order})`);
  const counts = [0, 1, 2].map((i) => buffer.readUInt32LE(offset + 4 * i));
  const [wordCount = 0, bigramSlots = 0, trigramCount = 0] = counts;
  offset += 12 + 4;
  const bins = new Float32Array(3 * BINS);
  for (let i = 0; i < bins.length; i++) bins[i] = buffer.readFloatLE(offset + 4 * i) * LOG10_BASE;
  offset += bins.length * 4;

  const unigramProb = new Float32Array(wordCount);
  const unigramBackoff = new Float32Array(wordCount);
  const bigramStart = new Uint32Array(wordCount + 1);
  for (let w = 0; w <= wordCount; w++) {
    if (w < wordCount) {
      unigramProb[w] = buffer.readFloatLE(offset) * LOG10_BASE;
      unigramBackoff[w] = buffer.readFloatLE(offset + 4) * LOG10_BASE;
    }
    bigramStart[w] = buffer.readUInt32LE(offset + 8);
    offset += 12;
  }

  const wordBits = requiredBits(wordCount);
  const nextBits = requiredBits(trigramCount);
  const bigramBits = wordBits + 2 * QUANT_BITS + nextBits;
  const bigramCount = bigramStart[wordCount] ?? 0;
  const bigramBase = offset;
  const trigramBase = bigramBase + packedSize(bigramSlots, bigramBits);
  const trigramBits = wordBits + QUANT_BITS;

  const bigramWord = new Uint32Array(bigramCount);
  const bigramProb = new Float32Array(bigramCount);
  const bigramBackoff = new Float32Array(bigramCount);
  const trigramStart = new Uint32Array(bigramCount + 1);
  for (let b = 0; b <= bigramCount; b++) {
    const at = b * bigramBits;
    if (b < bigramCount) {
      bigramWord[b] = readBits(buffer, bigramBase, at, wordBits);
      bigramBackoff[b] = bins[BINS + readBits(buffer, bigramBase, at + wordBits, QUANT_BITS)] ?? 0;
      bigramProb[b] = bins[readBits(buffer, bigramBase, at + wordBits + QUANT_BITS, QUANT_BITS)] ?? 0;
    }
    trigramStart[b] = readBits(buffer, bigramBase, at + wordBits + 2 * QUANT_BITS, nextBits);
  }

  const trigramTotal = trigramStart[bigramCount] ?? 0;
  const trigramWord = new Uint32Array(trigramTotal);
  const trigramProb = new Float32Array(trigramTotal);
  for (let t = 0; t < trigramTotal; t++) {
    const at = t * trigramBits;
    trigramWord[t] = readBits(buffer, trigramBase, at, wordBits);
    trigramProb[t] = bins[2 * BINS + readBits(buffer, trigramBase, at + wordBits, QUANT_BITS)] ?? 0;
  }

  const wordsStart = trigramBase + packedSize(trigramCount, trigramBits);
  const wordsLength = buffer.readInt32LE(wordsStart);
  const words = buffer
    .toString('latin1', wordsStart + 4, wordsStart + 4 + wordsLength)
    .split('\0')
    .slice(0, wordCount);
  if (words.length !== wordCount) throw new Error(`${file}: word list does not match the unigram count`);
  return {
    words,
    unigramProb,
    unigramBackoff,
    bigramStart,
    bigramWord,
    bigramProb,
    bigramBackoff,
    trigramStart,
    trigramWord,
    trigramProb,
  };
}

export async function writeTrieLanguageModel(file: string, model: TrieLanguageModel): Promise<void> {
  const wordCount = model.words.length;
  const bigramCount = model.bigramWord.length;
  const trigramCount = model.trigramWord.length;
  const wordBits = requiredBits(wordCount);
  const nextBits = requiredBits(trigramCount);
  const bigramBits = wordBits + 2 * QUANT_BITS + nextBits;
  const trigramBits = wordBits + QUANT_BITS;
  const wordBytes = Buffer.from(model.words.join('\0') + '\0', 'latin1');

  const headerSize = HEADER.length + 1 + 12 + 4;
  const unigramSize = (wordCount + 1) * 12;
  const bigramSize = packedSize(bigramCount, bigramBits);
  const trigramSize = packedSize(trigramCount, trigramBits);
  const buffer = Buffer.alloc(
    headerSize + 3 * BINS * 4 + unigramSize + bigramSize + trigramSize + 4 + wordBytes.length,
  );

  let offset = buffer.write(HEADER, 0, 'latin1');
  offset = buffer.writeUInt8(3, offset);
  for (const count of [wordCount, bigramCount, trigramCount]) offset = buffer.writeUInt32LE(count, offset);
  offset = buffer.writeInt32LE(1, offset);

  const bigramProbBins = makeBins(model.bigramProb);
  const bigramBackoffBins = makeBins(model.bigramBackoff);
  const trigramProbBins = makeBins(model.trigramProb);
  for (const table of [bigramProbBins, bigramBackoffBins, trigramProbBins]) {
    for (const value of table) offset = buffer.writeFloatLE(value / LOG10_BASE, offset);
  }

  for (let w = 0; w <= wordCount; w++) {
    offset = buffer.writeFloatLE(w < wordCount ? (model.unigramProb[w] ?? 0) / LOG10_BASE : 0, offset);
    offset = buffer.writeFloatLE(w < wordCount ? (model.unigramBackoff[w] ?? 0) / LOG10_BASE : 0, offset);
    offset = buffer.writeUInt32LE(model.bigramStart[w] ?? bigramCount, offset);
  }

  const bigramBase = offset;
  for (let b = 0; b <= bigramCount; b++) {
    const at = b * bigramBits;
    if (b < bigramCount) {
      writeBits(buffer, bigramBase, at, model.bigramWord[b] ?? 0);
      writeBits(buffer, bigramBase, at + wordBits, encodeBin(bigramBackoffBins, model.bigramBackoff[b] ?? 0));
      writeBits(buffer, bigramBase, at + wordBits + QUANT_BITS, encodeBin(bigramProbBins, model.bigramProb[b] ?? 0));
    }
    writeBits(buffer, bigramBase, at + wordBits + 2 * QUANT_BITS, model.trigramStart[b] ?? trigramCount);
  }

  const trigramBase = bigramBase + bigramSize;
  for (let t = 0; t < trigramCount; t++) {
    const at = t * trigramBits;
    writeBits(buffer, trigramBase, at, model.trigramWord[t] ?? 0);
    writeBits(buffer, trigramBase, at + wordBits, encodeBin(trigramProbBins, model.trigramProb[t] ?? 0));
  }

  offset = buffer.writeInt32LE(wordBytes.length, trigramBase + trigramSize);
  wordBytes.copy(buffer, offset);
  await writeFile(file, buffer);
}

/** 65536 equal-population bins, each represented by its mean (lm_trie_quant.c make_bins). */
function makeBins(values: Float32Array): Float32Array {
  const sorted = Float32Array.from(values).sort();
  const centers = new Float32Array(BINS);
  let start = 0;
  for (let i = 0; i < BINS; i++) {
    const finish = Math.floor((sorted.length * (i + 1)) / BINS);
    if (finish === start) {
      centers[i] = i > 0 ? (centers[i - 1] ?? 0) : (sorted[0] ?? 0);
    } else {
      let sum = 0;
      for (let j = start; j < finish; j++) sum += sorted[j] ?? 0;
      centers[i] = sum / (finish - start);
    }
    start = finish;
  }
  return centers;
}

/** Index of the nearest bin centre (bins_encode). */
function encodeBin(centers: Float32Array, value: number): number {
  const low = lowerBound(centers, value);
  if (low === 0) return 0;
  if (low === centers.length) return centers.length - 1;
  return value - (centers[low - 1] ?? 0) < (centers[low] ?? 0) - value ? low - 1 : low;
}

/** First index of the ascending slice [from, to) of `array` whose value is not below `value`; `to` when none is. */
export function lowerBound(array: ArrayLike<number>, value: number, from = 0, to = array.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((array[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
