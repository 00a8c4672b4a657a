import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
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
 * what it gains). Built from the installed model on first use, once per process (about 3 s and
 * 200 MB while building), into a private temporary folder removed when the process exits.
 */
export const DOMAIN_WEIGHT = 0.5;

export interface ModelPaths {
  /** Folder holding `en-us/` (acoustic model), `en-us.lm.bin` and `cmudict-en-us.dict`. */
  modelDir: string;
}

const builds = new Map<string, Promise<string>>();

/** Path of the mixed model (`.lm.bin`) for this model folder and weight, building it if needed. */
export function voicemailLanguageModel({ modelDir }: ModelPaths, domainWeight = DOMAIN_WEIGHT): Promise<string> {
  const key = `${path.resolve(modelDir)}:${domainWeight}`;
  let build = builds.get(key);
  if (!build) {
    build = buildModelFile(modelDir, domainWeight);
    // A failed build (disk full, unexpected model file) is retried on the next transcription.
    build.catch(() => builds.delete(key));
    builds.set(key, build);
  }
  return build;
}

async function buildModelFile(modelDir: string, domainWeight: number): Promise<string> {
  const [general, dictionary] = await Promise.all([
    readTrieLanguageModel(path.join(modelDir, 'en-us.lm.bin')),
    readPronunciationDictionary(path.join(modelDir, 'cmudict-en-us.dict')),
  ]);
  // The decoder cannot emit a word it cannot pronounce; the corpus test keeps this list empty.
  const sentences = buildVoicemailCorpus().filter((sentence) => sentence.split(' ').every((word) => dictionary.has(word)));
  const mixed = mixLanguageModels(general, buildDomainLanguageModel(sentences), domainWeight);
  const file = path.join(await privateDir(), `voicemail-${domainWeight}.lm.bin`);
  await writeTrieLanguageModel(file, mixed);
  return file;
}

let dirPromise: Promise<string> | undefined;

function privateDir(): Promise<string> {
  dirPromise ??= mkdtemp(path.join(tmpdir(), 'voicemail-lm-')).then((dir) => {
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  return dirPromise;
}
