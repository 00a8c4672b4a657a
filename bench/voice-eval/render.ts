import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { concat, decodeToPcm, silence } from './audio.js';
import { randomFor } from './random.js';
import { runTool, withTempDir } from './tools.js';
import type { Voice } from './voices.js';

/**
 * A script read aloud by one of the Debian speech engines, as 16 kHz mono PCM with the bit of
 * silence a recorder catches before and after the caller speaks. The speaking rate is drawn for
 * the script (random.ts), so a script always sounds the same whichever worker renders it.
 */
export interface Rendering {
  pcm: Int16Array;
  /** Words per minute (espeak-ng) or duration stretch (flite, festival); absent when fixed. */
  rate?: number;
}

export async function renderSpeech(
  text: string,
  voice: Voice,
  key: string,
  options: { rate?: number } = {},
): Promise<Rendering> {
  const r = randomFor(key, 'render');
  const drawn = voice.rate ? r.uniform(voice.rate[0], voice.rate[1]) : undefined;
  // A caller keeps one pace through a guided message's answers: the script's rate, when given.
  const rate = voice.rate ? (options.rate ?? drawn) : undefined;
  const speech = await withTempDir(async (dir) => {
    const wav = path.join(dir, 'speech.wav');
    const textFile = path.join(dir, 'speech.txt');
    await writeFile(textFile, text);
    await runEngine(voice, rate, textFile, wav, text);
    return decodeToPcm(wav);
  });
  if (speech.length < 16_000)
    throw new Error(`${voice.id} produced ${speech.length} samples for "${text.slice(0, 40)}…"`);
  return {
    pcm: concat(silence(r.uniform(0.3, 0.9)), speech, silence(r.uniform(0.5, 1.2))),
    ...(rate !== undefined ? { rate: Math.round(rate * 100) / 100 } : {}),
  };
}

async function runEngine(
  voice: Voice,
  rate: number | undefined,
  textFile: string,
  wav: string,
  text: string,
): Promise<void> {
  switch (voice.engine) {
    case 'espeak-ng':
      // The text goes through stdin so nothing in it is read as an option.
      await runTool(
        'espeak-ng',
        ['-v', voice.name, '-s', String(Math.round(rate ?? 160)), '-w', wav],
        Buffer.from(text),
      );
      return;
    case 'flite':
      await runTool('flite', [
        '-voice',
        voice.name,
        ...(rate ? ['--setf', `duration_stretch=${rate.toFixed(2)}`] : []),
        '-f',
        textFile,
        '-o',
        wav,
      ]);
      return;
    case 'festival':
      await runTool('text2wave', [
        '-eval',
        `(${voice.name})`,
        ...(rate ? ['-eval', `(Parameter.set 'Duration_Stretch ${rate.toFixed(2)})`] : []),
        textFile,
        '-o',
        wav,
      ]);
  }
}
