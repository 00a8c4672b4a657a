import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeToPcm, pcmToWav } from './audio.js';
import { checkInvariants, distribution } from './invariants.js';
import { renderBabble, renderMessages, type Message } from './render-split.js';
import { generateScripts, type Script } from './scripts.js';
import type { Split } from './split.js';

/**
 * The evaluation set on disk: `.cache/voice-eval/<hash>/` (gitignored), where the hash covers
 * the seed and every file that decides the scripts or their audio (this folder, except what only
 * measures, plus the product files the truth is taken from). Change a template or a condition
 * and a new folder is generated; otherwise the first run's audio is reused. The scripts of all
 * splits are written at once (scripts.json, cheap); a split's audio and manifest only when that
 * split is first asked for, so the test run does not wait for 360 train recordings.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CACHE_ROOT = path.join(ROOT, '.cache/voice-eval');
const SEED = 20_261_126;

const HERE = path.relative(ROOT, path.dirname(fileURLToPath(import.meta.url)));
/** Files that only measure: editing them (e.g. swapping the pipeline) must not regenerate audio. */
const NOT_HASHED = [
  path.join(HERE, 'measure'),
  path.join(HERE, 'run-pipeline.ts'),
  path.join(HERE, 'guided', 'run-guided.ts'),
  path.join(HERE, 'results'),
];
/** The guided set's own files (guided/dataset.ts hashes them): they never change the whole messages. */
const GUIDED = path.join(HERE, 'guided');
const PRODUCT_INPUTS = [
  'src/server/features/voice/extraction/bands.ts',
  'src/shared/lead-options.ts',
  'src/server/features/voice/transcription/number-words.ts',
  'src/server/test-support/speech.ts',
];

export function datasetHash(set: 'whole' | 'guided' = 'whole', seed: number = SEED): string {
  const skipped = set === 'whole' ? [...NOT_HASHED, GUIDED] : NOT_HASHED;
  const hash = createHash('sha256').update(String(seed));
  const visit = (relative: string) => {
    if (skipped.includes(relative)) return;
    const full = path.join(ROOT, relative);
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) visit(path.join(relative, entry));
      return;
    }
    hash.update(relative).update('\0').update(readFileSync(full)).update('\0');
  };
  [HERE, ...PRODUCT_INPUTS].forEach(visit);
  return hash.digest('hex').slice(0, 12);
}

export interface Dataset {
  dir: string;
  scripts: Script[];
}

export async function loadScripts(log: (line: string) => void): Promise<Dataset> {
  const dir = path.join(CACHE_ROOT, datasetHash());
  const file = path.join(dir, 'scripts.json');
  if (existsSync(file)) return { dir, scripts: JSON.parse(await readFile(file, 'utf8')) as Script[] };
  log(`Generating the scripts into ${path.relative(ROOT, dir)}/`);
  const scripts = generateScripts(SEED);
  checkInvariants(scripts);
  for (const split of ['train', 'dev', 'test'] as const) {
    log(`  ${split}: debt ${distribution(scripts, split, (s) => s.truth.debtAmount ?? 'unsaid')}`);
    log(`  ${split}: creditors ${distribution(scripts, split, (s) => s.truth.creditorsCount ?? 'unsaid')}`);
    log(
      `  ${split}: legal ${distribution(scripts, split, (s) => s.truth.legal)}; bankruptcy ${distribution(scripts, split, (s) => s.truth.bankruptcy)}`,
    );
    log(`  ${split}: e-mail carries the name ${distribution(scripts, split, (s) => String(s.emailCarriesName))}`);
  }
  await writeAtomically(file, JSON.stringify(scripts, null, 1));
  return { dir, scripts };
}

/** A split's messages (every script in every condition), rendering them on first use. */
export async function loadMessages(dataset: Dataset, split: Split, log: (line: string) => void): Promise<Message[]> {
  const manifest = path.join(dataset.dir, `manifest-${split}.json`);
  if (existsSync(manifest)) return JSON.parse(await readFile(manifest, 'utf8')) as Message[];

  const babbleFile = path.join(dataset.dir, 'babble.wav');
  if (!existsSync(babbleFile)) {
    log('Rendering the babble for the noise condition...');
    await writeAtomically(babbleFile, pcmToWav(await renderBabble(dataset.scripts)));
  }
  const babble = await decodeToPcm(babbleFile);
  const scripts = dataset.scripts.filter((s) => s.split === split);
  log(`Rendering the ${split} split: ${scripts.length} scripts × 4 conditions (two at a time)...`);
  const started = performance.now();
  const messages = await renderMessages(scripts, babble, path.join(dataset.dir, 'audio', split), ROOT, (done) => {
    if (done % 20 === 0 || done === scripts.length) log(`  ${done}/${scripts.length} scripts rendered`);
  });
  const seconds = messages.filter((m) => m.condition === 'clean').map((m) => m.seconds);
  log(
    `Rendered in ${((performance.now() - started) / 1000).toFixed(0)} s; message length ${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)} s, ` +
      `mean ${(seconds.reduce((a, b) => a + b, 0) / seconds.length).toFixed(1)} s`,
  );
  await writeAtomically(manifest, JSON.stringify(messages, null, 1));
  return messages;
}

/** Written whole or not at all, so an interrupted run never leaves a manifest that lies. */
export async function writeAtomically(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}
