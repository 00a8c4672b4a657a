import { createHash } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { arpaText } from './arpa-language-model.js';
import type { AnswerCorpusTopic } from './corpus/answers.js';
import { buildDomainLanguageModel } from './domain-language-model.js';
import { defaultModelCacheDir, ensurePrivateDir, exists, writeAtomically } from './model-cache.js';
import { dictionaryText, readPronunciationDictionary } from './pronunciation-dictionary.js';
import { buildAnswerCorpus } from './voicemail-corpus.js';

/**
 * The small models a guided answer is decoded with (issue 24): one per kind of answer, built
 * from that question's answers only (corpus/answers.ts), with a dictionary of their few hundred
 * words. A decoder loading one starts in a fraction of the time the general model takes, and a
 * short answer to a known question is heard against what that question is answered with, the
 * way phone systems have always worked: one prompt, one answer, one grammar. Built on first use
 * (well under a second each) and cached beside the voicemail model, named after what they are
 * built from.
 */
const BUILD_VERSION = 1;

export interface AnswerModelFiles {
  /** ARPA text model. */
  languageModel: string;
  dictionary: string;
}

const builds = new Map<string, Promise<AnswerModelFiles>>();

export async function answerLanguageModel(
  topic: AnswerCorpusTopic,
  location: { modelDir: string; cacheDir?: string },
): Promise<AnswerModelFiles> {
  const cacheDir = location.cacheDir ?? defaultModelCacheDir();
  const key = `${topic}|${path.resolve(location.modelDir)}|${path.resolve(cacheDir)}`;
  let build = builds.get(key);
  if (!build) {
    build = buildCached(topic, location.modelDir, cacheDir);
    builds.set(key, build);
  }
  try {
    const files = await build;
    if (!(await exists(files.languageModel)) || !(await exists(files.dictionary))) {
      // A temp cleaner removed them since: build again rather than fail every decode.
      builds.delete(key);
      return answerLanguageModel(topic, location);
    }
    return files;
  } catch (error) {
    if (builds.get(key) === build) builds.delete(key);
    throw error;
  }
}

async function buildCached(topic: AnswerCorpusTopic, modelDir: string, cacheDir: string): Promise<AnswerModelFiles> {
  const dictionaryFile = path.join(modelDir, 'cmudict-en-us.dict');
  const corpus = buildAnswerCorpus(topic);
  const info = await stat(dictionaryFile);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([BUILD_VERSION, topic, info.size, Math.round(info.mtimeMs)]))
    .update(corpus.join('\n'))
    .digest('hex')
    .slice(0, 16);
  await ensurePrivateDir(cacheDir);
  const languageModel = path.join(cacheDir, `answer-${topic}-${fingerprint}.arpa`);
  const dictionary = `${languageModel}.dict`;
  if ((await exists(languageModel)) && (await exists(dictionary))) return { languageModel, dictionary };

  const pronunciations = await readPronunciationDictionary(dictionaryFile);
  // The decoder cannot say a word it cannot pronounce: such sentences are left out (none today).
  const sentences = corpus.filter((sentence) => sentence.split(' ').every((word) => pronunciations.has(word)));
  const model = buildDomainLanguageModel(sentences);
  const words = [...model.vocabulary].filter((word) => pronunciations.has(word));
  await writeAtomically(dictionary, (partial) => writeFile(partial, dictionaryText(pronunciations, words)));
  await writeAtomically(languageModel, (partial) => writeFile(partial, arpaText(model)));
  return { languageModel, dictionary };
}

/** For tests: the words a topic's model knows. */
export async function answerModelWords(files: AnswerModelFiles): Promise<Set<string>> {
  const text = await readFile(files.dictionary, 'utf8');
  return new Set(text.split('\n').map((line) => line.split(' ')[0]?.replace(/\(\d+\)$/, '') ?? ''));
}
