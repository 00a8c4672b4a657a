import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeToPcm, pcmToWav } from '../audio.js';
import { CACHE_ROOT, datasetHash, writeAtomically } from '../dataset.js';
import { distribution } from '../invariants.js';
import { renderBabble } from '../render-split.js';
import type { Split } from '../split.js';
import { mapLimited } from '../tools.js';
import { checkGuidedInvariants, overlapSummary } from './invariants.js';
import { renderGuidedScript, type GuidedMessage } from './render.js';
import { generateGuidedScripts, GUIDED_SEED, type GuidedScript } from './scripts.js';

/**
 * The guided set on disk: `.cache/voice-eval/guided-<hash>/` (gitignored), the hash covering the
 * guided seed and every file that decides the scripts or their audio (../dataset.ts). Scripts of
 * all splits are written at once; audio only for the scripts a run asks for (the first N of a
 * split), each script's four recordings and their marks in `audio/<split>/<id>.json`, so a run
 * with a larger --limit renders only what is new.
 */
export interface GuidedDataset {
  dir: string;
  scripts: GuidedScript[];
}

/** Engines and ffmpeg are single-threaded and the machine has two cores. */
const PARALLEL = 2;

export async function loadGuidedScripts(log: (line: string) => void): Promise<GuidedDataset> {
  const dir = path.join(CACHE_ROOT, `guided-${datasetHash('guided', GUIDED_SEED)}`);
  const file = path.join(dir, 'scripts.json');
  if (existsSync(file)) return { dir, scripts: JSON.parse(await readFile(file, 'utf8')) as GuidedScript[] };
  log(`Generating the guided scripts into ${path.relative(path.dirname(CACHE_ROOT), dir)}/`);
  const scripts = generateGuidedScripts(GUIDED_SEED);
  checkGuidedInvariants(scripts);
  for (const split of ['train', 'dev', 'test'] as const) {
    log(`  ${split}: debt ${distribution(scripts, split, (s) => s.truth.debtAmount ?? 'unsaid')}`);
    log(`  ${split}: creditors ${distribution(scripts, split, (s) => s.truth.creditorsCount ?? 'unsaid')}`);
    log(
      `  ${split}: legal ${distribution(scripts, split, (s) => s.truth.legal)}; bankruptcy ${distribution(scripts, split, (s) => s.truth.bankruptcy)}`,
    );
  }
  log(`  ${overlapSummary(scripts)}`);
  await writeAtomically(file, JSON.stringify(scripts, null, 1));
  return { dir, scripts };
}

/** The first `count` scripts of a split, each in every condition, rendering those not yet on disk. */
export async function loadGuidedMessages(
  dataset: GuidedDataset,
  split: Split,
  count: number,
  root: string,
  log: (line: string) => void,
): Promise<GuidedMessage[]> {
  const babbleFile = path.join(dataset.dir, 'babble.wav');
  if (!existsSync(babbleFile)) {
    log('Rendering the babble for the noise condition (train scripts only)...');
    await writeAtomically(babbleFile, pcmToWav(await renderBabble(dataset.scripts)));
  }
  const babble = await decodeToPcm(babbleFile);
  const audioDir = path.join(dataset.dir, 'audio', split);
  await mkdir(audioDir, { recursive: true });
  const scripts = dataset.scripts.filter((s) => s.split === split).slice(0, count);
  const missing = scripts.filter((s) => !existsSync(path.join(audioDir, `${s.id}.json`)));
  if (missing.length > 0) log(`Rendering ${missing.length} guided ${split} scripts × 4 conditions (two at a time)...`);
  const started = performance.now();
  let done = 0;
  await mapLimited(missing, PARALLEL, async (script) => {
    const messages = await renderGuidedScript(script, babble, audioDir, root);
    await writeAtomically(path.join(audioDir, `${script.id}.json`), JSON.stringify(messages, null, 1));
    done++;
    if (done % 5 === 0 || done === missing.length) log(`  ${done}/${missing.length} rendered`);
  });
  if (missing.length > 0) log(`Rendered in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const perScript = await Promise.all(
    scripts.map(
      async (s) => JSON.parse(await readFile(path.join(audioDir, `${s.id}.json`), 'utf8')) as GuidedMessage[],
    ),
  );
  return perScript.flat();
}
