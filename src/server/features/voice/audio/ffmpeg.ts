import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AudioDecodeError } from './audio-decode-error.js';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { pinnedInputArgs } from './input-format.js';
import { runProcess } from './run-process.js';
import { sniffAudio } from './sniff-audio.js';
import { withTempDir } from './temp-dir.js';

/**
 * The three things the voice feature asks of the system ffmpeg: how long a recording is, a copy
 * every browser can play, and the 16 kHz mono WAV the speech decoder wants.
 */
export interface FfmpegOptions {
  /** Defaults to `ffmpeg` on the PATH (Debian package `ffmpeg`). */
  ffmpegPath?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** A request waits on this run: normal CPU priority (see spawnTracked). */
  foreground?: boolean;
}

export interface ConversionOptions extends FfmpegOptions {
  /** Longer input is cut here, so a small file claiming hours of audio cannot fill memory. */
  maxSeconds?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_SECONDS = 30 * 60;
/** Two at once: one per core on the target machine; others wait (see ConcurrencyLimit). */
const ffmpegSlots = new ConcurrencyLimit(2);

/** Sample rate used only to count decoded audio; low to keep the pipe small, exact enough (0.125 ms). */
const COUNT_RATE = 8000;

/**
 * Seconds of decodable audio. Decodes the stream and counts samples, because Chromium's
 * MediaRecorder WebM carries no duration in its header (ffprobe says N/A) and other headers can lie.
 * With `maxSeconds` it stops one second past that limit, so a small file of hours of silence costs
 * no more than a file at the limit: a result above `maxSeconds` means "too long".
 */
export async function probeDurationSeconds(bytes: Buffer, options: ConversionOptions = {}): Promise<number> {
  let decodedBytes = 0;
  const cap = options.maxSeconds === undefined ? [] : ['-t', String(options.maxSeconds + 1)];
  return runFfmpeg(bytes, options, () => ({
    args: ['-map', '0:a:0', ...cap, '-ac', '1', '-ar', String(COUNT_RATE), '-f', 's16le', 'pipe:1'],
    onStdout: (chunk) => {
      decodedBytes += chunk.length;
    },
    collect: () => {
      if (decodedBytes === 0) throw new AudioDecodeError('no audio samples could be decoded');
      return decodedBytes / 2 / COUNT_RATE;
    },
  }));
}

/**
 * AAC-LC in an MP4 with the index first (`+faststart`): plays in Safari, which cannot play WebM/Opus
 * recordings, and starts before the whole file has downloaded. Mono 80 kbit/s is ample for speech.
 * Metadata is dropped: it can carry device details the visitor did not mean to send.
 */
export async function toPlayableMp4(bytes: Buffer, options: ConversionOptions = {}): Promise<Buffer> {
  return convert(bytes, options, 'playable.mp4', [
    '-c:a',
    'aac',
    '-b:a',
    '80k',
    '-ac',
    '1',
    '-ar',
    '48000',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
  ]);
}

/**
 * 16 kHz mono signed 16-bit WAV: the format the pocketsphinx en-us acoustic model was trained on.
 * `+bitexact` leaves out ffmpeg's LIST/INFO chunk, so the header is the plain 44 bytes that
 * pocketsphinx_continuous skips (it would read the extra chunk as samples).
 */
export async function toWav16kMono(
  bytes: Buffer,
  options: ConversionOptions & { audioFilter?: string } = {},
): Promise<Buffer> {
  return convert(bytes, options, 'speech.wav', [
    ...(options.audioFilter ? ['-af', options.audioFilter] : []),
    '-c:a',
    'pcm_s16le',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-fflags',
    '+bitexact',
    '-f',
    'wav',
  ]);
}

async function convert(
  bytes: Buffer,
  options: ConversionOptions,
  outputName: string,
  codecArgs: string[],
): Promise<Buffer> {
  const maxSeconds = options.maxSeconds ?? DEFAULT_MAX_SECONDS;
  return runFfmpeg(bytes, options, (dir) => {
    const output = path.join(dir, outputName);
    return {
      args: [
        '-map',
        '0:a:0',
        '-vn',
        '-sn',
        '-dn',
        '-map_metadata',
        '-1',
        '-t',
        String(maxSeconds),
        ...codecArgs,
        output,
      ],
      collect: async () => {
        const result = await readFile(output);
        if (result.length === 0) throw new AudioDecodeError('no audio samples could be decoded');
        return result;
      },
    };
  });
}

interface FfmpegJob<T> {
  /** What follows the input: mapping, output options and the output. */
  args: string[];
  onStdout?: (chunk: Buffer) => void;
  /** Reads the result once ffmpeg has succeeded (before the temporary folder is removed). */
  collect: () => T | Promise<T>;
}

async function runFfmpeg<T>(bytes: Buffer, options: FfmpegOptions, makeJob: (dir: string) => FfmpegJob<T>): Promise<T> {
  if (bytes.length === 0) throw new AudioDecodeError('the file is empty');
  // Never let ffmpeg guess what a visitor's bytes are (input-format.ts).
  const format = sniffAudio(bytes);
  if (!format) throw new AudioDecodeError('not a supported audio format');
  const command = options.ffmpegPath ?? 'ffmpeg';
  return ffmpegSlots.run(
    () =>
      withTempDir('voice-audio-', async (dir) => {
        const input = path.join(dir, 'input');
        await writeFile(input, bytes);
        const job = makeJob(dir);
        // -nostdin: never wait on a terminal; -v error: stderr holds only the reason for a failure.
        const args = [
          ...['-nostdin', '-hide_banner', '-v', 'error', '-threads', '1', '-y'],
          ...pinnedInputArgs(format),
          ...['-i', input, ...job.args],
        ];
        const result = await runProcess(command, args, {
          timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          ...(options.signal ? { signal: options.signal } : {}),
          ...(job.onStdout ? { onStdout: job.onStdout } : {}),
          ...(options.foreground ? { foreground: true } : {}),
        });
        if (result.exitCode !== 0) throw failureFrom(result.stderr, dir);
        return job.collect();
      }),
    options.signal,
  );
}

/** Resource problems are the server's; anything else with our fixed arguments is the input's fault. */
const SERVER_FAULT = /No space left|Permission denied|Cannot allocate memory|Too many open files/i;

function failureFrom(stderr: string, dir: string): Error {
  const lines = stderr
    .split('\n')
    .map((line) =>
      line
        .split(dir + path.sep)
        .join('')
        .trim(),
    )
    .filter(Boolean);
  const last = (lines.at(-1) ?? 'ffmpeg failed without a message').replace(/^input: /, '');
  if (SERVER_FAULT.test(stderr)) return new Error(`ffmpeg failed: ${last.slice(0, 200)}`);
  const reason = /matches no streams|does not contain any stream/i.test(stderr)
    ? 'no audio stream'
    : last.slice(0, 160);
  return new AudioDecodeError(reason);
}
