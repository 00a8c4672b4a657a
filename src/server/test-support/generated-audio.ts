import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './speech.js';

/**
 * Audio of any container and codec ffmpeg writes, from a generated source: for what a browser
 * never records (FLAC, PCM or MP3 tracks, hours of audio in a few hundred KB), which the voice
 * routes must refuse or bound. Speech for what they accept comes from speech.ts.
 */
export interface GeneratedAudio {
  seconds: number;
  /** ffmpeg's output options: codec, bit rate, `-f` container. */
  output: string[];
  /** Pink noise (never silence) or a steady tone; pink noise by default. */
  source?: 'noise' | 'tone';
  sampleRate?: number;
}

export function generatedAudio({ seconds, output, source = 'noise', sampleRate = 16_000 }: GeneratedAudio) {
  const input =
    source === 'noise'
      ? `anoisesrc=d=${seconds}:c=pink:r=${sampleRate}:a=0.2`
      : `sine=frequency=440:duration=${seconds}:sample_rate=${sampleRate}`;
  return run(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', input, '-ac', '1', ...output, 'pipe:1'],
    Buffer.alloc(0),
  );
}

/**
 * `minutes` of Opus in WebM, as a recorder would write it, in under a megabyte: ten seconds encoded
 * once at 6 kbit/s and repeated by copying packets (encoding twenty minutes would take seconds).
 */
export async function longOpusWebm(minutes: number): Promise<Buffer> {
  const tenSeconds = await generatedAudio({ seconds: 10, output: ['-c:a', 'libopus', '-b:a', '6k', '-f', 'webm'] });
  // Looping seeks back to the start, which a pipe cannot: the ten seconds go through a file.
  const dir = await mkdtemp(path.join(tmpdir(), 'long-audio-'));
  try {
    const file = path.join(dir, 'ten.webm');
    await writeFile(file, tenSeconds);
    const loop = ['-stream_loop', String(minutes * 6 - 1), '-i', file];
    return await run(
      'ffmpeg',
      ['-nostdin', '-v', 'error', ...loop, '-c', 'copy', '-f', 'webm', 'pipe:1'],
      Buffer.alloc(0),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
