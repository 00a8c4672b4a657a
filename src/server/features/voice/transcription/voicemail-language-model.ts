import { createHash, randomUUID } from 'node:crypto';
import { access, lstat, mkdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDomainLanguageModel } from './domain-language-model.js';
import { mixLanguageModels } from './mix-language-models.js';
import { readPronunciationDictionary } from './pronunciation-dictionary.js';
import { readTrieLanguageModel, writeTrieLanguageModel } from './trie-language-model.js';
import { buildVoicemailCorpus } from './voicemail-corpus.js';

/**
 * The language model the pocketsphinx engine decodes with: Debian's general English model mixed
 * with the voicemail corpus (see mix-language-models.ts for how, bench/voice-transcription.ts for
 * what it gains). It is derived from the installed model, so it is built on the machine, on first
 * use (about 5 s and 300 MB while building), and cached as a 27 MB file named after everything
 * it depends on: later processes reuse it, and a package upgrade or corpus change makes a new one.
 */
export const DOMAIN_WEIGHT = 0.5;
/** Bump when the build itself changes, so cached files from older code are not reused. */
const BUILD_VERSION = 1;

export interface LanguageModelLocation {
  /** Folder holding `en-us/` (acoustic model), `en-us.lm.bin` and `cmudict-en-us.dict`. */
  modelDir: string;
  /** Where built models are kept; default `<tmpdir>/voicemail-lm-<uid>` (private to the user). */
  cacheDir?: string;
}

const builds = new Map<string, Promise<string>>();

/** Path of the mixed model (`.lm.bin`), building it if it is not cached yet. */
export async function voicemailLanguageModel(
  location: LanguageModelLocation,
  domainWeight = DOMAIN_WEIGHT,
): Promise<string> {
  const cacheDir = location.cacheDir ?? path.join(tmpdir(), `voicemail-lm-${process.getuid?.() ?? 'user'}`);
  const key = `${path.resolve(location.modelDir)}|${path.resolve(cacheDir)}|${domainWeight}`;
  let build = builds.get(key);
  if (!build) {
    build = buildCached(location.modelDir, cacheDir, domainWeight);
    builds.set(key, build);
  }
  try {
    const file = await build;
    // A temp cleaner may have removed it since; build again rather than fail every decode.
    await access(file);
    return file;
  } catch (error) {
    if (builds.get(key) === build) builds.delete(key);
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT')
      return voicemailLanguageModel(location, domainWeight);
    throw error;
  }
}

async function buildCached(modelDir: string, cacheDir: string, domainWeight: number): Promise<string> {
  const general = path.join(modelDir, 'en-us.lm.bin');
  const dictionaryFile = path.join(modelDir, 'cmudict-en-us.dict');
  const corpus = buildVoicemailCorpus();
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([BUILD_VERSION, domainWeight, await fileStamp(general), await fileStamp(dictionaryFile)]))
    .update(corpus.join('\n'))
    .digest('hex')
    .slice(0, 16);
  await ensurePrivateDir(cacheDir);
  const file = path.join(cacheDir, `voicemail-${fingerprint}.lm.bin`);
  if (await exists(file)) return file;

  const [generalModel, dictionary] = await Promise.all([
    readTrieLanguageModel(general),
    readPronunciationDictionary(dictionaryFile),
  ]);
  // The decoder cannot emit a word it cannot pronounce; the corpus test keeps this filter a no-op.
  const sentences = corpus.filter((sentence) => sentence.split(' ').every((word) => dictionary.has(word)));
  const mixed = mixLanguageModels(generalModel, buildDomainLanguageModel(sentences), domainWeight);
  // Written aside and renamed: another process never sees a half-written model.
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    await writeTrieLanguageModel(partial, mixed);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return file;
}

async function fileStamp(file: string): Promise<[number, number]> {
  const info = await stat(file);
  return [info.size, Math.round(info.mtimeMs)];
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The cache folder may sit in the shared temporary folder: refuse it unless it is a real folder
 * owned by this user and closed to others, so nobody else can plant a model for us to load.
 */
async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const info = await lstat(dir);
  const uid = process.getuid?.();
  if (!info.isDirectory() || (uid !== undefined && info.uid !== uid) || (info.mode & 0o077) !== 0) {
    throw new Error(`Language-model cache folder ${dir} is not a private folder of this user`);
  }
}
