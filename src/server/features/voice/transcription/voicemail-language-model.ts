import { createHash } from 'node:crypto';
import { access, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildDomainLanguageModel } from './domain-language-model.js';
import { mixLanguageModels } from './mix-language-models.js';
import {
  confineNameClasses,
  NAME_CLASS_TOKENS,
  nameClassMembers,
  namePronunciationLines,
  type NameClassMembers,
} from './name-classes.js';
import { readPronunciationDictionary } from './pronunciation-dictionary.js';
import { readTrieLanguageModel, writeTrieLanguageModel } from './trie-language-model.js';
import { buildVoicemailCorpus } from './voicemail-corpus.js';
import { defaultModelCacheDir, ensurePrivateDir, exists, writeAtomically } from './model-cache.js';

/**
 * The language model the pocketsphinx engine decodes with: Debian's general English model mixed
 * with the voicemail corpus (see mix-language-models.ts for how, bench/voice-transcription.ts for
 * what it gains). It is derived from the installed model, so it is built on the machine, on first
 * use (about 5 s and 300 MB while building), and cached as a 27 MB file named after everything
 * it depends on: later processes reuse it, and a package upgrade or corpus change makes a new one.
 */
export const DOMAIN_WEIGHT = 0.5;
/** Bump when the build itself changes, so cached files from older code are not reused. */
const BUILD_VERSION = 5;

export interface LanguageModelLocation {
  /** Folder holding `en-us/` (acoustic model), `en-us.lm.bin` and `cmudict-en-us.dict`. */
  modelDir: string;
  /** Where built models are kept; default `<tmpdir>/voicemail-lm-<uid>` (private to the user). */
  cacheDir?: string;
  /** The corpus's share of name-class tokens (voicemail-corpus.ts); 0, the default: no classes. */
  nameClassShare?: number;
}

/** The files a voicemail decode needs, built together and cached under one fingerprint. */
export interface VoicemailModelFiles {
  /** The mixed n-gram model (`.lm.bin`), with the name classes as words. */
  languageModel: string;
  /** The CMU dictionary plus the lexicon's names it lacks. */
  dictionary: string;
  /** The names each class holds (for a message's own class files with its hints boosted). */
  members: NameClassMembers;
}

const builds = new Map<string, Promise<VoicemailModelFiles>>();

/** The mixed model and its companions, building them if they are not cached yet. */
export async function voicemailLanguageModel(
  location: LanguageModelLocation,
  domainWeight = DOMAIN_WEIGHT,
): Promise<VoicemailModelFiles> {
  const cacheDir = location.cacheDir ?? defaultModelCacheDir();
  const nameClassShare = location.nameClassShare ?? 0;
  const key = `${path.resolve(location.modelDir)}|${path.resolve(cacheDir)}|${domainWeight}|${nameClassShare}`;
  let build = builds.get(key);
  if (!build) {
    build = buildCached(location.modelDir, cacheDir, domainWeight, nameClassShare);
    builds.set(key, build);
  }
  try {
    const files = await build;
    // A temp cleaner may have removed them since; build again rather than fail every decode.
    await Promise.all([access(files.languageModel), access(files.dictionary)]);
    return files;
  } catch (error) {
    if (builds.get(key) === build) builds.delete(key);
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT')
      return voicemailLanguageModel(location, domainWeight);
    throw error;
  }
}

async function buildCached(
  modelDir: string,
  cacheDir: string,
  domainWeight: number,
  nameClassShare: number,
): Promise<VoicemailModelFiles> {
  const general = path.join(modelDir, 'en-us.lm.bin');
  const dictionaryFile = path.join(modelDir, 'cmudict-en-us.dict');
  const corpus = buildVoicemailCorpus(undefined, undefined, nameClassShare);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([BUILD_VERSION, domainWeight, await fileStamp(general), await fileStamp(dictionaryFile)]))
    .update(corpus.join('\n'))
    .update(namePronunciationLines().join('\n'))
    .digest('hex')
    .slice(0, 16);
  await ensurePrivateDir(cacheDir);
  const file = path.join(cacheDir, `voicemail-${fingerprint}.lm.bin`);
  const companions = companionFiles(file);
  const complete = await Promise.all([file, companions.dictionary, companions.members].map(exists));
  if (complete.every(Boolean)) {
    const members = JSON.parse(await readFile(companions.members, 'utf8')) as NameClassMembers;
    return { languageModel: file, dictionary: companions.dictionary, members };
  }

  const [generalModel, dictionary] = await Promise.all([
    readTrieLanguageModel(general),
    readPronunciationDictionary(dictionaryFile),
  ]);
  // The decoder cannot emit a word it cannot pronounce; the corpus test keeps this filter a no-op.
  // Class tokens ("[firstname]") are expanded by the decoder, so they need no pronunciation.
  const speakable = (word: string) => dictionary.has(word) || NAME_CLASS_TOKENS.has(word);
  const sentences = corpus.filter((sentence) => sentence.split(' ').every(speakable));
  const mixed = mixLanguageModels(generalModel, buildDomainLanguageModel(sentences), domainWeight);
  confineNameClasses(mixed);
  const members = nameClassMembers(new Set(mixed.words));
  const extraPronunciations = namePronunciationLines().filter((line) => !dictionary.has(line.split(' ')[0] ?? ''));
  // Each written aside and renamed: another process never sees a half-written file. The
  // members file goes last: its presence says the set is complete.
  await writeAtomically(file, (partial) => writeTrieLanguageModel(partial, mixed));
  await writeAtomically(companions.dictionary, async (partial) => {
    const general = await readFile(dictionaryFile, 'utf8');
    await writeFile(partial, `${general.trimEnd()}\n${extraPronunciations.join('\n')}\n`);
  });
  await writeAtomically(companions.members, (partial) => writeFile(partial, JSON.stringify(members)));
  return { languageModel: file, dictionary: companions.dictionary, members };
}

function companionFiles(languageModel: string) {
  return {
    dictionary: `${languageModel}.dict`,
    members: `${languageModel}.classes.json`,
  };
}

async function fileStamp(file: string): Promise<[number, number]> {
  const info = await stat(file);
  return [info.size, Math.round(info.mtimeMs)];
}
