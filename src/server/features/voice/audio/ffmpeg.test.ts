import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav } from '#server/test-support/multipart.js';
import { shouldRunWithBinaries, speechWav, wavTo, type TestContainer } from '#server/test-support/speech.js';
import { AudioDecodeError } from './audio-decode-error.js';
import { probeDurationSeconds, toPlayableMp4, toWav16kMono } from './ffmpeg.js';
import { ProcessTimeoutError, ProcessUnavailableError } from './run-process.js';
import { sniffAudio } from './sniff-audio.js';

const SENTENCE = 'my name is john smith and i owe about two million dollars to twelve creditors';

/** Exact length of a PCM WAV from its header, the reference every other format is held to. */
function wavSeconds(wav: Buffer): number {
  const byteRate = wav.readUInt32LE(28);
  const dataOffset = wav.indexOf('data', 12, 'latin1');
  return wav.readUInt32LE(dataOffset + 4) / byteRate;
}

function ffprobe(bytes: Buffer, entries: string): string {
  const result = spawnSync('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'csv=p=0', '-i', 'pipe:0'], {
    input: bytes,
  });
  return result.stdout.toString().trim();
}

/** Top-level ISO-BMFF boxes, in file order. */
function mp4Boxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(offset);
    boxes.push(bytes.toString('latin1', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

describe.runIf(shouldRunWithBinaries('ffmpeg', 'ffprobe', 'espeak-ng'))('ffmpeg helpers', () => {
  let wav: Buffer;
  let seconds: number;
  const encoded = new Map<TestContainer, Buffer>();

  beforeAll(async () => {
    wav = await speechWav(SENTENCE);
    seconds = wavSeconds(wav);
    for (const container of ['webm', 'ogg', 'mp4'] as const) encoded.set(container, await wavTo(container, wav));
  });

  it('the WebM fixture really lacks a header duration, like Chromium MediaRecorder output', () => {
    expect(ffprobe(encoded.get('webm') ?? Buffer.alloc(0), 'format=duration')).toBe('N/A');
  });

  it.each(['wav', 'webm', 'ogg', 'mp4'] as const)('measures the duration of %s within 0.3 s', async (container) => {
    const bytes = container === 'wav' ? wav : encoded.get(container);
    expect(seconds).toBeGreaterThan(3);
    expect(Math.abs((await probeDurationSeconds(bytes ?? Buffer.alloc(0))) - seconds)).toBeLessThan(0.3);
  });

  it('converts WebM to a faststart AAC MP4 of the same length', async () => {
    const mp4 = await toPlayableMp4(encoded.get('webm') ?? Buffer.alloc(0));
    expect(sniffAudio(mp4)).toEqual({ container: 'mp4', codec: 'aac', mimeType: 'audio/mp4' });
    expect(ffprobe(mp4, 'stream=codec_name,profile,channels')).toBe('aac,LC,1');
    const boxes = mp4Boxes(mp4);
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(Math.abs((await probeDurationSeconds(mp4)) - seconds)).toBeLessThan(0.3);
  });

  it('converts to 16 kHz mono 16-bit WAV with correct header sizes', async () => {
    const out = await toWav16kMono(encoded.get('ogg') ?? Buffer.alloc(0));
    expect(sniffAudio(out)?.container).toBe('wav');
    expect(out.readUInt16LE(22)).toBe(1); // channels
    expect(out.readUInt32LE(24)).toBe(16_000); // sample rate
    expect(out.readUInt16LE(34)).toBe(16); // bits per sample
    expect(out.toString('latin1', 36, 40)).toBe('data'); // the plain 44-byte header pocketsphinx expects
    expect(Math.abs(wavSeconds(out) - seconds)).toBeLessThan(0.3);
  });

  it('rejects random bytes behind a WebM header with AudioDecodeError', async () => {
    // The header up to the first Cluster, as a recorder writes it, then noise.
    const webm = encoded.get('webm') ?? Buffer.alloc(0);
    const firstCluster = webm.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    const fake = Buffer.concat([webm.subarray(0, firstCluster), randomBytes(20_000)]);
    expect(sniffAudio(fake)?.container).toBe('webm');
    const failure = await probeDurationSeconds(fake).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AudioDecodeError);
    expect((failure as AudioDecodeError).reason.length).toBeGreaterThan(0);
    expect((failure as AudioDecodeError).message).not.toContain(tmpdir());
    await expect(toPlayableMp4(fake)).rejects.toBeInstanceOf(AudioDecodeError);
    await expect(toWav16kMono(fake)).rejects.toBeInstanceOf(AudioDecodeError);
  });

  it('rejects an empty file and one that is not audio a browser records, before ffmpeg reads it', async () => {
    await expect(probeDurationSeconds(Buffer.alloc(0))).rejects.toBeInstanceOf(AudioDecodeError);
    const png = spawnSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=red:s=16x16',
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ]).stdout;
    await expect(probeDurationSeconds(png)).rejects.toThrow(/not a supported audio format/);
    // An HLS playlist would have ffmpeg fetch its segments; it is never handed over.
    const playlist = Buffer.from('#EXTM3U\n#EXTINF:10,\nhttp://127.0.0.1:9/segment.ts\n#EXT-X-ENDLIST\n');
    await expect(probeDurationSeconds(playlist, { ffmpegPath: '/nonexistent/ffmpeg' })).rejects.toThrow(
      /not a supported audio format/,
    );
  });

  it('stops ffmpeg at the timeout, and on abort', async () => {
    const long = Buffer.concat([wav, ...Array.from({ length: 40 }, () => wav.subarray(44))]);
    await expect(toPlayableMp4(long, { timeoutMs: 5 })).rejects.toBeInstanceOf(ProcessTimeoutError);
    const controller = new AbortController();
    const pending = toPlayableMp4(long, { signal: controller.signal });
    controller.abort(new Error('client went away'));
    await expect(pending).rejects.toThrow('client went away');
  });

  it('reports a missing ffmpeg as unavailable, not as bad audio', async () => {
    await expect(probeDurationSeconds(wav, { ffmpegPath: '/nonexistent/ffmpeg' })).rejects.toBeInstanceOf(
      ProcessUnavailableError,
    );
  });
});

describe('ffmpeg process cap', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ffmpeg-cap-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('runs at most two ffmpeg processes at once', async () => {
    // A stand-in binary that logs when it starts and ends, to observe the overlap.
    const log = path.join(dir, 'log');
    const fake = path.join(dir, 'fake-ffmpeg');
    await writeFile(fake, `#!/bin/sh\necho start >> '${log}'\nsleep 0.3\necho end >> '${log}'\nexit 1\n`);
    await chmod(fake, 0o755);
    const runs = Array.from({ length: 5 }, () =>
      probeDurationSeconds(silentWav(2000), { ffmpegPath: fake }).catch(() => 'failed'),
    );
    expect(await Promise.all(runs)).toEqual(Array(5).fill('failed'));
    let running = 0;
    let peak = 0;
    for (const line of (await readFile(log, 'utf8')).trim().split('\n')) {
      running += line === 'start' ? 1 : -1;
      peak = Math.max(peak, running);
    }
    expect(peak).toBe(2);
  });
});
