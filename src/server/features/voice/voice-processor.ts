import type { FastifyBaseLogger } from 'fastify';
import type { ExtractedData, VoiceFeedback } from '../../../shared/voice-schemas.js';
import type { InstanceLock, InstanceLocks } from '../../db/instance-locks.js';
import type { StoredAudio, VoiceRepository } from './voice-repository.js';
import type { TranscriptionEngine } from './transcription/transcription-engine.js';

/**
 * Turns a stored recording into a playable MP4 copy, a transcript and the lead's details. Runs
 * after the upload is committed, so a failure here never loses the message: it stays Pending
 * with the reason, and the admin can retry. One job per message at a time, across instances too:
 * a job first takes the message's instance lock (decision 0018).
 */
export interface VoiceProcessorDeps {
  repository: VoiceRepository;
  engine: TranscriptionEngine;
  /** Finds the lead's details in a transcript (never throws: falls back to the local extractor). */
  extract: (transcript: string) => Promise<ExtractedData>;
  toPlayableMp4: (bytes: Buffer) => Promise<Buffer>;
  /** Keeps instances sharing the database from processing the same message at once. */
  locks: InstanceLocks;
  /** How long resuming waits before trying again a message another instance was processing. */
  claimRetryMs?: number;
  logger: FastifyBaseLogger;
  /** Called once after the first attempt of a new message, whatever its outcome. */
  onFirstAttempt?: (message: VoiceFeedback) => void;
}

export type ProcessResult =
  | { status: 'transcribed'; transcript: string; extractedData: ExtractedData }
  | { status: 'pending'; reason: string }
  /** Another instance holds the message's lock: it is processing it now. */
  | { status: 'claimed-elsewhere' };

/** The lock space of voice jobs (any fixed number, unique among the product's lock spaces). */
export const VOICE_JOB_LOCK_SPACE = 7301;

const CLAIM_RETRY_MS = 60_000;
/** The last utterance of a live decode takes about a second; far longer means it is stuck. */
const LIVE_FINISH_TIMEOUT_MS = 30_000;

/** Finishes a transcript decoded while the caller recorded (VoiceStreams.claim). */
export type LiveTranscript = (timeoutMs: number) => Promise<string>;

/** Values the visitor typed beat what was heard. */
export function mergeTyped(extracted: ExtractedData, typed: { email: string; phone: string }): ExtractedData {
  return { ...extracted, email: typed.email, ...(typed.phone ? { phone: typed.phone } : {}) };
}

export class VoiceProcessor {
  private readonly running = new Map<number, Promise<ProcessResult>>();
  /** Playable copies still being made after their job answered. */
  private readonly conversions = new Set<Promise<void>>();
  private closed = false;
  private claimRetry: NodeJS.Timeout | undefined;

  constructor(private readonly deps: VoiceProcessorDeps) {}

  /**
   * Starts (or joins) the job for a message. `audio` saves a database read for a fresh upload;
   * `live` finishes a transcript decoded while the caller recorded (the file is decoded instead
   * if it fails).
   */
  process(message: VoiceFeedback, audio?: StoredAudio, isNew = false, live?: LiveTranscript): Promise<ProcessResult> {
    const existing = this.running.get(message.id);
    if (existing) return existing;
    const job = this.claimAndRun(message, audio, isNew, live).finally(() => this.running.delete(message.id));
    this.running.set(message.id, job);
    return job;
  }

  /**
   * Finishes the messages a previous run stored but never processed (the process stopped
   * mid-transcription), one at a time so a backlog does not starve new uploads. Their first
   * attempt also sends the new-voicemail e-mail, which the interrupted run never sent. A message
   * another instance is processing is left to it, and looked at again later: if that instance
   * dies before finishing, its lock goes with it and this one takes the message over.
   */
  async resumeInterrupted(startedAt: Date, only?: ReadonlySet<number>): Promise<number> {
    const listed = await this.deps.repository.listInterrupted(startedAt);
    const interrupted = only ? listed.filter((message) => only.has(message.id)) : listed;
    if (interrupted.length > 0) {
      this.deps.logger.info({ event: 'voice_resume', count: interrupted.length }, 'resuming interrupted voice messages');
    }
    const elsewhere = new Set<number>();
    for (const message of interrupted) {
      if (this.closed) break;
      const result = await this.process(message, undefined, true);
      if (result.status === 'claimed-elsewhere') elsewhere.add(message.id);
    }
    if (elsewhere.size > 0 && !this.closed) {
      this.claimRetry = setTimeout(() => {
        this.resumeInterrupted(startedAt, elsewhere).catch((error: unknown) => {
          this.deps.logger.error({ err: error }, 'resuming interrupted voice messages failed');
        });
      }, this.deps.claimRetryMs ?? CLAIM_RETRY_MS);
      this.claimRetry.unref();
    }
    return interrupted.length;
  }

  /** Jobs running or waiting for a decoder. */
  get backlog(): number {
    return this.running.size;
  }

  isRunning(id: number): boolean {
    return this.running.has(id);
  }

