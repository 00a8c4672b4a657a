import { createHash, randomBytes, timingSafeEqual, type Hash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sniffAudio, UNSUPPORTED_AUDIO_MESSAGE } from '#server/features/voice/audio/sniff-audio.js';
import type {
  LiveOptions,
  LiveTranscription,
  Transcription,
  TranscriptionHints,
} from '#server/features/voice/transcription/engine.js';

/**
 * Upload sessions of recordings still being made (decision 0020). The browser sends each 1 s chunk
 * as it is recorded; each session feeds a live decoder, so that when the caller stops, the POST of
 * the whole recording finds its transcript nearly done. Sessions live in this process's memory
 * only: they are an accelerator, never the record. The POST always carries the whole recording,
 * and without a usable session it is transcribed from the file as before.
 *
 * Every session is bounded: at most `maxStreams` at once, `maxSeconds` of audio and `maxBytes` of
 * upload each, and one that gets no chunk for `idleMs`, or hears nothing for `silenceSeconds`, is
 * closed. Chunk 0 must be a recording a browser makes (sniffed for container and codec like an
 * upload); the decoder is pinned to that format, and later chunks are its continuation. The
 * decoded length is checked as it is decoded (the live decode stops at the limit) and by the
 * sweeper, not only when the next chunk arrives; the sweeper also closes a stream whose audio runs
 * further ahead of real time than a recorder's could.
 */
export interface VoiceStreamLimits {
  maxStreams: number;
  maxSeconds: number;
  maxBytes: number;
  idleMs: number;
  silenceSeconds: number;
  /**
   * How far a stream's audio may run ahead of the time since its open request arrived. A recorder
   * sends a chunk a second as it records; what it recorded while the open request travelled and
   * the decoder started arrives at once, so some allowance is needed (a slow phone network, a
   * decoder starting on a busy server). More than this is audio no caller could have spoken yet: a
   * chunk crafted to hold minutes. Closing it then spares the decoder minutes of work toward the
   * limit.
   */
  aheadSeconds: number;
}

export interface VoiceStreamOwner {
  email: string;
  sessionId: string | null;
}

interface StreamSession {
  id: string;
  tokenHash: Buffer;
  owner: VoiceStreamOwner;
  live: LiveTranscription;
  hash: Hash;
  bytes: number;
  nextSeq: number;
  lastChunkAt: number;
  /** When its open request arrived: a recording cannot hold more audio than the time since, and a little. */
  openedAt: number;
  /** The latest well-formed question marks its chunks carried (question-marks.ts); null: none. */
  questionMarks: number[] | null;
}

/** A stream handed over to its upload (VoiceStreams.claim). */
export interface ClaimedStream {
  /** Ends the input and resolves with the transcript of the whole recording. */
  finish: (timeoutMs: number) => Promise<Transcription>;
  /** The question marks the stream carried, for an upload that did not carry its own. */
  questionMarks: number[] | null;
}

