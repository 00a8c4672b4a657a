import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Real spoken audio for tests and benchmarks, made by the system's espeak-ng (and ffmpeg for the
 * browser formats), so the voice path is exercised with speech rather than with tones or mocks.
 */
export const DEFAULT_VOICE = 'en-us+klatt4';

export interface SpeechOptions {
  /**
   * An espeak-ng voice, e.g. 'en-us', 'en-us+klatt3', 'en-gb'. The default is American English
   * with the Klatt formant variant: on the same sentences the stock pocketsphinx decoder misheard
   * 94% of the plain 'en-us' voice's words and 57% of the Klatt voices' (8.8% with the tuned
   * decoder on held-out sentences), so tests of the voice path get transcripts worth extracting.
   */
  voice?: string;
  wordsPerMinute?: number;
}

export async function speechWav(text: string, options: SpeechOptions = {}): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'speech-'));
  try {
    const file = path.join(dir, 'speech.wav');
    const args = ['-v', options.voice ?? DEFAULT_VOICE, '-s', String(options.wordsPerMinute ?? 150), '-w', file];
    // The text goes through stdin so a sentence starting with '-' is never read as an option.
    await run('espeak-ng', args, Buffer.from(text));
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Opus in WebM streamed to a pipe, as Chromium's MediaRecorder produces it: 48 kHz mono and no
 * duration or cues in the header (ffprobe reports N/A).
 */
export async function speechWebm(text: string, options: SpeechOptions = {}): Promise<Buffer> {
  return wavTo('webm', await speechWav(text, options));
}

export type TestContainer = 'webm' | 'ogg' | 'mp4' | 'wav';

/** Re-encodes a WAV the way each kind of browser or device would upload it. */
export async function wavTo(container: TestContainer, wav: Buffer): Promise<Buffer> {
  const codec: Record<TestContainer, string[]> = {
    webm: ['-c:a', 'libopus', '-b:a', '32k', '-ar', '48000', '-f', 'webm'],
    ogg: ['-c:a', 'libopus', '-b:a', '32k', '-ar', '48000', '-f', 'ogg'],
    // Fragmented MP4 is what Safari's MediaRecorder writes, and the only MP4 a pipe can carry.
    mp4: ['-c:a', 'aac', '-b:a', '64k', '-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4'],
    wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  };
  const args = ['-nostdin', '-hide_banner', '-v', 'error', '-i', 'pipe:0', '-ac', '1', ...codec[container], 'pipe:1'];
  return run('ffmpeg', args, wav);
}

/**
 * Whether tests needing these binaries should run. Locally a missing binary skips them with a
 * message; in CI (`CI` set) they run anyway, so the missing binary fails the build instead of
 * silently skipping the voice path.
 */
export function shouldRunWithBinaries(...names: string[]): boolean {
  const missing = names.filter((name) => !onPath(name));
  if (missing.length === 0 || process.env.CI) return true;
  console.warn(`Skipping tests that need ${missing.join(', ')} (not installed; in CI they would fail)`);
  return false;
}

export function onPath(name: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Runs a tool with `input` on its stdin and resolves with its stdout (rejects on a non-zero exit). */
export function run(command: string, args: string[], input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4000);
    });
    child.on('error', (error) => reject(new Error(`${command} could not be started: ${error.message}`)));
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${command} exited with ${code}: ${err.trim()}`));
    });
    child.stdin.on('error', () => {}); // a failing child closes stdin early; 'close' reports it
    child.stdin.end(input);
  });
}
