import { runTool } from './tools.js';
import { silentWav } from '../../src/server/test-support/multipart.js';

/**
 * Audio inside the generator is 16 kHz mono 16-bit PCM in an Int16Array: the rate the product
 * decodes at, and simple to measure and mix exactly (RMS, SNR, gain) in code. ffmpeg does every
 * conversion and filter.
 */
export const RATE = 16_000;

/** ffmpeg's description of that PCM, for either side of a pipe. */
export const RAW = ['-f', 's16le', '-ar', String(RATE), '-ac', '1'];

/** Any audio file ffmpeg reads → 16 kHz mono PCM. */
export async function decodeToPcm(file: string): Promise<Int16Array> {
  return bytesToPcm(await runTool('ffmpeg', ['-nostdin', '-v', 'error', '-i', file, ...RAW, 'pipe:1']));
}

/** PCM through an ffmpeg filter chain (and format round trip, for the phone line), back to PCM. */
export async function filterPcm(pcm: Int16Array, args: readonly string[]): Promise<Int16Array> {
  return bytesToPcm(
    await runTool(
      'ffmpeg',
      ['-nostdin', '-v', 'error', ...RAW, '-i', 'pipe:0', ...args, ...RAW, 'pipe:1'],
      pcmToBytes(pcm),
    ),
  );
}

export const pcmToBytes = (pcm: Int16Array) => Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);

/** ffmpeg-generated audio (e.g. `anoisesrc=…`) of a given length → PCM. */
export async function generatePcm(source: string, seconds: number): Promise<Int16Array> {
  return bytesToPcm(
    await runTool('ffmpeg', [
      '-nostdin',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      source,
      '-t',
      seconds.toFixed(3),
      ...RAW,
      'pipe:1',
    ]),
  );
}

export function bytesToPcm(bytes: Buffer): Int16Array {
  const copy = new Uint8Array(bytes.byteLength - (bytes.byteLength % 2));
  copy.set(bytes.subarray(0, copy.byteLength));
  return new Int16Array(copy.buffer);
}

/** A WAV file of the PCM (what the browser-format encoder reads): the tests' WAV header, filled. */
export function pcmToWav(pcm: Int16Array): Buffer {
  const wav = silentWav(44 + pcm.byteLength, RATE);
  pcmToBytes(pcm).copy(wav, 44);
  return wav;
}

export function rms(pcm: Int16Array): number {
  let sum = 0;
  for (const sample of pcm) sum += sample * sample;
  return pcm.length === 0 ? 0 : Math.sqrt(sum / pcm.length);
}

/**
 * RMS over the 20 ms frames that hold speech (louder than 1% of the loudest frame's RMS), so the
 * silence around and between answers does not make a noisy message look quieter than it is.
 */
export function speechRms(pcm: Int16Array): number {
  const frame = RATE / 50;
  const frames: number[] = [];
  for (let at = 0; at + frame <= pcm.length; at += frame) frames.push(rms(pcm.subarray(at, at + frame)));
  const loudest = Math.max(0, ...frames);
  const active = frames.filter((value) => value > loudest * 0.01);
  return active.length === 0 ? 0 : Math.sqrt(active.reduce((sum, value) => sum + value * value, 0) / active.length);
}

/** Sum of signals scaled by their gains, limited so no sample clips (the whole mix is scaled down instead). */
export function mix(parts: ReadonlyArray<{ pcm: Int16Array; gain: number }>, length: number): Int16Array {
  const sum = new Float64Array(length);
  for (const { pcm, gain } of parts) {
    for (let i = 0; i < length; i++) sum[i] = (sum[i] ?? 0) + (pcm[i % pcm.length] ?? 0) * gain;
  }
  let peak = 0;
  for (const value of sum) peak = Math.max(peak, Math.abs(value));
  const scale = peak > 32_000 ? 32_000 / peak : 1;
  return Int16Array.from(sum, (value) => Math.round(value * scale));
}

export function silence(seconds: number): Int16Array {
  return new Int16Array(Math.round(seconds * RATE));
}

export function concat(...parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