export type OpenResult = { ok: true; streamId: string; token: string } | { ok: false; reason: 'busy' | 'unavailable' };
export type AppendResult =
  | { ok: true; receivedSeq: number }
  | { ok: false; status: 404 | 409 | 413 | 415; message: string; expectedSeq?: number };

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export class VoiceStreams {
  private readonly sessions = new Map<string, StreamSession>();
  private opening = 0;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly deps: {
      startLive: ((options: LiveOptions) => Promise<LiveTranscription>) | undefined;
      limits: VoiceStreamLimits;
      logger: FastifyBaseLogger;
      now?: () => number;
    },
  ) {
    this.sweeper = setInterval(() => this.sweep(), 1000);
    this.sweeper.unref();
  }

  get count(): number {
    return this.sessions.size;
  }

  /** `hints`: what the visitor already told us (names from the e-mail or a form), to bias the decoder. */
  async open(owner: VoiceStreamOwner, hints?: TranscriptionHints): Promise<OpenResult> {
    const { startLive, limits } = this.deps;
    if (!startLive) return { ok: false, reason: 'unavailable' };
    if (this.sessions.size + this.opening >= limits.maxStreams) return { ok: false, reason: 'busy' };
    const openedAt = this.now();
    this.opening++;
    let live: LiveTranscription;
    try {
      live = await startLive({ ...(hints ? { hints } : {}), maxSeconds: limits.maxSeconds });
    } catch (error) {
      this.deps.logger.warn(
        { event: 'voice_stream_start_failed', reason: (error as Error).message },
        'live decoder did not start',
      );
      return { ok: false, reason: 'unavailable' };
    } finally {
      this.opening--;
    }
    const id = randomBytes(16).toString('base64url');
    const token = randomBytes(24).toString('base64url');
    this.sessions.set(id, {
      id,
      tokenHash: sha256(token),
      owner,
      live,
      hash: createHash('sha256'),
      bytes: 0,
      nextSeq: 0,
      lastChunkAt: this.now(),
      openedAt,
      questionMarks: null,
    });
    this.deps.logger.info({ event: 'voice_stream_opened', streams: this.sessions.size }, 'voice stream opened');
    return { ok: true, streamId: id, token };
  }

  /**
   * Chunk `seq` (0, 1, 2, …) of a stream. A chunk sent again after a lost answer is accepted once.
   * `questionMarks`: every mark so far, when the chunk carried well-formed ones (the latest win).
   */
  append(
    streamId: string,
    token: string,
    seq: number,
    bytes: Buffer,
    questionMarks: number[] | null = null,
  ): AppendResult {
    const session = this.find(streamId, token);
    if (!session) return { ok: false, status: 404, message: 'This recording stream is closed or unknown' };
    if (questionMarks && questionMarks.length >= (session.questionMarks?.length ?? 0))
      session.questionMarks = questionMarks;
    if (seq < session.nextSeq) return { ok: true, receivedSeq: session.nextSeq - 1 };
    if (seq > session.nextSeq) {
      return {
        ok: false,
        status: 409,
        message: `Chunk ${session.nextSeq} is expected next`,
        expectedSeq: session.nextSeq,
      };
    }
    const { limits } = this.deps;
    if (session.bytes + bytes.length > limits.maxBytes || session.live.tooLong) {
      this.close(session, 'too long');
      return { ok: false, status: 413, message: 'The recording is longer than the server accepts' };
    }
    if (seq === 0) {
      const format = sniffAudio(bytes);
      if (!format) {
        this.close(session, 'unsupported audio');
        return { ok: false, status: 415, message: UNSUPPORTED_AUDIO_MESSAGE };
      }
      session.live.begin(format);
    }
    session.hash.update(bytes);
    session.bytes += bytes.length;
    session.nextSeq++;
    session.lastChunkAt = this.now();
    session.live.write(bytes);
    return { ok: true, receivedSeq: seq };
  }

  /** Ends a stream the caller abandoned (the panel was closed while recording). */
  cancel(streamId: string, token: string): boolean {
    const session = this.find(streamId, token);
    if (session) this.close(session, 'cancelled');
    return Boolean(session);
  }

  /**
   * Hands the stream of a finished recording over to its upload, or null when there is no usable
   * one (unknown, closed, another owner, or bytes that are not the start of `audio`). The rest of
   * the recording is fed in; the returned function finishes the decode. The session is gone from
   * the registry either way.
   */
  claim(streamId: string, token: string, owner: VoiceStreamOwner, audio: Buffer): ClaimedStream | null {
    const session = this.find(streamId, token);
    if (!session) return null;
    this.sessions.delete(session.id);
    if (session.nextSeq === 0) {
      // Not a chunk arrived: nothing was decoded, and the whole file is as quick.
      session.live.abort();
      return null;
    }
    const sameOwner =
      session.owner.email.toLowerCase() === owner.email.toLowerCase() && session.owner.sessionId === owner.sessionId;
    const prefix =
      session.bytes <= audio.length &&
      session.hash
        .copy()
        .digest()
        .equals(createHash('sha256').update(audio.subarray(0, session.bytes)).digest());
    if (!sameOwner || !prefix || session.live.failed) {
      this.deps.logger.info(
        { event: 'voice_stream_unusable', sameOwner, prefix, failed: Boolean(session.live.failed) },
        'voice stream not used',
      );
      session.live.abort();
      return null;
    }
    session.live.write(audio.subarray(session.bytes));
    // A decoder behind by minutes (a machine busy with other work; decoders yield the CPU) still
    // gets the time its remaining audio needs before it counts as stuck.
    return {
      finish: (timeoutMs) => session.live.finish(timeoutMs + 3000 * session.live.heardSeconds),
      questionMarks: session.questionMarks,
    };
  }

  closeAll(): void {
    clearInterval(this.sweeper);
    for (const session of [...this.sessions.values()]) this.close(session, 'shutdown');
  }

  private find(streamId: string, token: string): StreamSession | null {
    const session = this.sessions.get(streamId);
    if (!session) return null;
    return timingSafeEqual(session.tokenHash, sha256(token)) ? session : null;
  }

  private close(session: StreamSession, why: string): void {
    this.sessions.delete(session.id);
    session.live.abort();
    this.deps.logger.info(
      { event: 'voice_stream_closed', why, seconds: Math.round(session.live.heardSeconds * 10) / 10 },
      'voice stream closed',
    );
  }

  private sweep(): void {
    const { idleMs, silenceSeconds } = this.deps.limits;
    const now = this.now();
    for (const session of [...this.sessions.values()]) {
      if (session.live.tooLong) this.close(session, 'too long');
      else if (this.aheadOfRealTime(session, now)) this.close(session, 'ahead of real time');
      else if (now - session.lastChunkAt > idleMs) this.close(session, 'idle');
      else if (session.live.silentSeconds > silenceSeconds) this.close(session, 'silent');
      else if (session.live.failed) this.close(session, 'failed');
    }
  }

  private aheadOfRealTime(session: StreamSession, now: number): boolean {
    return session.live.heardSeconds > (now - session.openedAt) / 1000 + this.deps.limits.aheadSeconds;
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }
}
