import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { wavTo } from '../../src/server/test-support/speech.js';
import { mix, pcmToWav, RATE } from './audio.js';
import { applyCondition, CONDITIONS, type Condition, type ConditionDetail } from './conditions.js';
import { randomFor } from './random.js';
import { renderSpeech } from './render.js';
import type { Script, Truth } from './scripts.js';
import type { Split } from './split.js';
import { mapLimited } from './tools.js';
import { VOICES, type Voice } from './voices.js';

/**
 * Turns a split's scripts into messages: each script read by its voice, then heard in every
 * condition, encoded as WebM/Opus the way Chromium's recorder uploads it (the product's input).
 * The same script in every condition makes the conditions a paired comparison.
 */
export interface Message {
  id: string;
  scriptId: string;
  split: Split;
  voice: string;
  /** The speaking rate drawn for the script (see voices.ts). */
  rate?: number;
  condition: Condition;
  detail: ConditionDetail;
  text: string;
  truth: Truth;
  email: string;
  emailCarriesName: boolean;
  emailNameParts: Array<'first' | 'last'>;
  /** The WebM file, relative to the repository root. */
  file: string;
  seconds: number;
}

/** Two at a time: the engines and ffmpeg are single-threaded and the machine has two cores. */
const PARALLEL = 2;

export async function renderMessages(
  scripts: readonly Script[],
  babble: Int16Array,
  audioDir: string,
  root: string,
  onProgress: (done: number) => void,
): Promise<Message[]> {
  await mkdir(audioDir, { recursive: true });
  let done = 0;
  const perScript = await mapLimited(scripts, PARALLEL, async (script) => {
    const voice = voiceById(script.voice);
    const speech = await renderSpeech(script.text, voice, script.id);
    const messages: Message[] = [];
    for (const condition of CONDITIONS) {
      const heard = await applyCondition(condition, speech.pcm, script.id, babble);
      const file = path.join(audioDir, `${script.id}-${condition}.webm`);
      await writeFile(file, await wavTo('webm', pcmToWav(heard.pcm)));
      messages.push({
        id: `${script.id}-${condition}`,
        scriptId: script.id,
        split: script.split,
        voice: script.voice,
        ...(speech.rate !== undefined ? { rate: speech.rate } : {}),
        condition,
        detail: heard.detail,
        text: script.text,
        truth: script.truth,
        email: script.email,
        emailCarriesName: script.emailCarriesName,
        emailNameParts: script.emailNameParts,
        file: path.relative(root, file),
        seconds: Math.round((heard.pcm.length / RATE) * 100) / 100,
      });
    }
    onProgress(++done);
    return messages;
  });
  return perScript.flat();
}

/**
 * Background talk for the noise condition: six train scripts read by six train voices at once,
 * looped to a common length. Train material only, so no test wording is heard in any split's
 * noise.
 */
export async function renderBabble(
  scripts: ReadonlyArray<Pick<Script, 'split' | 'voice' | 'text'>>,
): Promise<Int16Array> {
  const r = randomFor('babble');
  const train = scripts.filter((s) => s.split === 'train');
  // Six distinct voices (train scripts take the voices in turn), each reading another script.
  const readings = train.slice(0, 6).map((speaker) => ({ voice: voiceById(speaker.voice), text: r.pick(train).text }));
  const talkers = await mapLimited(
    readings,
    PARALLEL,
    async ({ voice, text }, k) => (await renderSpeech(text, voice, `babble-${k}`)).pcm,
  );
  const length = Math.max(...talkers.map((t) => t.length));
  // Each talker starts at a different point, so pauses rarely line up into silence.
  const shifted = talkers.map((t, k) => Int16Array.from({ length }, (_, i) => t[(i + k * 7919) % t.length] ?? 0));
  return mix(
    shifted.map((pcm) => ({ pcm, gain: 1 / 3 })),
    length,
  );
}

export function voiceById(id: string): Voice {
  const voice = VOICES.find((v) => v.id === id);
  if (!voice) throw new Error(`unknown voice ${id}`);
  return voice;
}
