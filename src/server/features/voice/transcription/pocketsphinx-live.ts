import { type ChildProcess, execFile } from 'node:child_process';
import { constants, open } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BoundedText } from '#server/features/voice/audio/bounded-text.js';
import { type AudioFormat, pinnedInputArgs } from '#server/features/voice/audio/input-format.js';
import { spawnTracked } from '#server/features/voice/audio/run-process.js';
import { parseDecoderOutput } from './decoder-output.js';
import type { LiveOptions, LiveTranscription, Transcription } from './engine.js';
import {
  decoderArgs,
  type DecoderModel,
  DEFAULT_MODEL_DIR,
  DEFAULT_POCKETSPHINX_BINARY,
  decoderModel,
  lastError,
  type PocketsphinxOptions,
} from './pocketsphinx-engine.js';
import { StreamingSpeechLevel } from './streaming-speech-level.js';

/**
 * A decoder fed while the caller speaks (decision 0020). The browser's recording (WebM/Opus, or
 * Safari's fragmented MP4) goes into ffmpeg as it arrives; ffmpeg's 16 kHz samples get their level
 * set (StreamingSpeechLevel) and go on through a FIFO into pocketsphinx_continuous, which decodes
 * each utterance as it ends. When the caller stops, only the last utterance is left to decode.
 *
 * ffmpeg starts at `begin`, with its demuxer and decoder pinned to the format the first chunk was
 * sniffed as, and stops by itself at the longest recording (`-t`). The decoded length is counted as
 * it arrives: once it reaches the limit nothing more reaches the decoder and both processes are
 * killed, so a chunk of highly compressed audio holding hours costs no more than the limit.
 *
 * A FIFO because the decoder reads only named files, and `/dev/stdin` cannot be opened on the
 * socket Node gives a child as its stdin. The FIFO is opened non-blocking once the decoder has
 * opened it, so a decoder that dies at start never leaves a thread waiting.
 */
const MAX_TRANSCRIPT_CHARS = 200_000;
/** Decoded samples held while the decoder starts: 8 s of 16 kHz 16-bit audio. */
const MAX_PENDING_BYTES = 8 * 16_000 * 2;
/** How long the decoder may take to load its model and open the FIFO. */
const OPEN_TIMEOUT_MS = 15_000;
const execFileAsync = promisify(execFile);