  /**
   * For a clean shutdown: stops resuming (no new looks at messages held elsewhere) and waits,
   * bounded, for jobs in flight; unfinished ones stay Pending.
   */
  async drain(timeoutMs = 10_000): Promise<void> {
    this.closed = true;
    clearTimeout(this.claimRetry);
    if (this.running.size === 0 && this.conversions.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running.values(), ...this.conversions]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }

  private async claimAndRun(message: VoiceFeedback, audio: StoredAudio | undefined, isNew: boolean, live: LiveTranscript | undefined): Promise<ProcessResult> {
    const { locks, repository, logger } = this.deps;
    let lock: InstanceLock | null;
    try {
      lock = await locks.tryLock(VOICE_JOB_LOCK_SPACE, message.id);
    } catch (error) {
      // The message is stored; it stays Pending and is resumed at the next start, or retried.
      const reason = 'The message could not be claimed for processing';
      logger.warn({ event: 'voice_claim_failed', voiceId: message.id, reason: (error as Error).message }, reason);
      return { status: 'pending', reason };
    }
    if (!lock) {
      logger.info({ event: 'voice_claimed_elsewhere', voiceId: message.id }, 'voice message is being processed elsewhere');
      return { status: 'claimed-elsewhere' };
    }
    try {
      if (isNew) {
        // Another instance may have made the first attempt (and sent the e-mail) between this
        // instance reading the message and taking its lock.
        const current = await repository.find(message.id);
        if (!current) return { status: 'pending', reason: 'The message was deleted' };
        if (current.transcript !== null) {
          return { status: 'transcribed', transcript: current.transcript, extractedData: current.extractedData ?? mergeTyped({}, current) };
        }
        if (current.transcriptionError !== null) return { status: 'pending', reason: current.transcriptionError };
      }
      return await this.run(message, audio, isNew, live);
    } finally {
      await lock.release();
    }
  }

  private async run(message: VoiceFeedback, given: StoredAudio | undefined, isNew: boolean, live: LiveTranscript | undefined): Promise<ProcessResult> {
    const { repository, logger } = this.deps;
    const audio = given ?? (await repository.originalAudio(message.id));
    if (!audio) return { status: 'pending', reason: 'The recording is no longer stored' };
    // The playable copy is made alongside; the visitor's answer does not wait for it.
    const conversion = this.ensurePlayable(message.id, audio);
    const result = await this.transcribe(message, audio, live);
    if (isNew && this.deps.onFirstAttempt) {
      const stored = await repository.find(message.id);
      if (stored) this.deps.onFirstAttempt(stored);
    }
    // The caller's answer does not wait for the playable copy; drain() still does, and
    // 'voice_processed' means everything, the copy included, is done.
    const finished = conversion.finally(() => {
      this.conversions.delete(finished);
      logger.info({ event: 'voice_processed', voiceId: message.id, status: result.status }, 'voice message processed');
    });
    this.conversions.add(finished);
    return result;
  }

  private async transcribe(message: VoiceFeedback, audio: StoredAudio, live: LiveTranscript | undefined): Promise<ProcessResult> {
    const { repository, engine, logger } = this.deps;
    try {
      const started = performance.now();
      const heardLive = live ? await this.finishLive(message.id, live) : null;
      const transcript = (heardLive ?? (await engine.transcribe(audio))).trim();
      const transcribedAt = performance.now();
      const extractedData = mergeTyped(await this.deps.extract(transcript), message);
      await repository.saveTranscription(message.id, { transcript, model: engine.model, extractedData });
      logger.info(
        {
          event: 'voice_transcribed',
          voiceId: message.id,
          live: heardLive !== null,
          transcribeMs: Math.round(transcribedAt - started),
          extractAndSaveMs: Math.round(performance.now() - transcribedAt),
        },
        'voice message transcribed',
      );
      return { status: 'transcribed', transcript, extractedData };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ event: 'voice_transcription_failed', voiceId: message.id, reason }, 'transcription failed');
      await repository.saveTranscriptionFailure(message.id, engine.model, reason).catch(() => {});
      return { status: 'pending', reason };
    }
  }

  /** The live transcript, or null (logged) when the live decode broke down. */
  private async finishLive(id: number, live: LiveTranscript): Promise<string | null> {
    try {
      return await live(LIVE_FINISH_TIMEOUT_MS);
    } catch (error) {
      this.deps.logger.warn({ event: 'voice_live_failed', voiceId: id, reason: (error as Error).message }, 'live transcript failed; decoding the file');
      return null;
    }
  }

  private async ensurePlayable(id: number, audio: StoredAudio): Promise<void> {
    const { repository, logger } = this.deps;
    try {
      if (await repository.hasPlayable(id)) return;
      await repository.savePlayable(id, await this.deps.toPlayableMp4(audio.bytes));
    } catch (error) {
      // The original recording is still served; conversion is retried with the next attempt.
      logger.warn({ event: 'voice_conversion_failed', voiceId: id, reason: (error as Error).message }, 'MP4 conversion failed');
    }
  }
}