export async function startPocketsphinxLive(
  options: PocketsphinxOptions,
  live: LiveOptions,
): Promise<LiveTranscription> {
  const dir = await mkdtemp(path.join(tmpdir(), 'voice-live-'));
  const fifo = path.join(dir, 'speech.raw');
  let model: DecoderModel;
  try {
    model = await decoderModel(options, dir, live.hints);
    await execFileAsync('mkfifo', ['-m', '600', fifo]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return new PocketsphinxLive(options, dir, fifo, model, live.maxSeconds);
}

class PocketsphinxLive implements LiveTranscription {
  private readonly level = new StreamingSpeechLevel();
  private readonly transcript = new BoundedText(MAX_TRANSCRIPT_CHARS);
  private readonly decoderErrors = new BoundedText();
  private readonly decoder;
  private ffmpeg: ChildProcess | null = null;
  private overLimit = false;
  private inputEnded = false;
  private sink: net.Socket | null = null;
  private pendingOut: Buffer[] = [];
  private pendingBytes = 0;
  private ffmpegDone = false;
  private failure: Error | null = null;
  private readonly decoderExit: Promise<number | null>;
  private cleaned = false;

  constructor(
    private readonly options: PocketsphinxOptions,
    private readonly dir: string,
    fifo: string,
    model: DecoderModel,
    private readonly maxSeconds: number,
  ) {
    const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
    this.decoder = spawnTracked(options.binary ?? DEFAULT_POCKETSPHINX_BINARY, decoderArgs(fifo, modelDir, model), {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.decoder.stdout!.on('data', (chunk: Buffer) => this.transcript.append(chunk));
    this.decoder.stderr!.on('data', (chunk: Buffer) => this.decoderErrors.append(chunk));
    this.decoderExit = new Promise((resolve) => {
      this.decoder.once('close', (code) => resolve(code));
      this.decoder.once('error', (error) => {
        this.fail(error);
        resolve(null);
      });
    });

    this.openSink(fifo, Date.now());
  }

  get heardSeconds(): number {
    return this.level.seconds;
  }

  get silentSeconds(): number {
    return this.level.silentSeconds;
  }

  get tooLong(): boolean {
    return this.overLimit;
  }

  get failed(): Error | null {
    return this.failure;
  }

  begin(format: AudioFormat): void {
    if (this.ffmpeg || this.failure) return;
    // -probesize/-analyzeduration: start decoding from the first chunk instead of buffering seconds.
    const ffmpeg = spawnTracked(
      this.options.ffmpegPath ?? 'ffmpeg',
      [
        ...['-nostdin', '-hide_banner', '-v', 'error', '-threads', '1', '-probesize', '32', '-analyzeduration', '0'],
        ...pinnedInputArgs(format),
        ...['-i', 'pipe:0', '-map', '0:a:0', '-t', String(this.maxSeconds)],
        ...['-ac', '1', '-ar', '16000', '-f', 's16le', 'pipe:1'],
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    this.ffmpeg = ffmpeg;
    const ffmpegErrors = new BoundedText();
    ffmpeg.stderr!.on('data', (chunk: Buffer) => ffmpegErrors.append(chunk));
    ffmpeg.stdin!.on('error', () => {}); // a dead ffmpeg: reported by its exit below
    ffmpeg.stdout!.on('data', (pcm: Buffer) => this.decoded(pcm));
    ffmpeg.once('close', (code) => {
      this.ffmpegDone = true;
      if (code !== 0 && !this.failure)
        this.fail(new Error(`ffmpeg could not decode the stream: ${lastError(ffmpegErrors.toString())}`));
      // Its input was not ended: it stopped at -t, so the recording goes on past the limit.
      if (!this.inputEnded && !this.failure) this.reachedLimit();
      if (!this.failure) this.forward(this.level.flush());
      this.endSink();
    });
    ffmpeg.once('error', (error) => this.fail(error));
  }

  write(bytes: Buffer): void {
    if (this.failure || this.ffmpegDone) return;
    if (!this.ffmpeg) {
      this.fail(new Error('audio was written before its format was known'));
      return;
    }
    this.ffmpeg.stdin!.write(bytes);
  }

  async finish(timeoutMs: number): Promise<Transcription> {
    if (!this.ffmpeg) this.fail(new Error('no audio was written'));
    this.inputEnded = true;
    if (!this.failure) this.ffmpeg!.stdin!.end();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const exit = await Promise.race([this.decoderExit, timedOut]);
      if (exit === 'timeout')
        throw new Error(`the live decoder did not finish within ${Math.round(timeoutMs / 1000)} s`);
      if (this.failure) throw this.failure;
      if (exit !== 0)
        throw new Error(`pocketsphinx failed (exit ${exit}): ${lastError(this.decoderErrors.toString())}`);
      return parseDecoderOutput(this.transcript.toString());
    } finally {
      clearTimeout(timer);
      this.abort();
    }
  }

  abort(): void {
    this.ffmpeg?.kill('SIGKILL');
    this.decoder.kill('SIGKILL');
    this.sink?.destroy();
    if (!this.cleaned) {
      this.cleaned = true;
      void rm(this.dir, { recursive: true, force: true });
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.ffmpeg?.kill('SIGKILL');
    this.decoder.kill('SIGKILL');
  }

  /** Opens the FIFO's writing end once the decoder has opened its reading end (ENXIO until then). */
  private openSink(fifo: string, since: number): void {
    open(fifo, constants.O_WRONLY | constants.O_NONBLOCK, (error, fd) => {
      if (this.failure || this.cleaned) {
        if (!error) this.closeFd(fd);
        return;
      }
      if (error) {
        if (error.code === 'ENXIO' && Date.now() - since < OPEN_TIMEOUT_MS && this.decoder.exitCode === null) {
          setTimeout(() => this.openSink(fifo, since), 25).unref();
          return;
        }
        this.fail(new Error(`the live decoder did not start: ${lastError(this.decoderErrors.toString())}`));
        return;
      }
      const sink = new net.Socket({ fd, readable: false, writable: true });
      sink.on('error', (sinkError) => this.fail(sinkError));
      sink.on('drain', () => this.ffmpeg?.stdout!.resume());
      this.sink = sink;
      for (const pcm of this.pendingOut) this.write_(pcm);
      this.pendingOut = [];
      this.pendingBytes = 0;
      if (!sink.writableNeedDrain) this.ffmpeg?.stdout!.resume();
      if (this.ffmpegDone) sink.end();
    });
  }

  private closeFd(fd: number): void {
    new net.Socket({ fd, readable: false, writable: true }).destroy();
  }

  /** ffmpeg's samples: counted, level set and passed on, unless they pass the longest recording. */
  private decoded(pcm: Buffer): void {
    if (this.failure) return;
    const levelled = this.level.push(pcm);
    // ffmpeg stops at the limit (-t), so reaching it means the recording goes on past it.
    if (this.level.seconds >= this.maxSeconds) {
      this.reachedLimit();
      return;
    }
    this.forward(levelled);
  }

  private reachedLimit(): void {
    this.overLimit = true;
    this.fail(new Error(`the recording reached the longest accepted, ${this.maxSeconds} s`));
  }

  private forward(pcm: Buffer): void {
    if (pcm.length === 0) return;
    if (this.sink) {
      this.write_(pcm);
      return;
    }
    // The decoder is still loading its model: hold what ffmpeg decodes, but only a few seconds of
    // it, so ffmpeg waits instead of racing ahead (and into memory) on a chunk holding minutes.
    this.pendingOut.push(pcm);
    this.pendingBytes += pcm.length;
    if (this.pendingBytes >= MAX_PENDING_BYTES) this.ffmpeg?.stdout!.pause();
  }

  /** Backpressure: a decoder that falls behind pauses ffmpeg's output until it catches up. */
  private write_(pcm: Buffer): void {
    if (!this.sink!.write(pcm)) this.ffmpeg?.stdout!.pause();
  }

  private endSink(): void {
    if (this.sink) this.sink.end();
    // Otherwise openSink ends it once it has opened the FIFO.
  }
}
