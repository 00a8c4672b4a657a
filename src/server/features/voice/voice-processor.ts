import type { FastifyBaseLogger } from 'fastify';
import type { VoiceFeedback } from '#shared/voice-schemas.js';
import type { InstanceLock, InstanceLocks } from '#server/db/instance-locks.js';
import { ConcurrencyLimit } from './audio/concurrency-limit.js';
import type { Extractor } from './create-extractor.js';
import { gatherHints, transcriptionHints, type TypedNamesLookup } from './voice-hints.js';
import {
  awaitOutcome,
  mergeTyped,
  mergeTypedUnderstanding,
  storedOutcome,
  type ProcessResult,
} from './voice-outcome.js';
import type { StoredAudio, VoiceRepository, WithinMessageWrite } from './voice-repository.js';
import type { Transcription, TranscriptionEngine } from './transcription/engine.js';
import { transcribeGuided } from './guided/transcribe-guided.js';
import { understandAnswers } from './guided/understand-answers.js';

/**
 * Turns a stored recording into a playable MP4 copy, a transcript and the lead's details. Runs
 * after the upload is committed, so a failure here never loses the message: it stays Pending
 * with the reason, and the admin can retry. One job per message at a time, across instances too:
 * a job first takes the message's instance lock (decision 0018). A job that decodes the file
 * waits for one of this instance's decoder slots before it takes that lock, so while it waits
 * an idle instance can take the message from the queue instead (VoiceQueue, decision 0021).
 */
export interface VoiceProcessorDeps {
  repository: VoiceRepository;
  engine: TranscriptionEngine;
  /** Finds the lead's details in a transcript (never throws: falls back to the local extractor). */
  extract: Extractor;
  /** The name and company typed into a form in the message's session with its e-mail address (hints). */
  typedNames?: TypedNamesLookup;
  toPlayableMp4: (bytes: Buffer) => Promise<Buffer>;
  /** Keeps instances sharing the database from processing the same message at once. */
  locks: InstanceLocks;
  /** Jobs decoding a file at once on this instance (`VOICE_MAX_TRANSCRIPTIONS`). */
  maxConcurrent: number;
  logger: FastifyBaseLogger;
  /**
   * Writes what the first attempt of a new message causes (the principal's e-mail), whatever its
   * outcome, in the transaction that stores that outcome: the e-mail is queued exactly when the
   * attempt is recorded, so a crash before it leaves the message in the queue and no e-mail.
   */
  onFirstAttempt?: WithinMessageWrite;
  /** Called after every attempt has stored its outcome (transcript and understanding, or failure). */
  onSettled?: (voiceId: number) => void;
}

/** The lock space of voice jobs (any fixed number, unique among the product's lock spaces). */
export const VOICE_JOB_LOCK_SPACE = 7301;

/**
 * Finishes a transcript decoded while the caller recorded (VoiceStreams.claim). Its own timeout
 * bounds it: a stuck decode rejects, and the file is decoded instead.
 */
export type LiveTranscript = () => Promise<Transcription>;

/** One attempt at a message: see VoiceProcessor.process. */
interface Job {
  message: VoiceFeedback;
  audio?: StoredAudio | undefined;
  isNew: boolean;
  live?: LiveTranscript | undefined;
}

export class VoiceProcessor {
  private readonly running = new Map<number, Promise<ProcessResult>>();
  /** Messages whose lock this instance holds: only its own job can finish them. */
  private readonly heldHere = new Set<number>();
  /** Playable copies still being made after their job answered. */
  private readonly conversions = new Set<Promise<void>>();
  private readonly slots: ConcurrencyLimit;
  /** Aborted by drain(): jobs still waiting for a slot give up and stay in the queue. */
  private readonly closing = new AbortController();
  private readonly slotFreed: Array<() => void> = [];

  constructor(private readonly deps: VoiceProcessorDeps) {
    this.slots = new ConcurrencyLimit(deps.maxConcurrent);
  }

  /**
   * Starts (or joins) the job for a message. `audio` saves a database read for a fresh upload;
   * `live` finishes a transcript decoded while the caller recorded (the file is decoded instead
   * if it fails).
   */
  process(message: VoiceFeedback, audio?: StoredAudio, isNew = false, live?: LiveTranscript): Promise<ProcessResult> {
    return this.start({ message, audio, isNew, live }, () => {});
  }

  /**
   * For the queue: takes a waiting message if a decoder slot is free now and no instance holds
   * it. Resolves once that is decided (true: this instance is processing it), not when the job
   * ends.
   */
  take(message: VoiceFeedback): Promise<boolean> {
    if (this.running.has(message.id) || this.slots.free === 0 || this.closing.signal.aborted)
      return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      // Not taken: resolved once the job has ended and given its slot back, so the queue's next
      // look sees the slot free. (A second resolve is a no-op.)
      this.start({ message, isNew: true }, (claimed) => claimed && resolve(true)).then(
        () => resolve(false),
        (error: unknown) => {
          // Nobody else awaits a job the queue started: report its failure here.
          this.deps.logger.error({ err: error, voiceId: message.id }, 'voice job failed');
          resolve(false);
        },
      );
    });
  }

  /**
   * The outcome of an upload's job within `waitMs`, or null; another instance's stored transcript
   * counts (voice-outcome.ts).
   */
  awaitOutcome(id: number, job: Promise<ProcessResult>, waitMs: number): Promise<ProcessResult | null> {
    return awaitOutcome(this.deps.repository, id, job, waitMs, () => this.heldHere.has(id));
  }

  /** Decoder slots free now: how many waiting messages this instance could take. */
  get freeSlots(): number {
    return this.closing.signal.aborted ? 0 : this.slots.free;
  }

  /** Calls `listener` each time a job ends, so the queue can look for the next message at once. */
  onSlotFreed(listener: () => void): void {
    this.slotFreed.push(listener);
  }

  /** Jobs running or waiting for a decoder. */
  get backlog(): number {
    return this.running.size;
  }

  isRunning(id: number): boolean {
    return this.running.has(id);
  }

  /**
   * For a clean shutdown: jobs still waiting for a slot give up, and those running are waited
   * for, bounded. Unfinished messages stay in the queue for the next instance to look.
   */
  async drain(timeoutMs = 10_000): Promise<void> {
    this.closing.abort(new Error('The server is shutting down'));
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

  private start(job: Job, onClaim: (claimed: boolean) => void): Promise<ProcessResult> {
    const { message, live } = job;
    const existing = this.running.get(message.id);
    if (existing) {
      onClaim(false);
      return existing;
    }
    let claimed = false;
    const claimAndRun = () =>
      this.claimAndRun(job, (taken) => {
        claimed = taken;
        if (taken) this.heldHere.add(message.id);
        onClaim(taken);
      });
    // A live transcript needs no decoder slot: its decoder has run while the caller spoke.
    const result = (live ? claimAndRun() : this.slots.run(claimAndRun, this.closing.signal))
      .catch((error: unknown): ProcessResult => {
        // Shutting down while waiting for a slot: untouched, the message stays in the queue.
        if (this.closing.signal.aborted) return { status: 'pending', reason: 'The server is shutting down' };
        throw error;
      })
      .finally(() => {
        this.running.delete(message.id);
        this.heldHere.delete(message.id);
        // Only a job that worked frees a slot worth a new look; one that found its message held
        // elsewhere (or done) held the slot for a moment, and the look that started it goes on.
        if (claimed) for (const listener of this.slotFreed) listener();
      });
    this.running.set(message.id, result);
    return result;
  }

  private async claimAndRun(job: Job, onClaim: (claimed: boolean) => void): Promise<ProcessResult> {
    const { locks, repository, logger } = this.deps;
    const { message, isNew } = job;
    let lock: InstanceLock | null;
    try {
      lock = await locks.tryLock(VOICE_JOB_LOCK_SPACE, message.id);
    } catch (error) {
      // The message is stored; it stays Pending, and the queue looks at it again.
      const reason = 'The message could not be claimed for processing';
      logger.warn({ event: 'voice_claim_failed', voiceId: message.id, reason: (error as Error).message }, reason);
      onClaim(false);
      return { status: 'pending', reason };
    }
    if (!lock) {
      logger.info(
        { event: 'voice_claimed_elsewhere', voiceId: message.id },
        'voice message is being processed elsewhere',
      );
      onClaim(false);
      return { status: 'claimed-elsewhere' };
    }
    try {
      if (isNew) {
        // Another instance may have made the first attempt (and sent the e-mail) between this
        // instance reading the message and taking its lock.
        const current = await repository.find(message.id);
        const done = !current
          ? { status: 'pending' as const, reason: 'The message was deleted' }
          : storedOutcome(current);
        if (done) {
          onClaim(false);
          return done;
        }
      }
      onClaim(true);
      return await this.run(job);
    } finally {
      await lock.release();
    }
  }

  private async run({ message, audio: given, isNew, live }: Job): Promise<ProcessResult> {
    const { repository, logger } = this.deps;
    const audio = given ?? (await repository.originalAudio(message.id));
    if (!audio) return { status: 'pending', reason: 'The recording is no longer stored' };
    // The playable copy is made alongside; the visitor's answer does not wait for it.
    const conversion = this.ensurePlayable(message.id, audio);
    const result = await this.transcribe(message, audio, live, isNew ? this.deps.onFirstAttempt : undefined);
    this.deps.onSettled?.(message.id);
    // The caller's answer does not wait for the playable copy; drain() still does, and
    // 'voice_processed' means everything, the copy included, is done.
    const finished = conversion.finally(() => {
      this.conversions.delete(finished);
      logger.info({ event: 'voice_processed', voiceId: message.id, status: result.status }, 'voice message processed');
    });
    this.conversions.add(finished);
    return result;
  }

  private async transcribe(
    message: VoiceFeedback,
    audio: StoredAudio,
    live: LiveTranscript | undefined,
    within: WithinMessageWrite | undefined,
  ): Promise<ProcessResult> {
    const { repository, engine, logger } = this.deps;
    try {
      const started = performance.now();
      // The live decode's last seconds, the hints and a guided message's answers (which need
      // neither) all go at once: the caller is waiting.
      const finishing = live ? this.finishLive(message.id, live) : null;
      const hints = await gatherHints(message, this.deps.typedNames);
      let heardLive = false;
      const whole = finishing?.then((transcript) => {
        if (!transcript) return engine.transcribe(audio, undefined, transcriptionHints(hints));
        heardLive = true;
        return transcript;
      });
      const heard = await transcribeGuided(engine, audio, message.questionMarks ?? [], {
        hints: transcriptionHints(hints),
        ...(whole ? { heard: whole } : {}),
        ...(message.duration !== null ? { durationMs: Math.round(message.duration * 1000) } : {}),
      });
      if (heard.answerDecodeError)
        logger.warn(
          { event: 'voice_answers_failed', voiceId: message.id, reason: heard.answerDecodeError },
          "answers not decoded with their questions' models; read from the whole message",
        );
      const transcript = heard.text.trim();
      const transcribedAt = performance.now();
      const words = heard.words && heard.text === transcript ? { words: heard.words } : {};
      // A guided recording is read answer by answer; any other as one message (by the LLM when set).
      const understood =
        heard.answers.length > 0
          ? understandAnswers(heard, { hints, ...words })
          : await this.deps.extract(transcript, { hints, ...words });
      const extractedData = mergeTyped(understood.extractedData, message);
      const understanding = mergeTypedUnderstanding(understood.understanding, message);
      await repository.saveTranscription(
        message.id,
        { transcript, model: engine.model, extractedData, understanding, answers: heard.answers },
        within,
      );
      logger.info(
        {
          event: 'voice_transcribed',
          voiceId: message.id,
          live: heardLive,
          answers: heard.answers.length,
          transcribeMs: Math.round(transcribedAt - started),
          extractAndSaveMs: Math.round(performance.now() - transcribedAt),
        },
        'voice message transcribed',
      );
      return { status: 'transcribed', transcript, extractedData };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ event: 'voice_transcription_failed', voiceId: message.id, reason }, 'transcription failed');
      await repository.saveTranscriptionFailure(message.id, engine.model, reason, within).catch(() => {});
      return { status: 'pending', reason };
    }
  }

  /** The live transcript, or null (logged) when the live decode broke down. */
  private async finishLive(id: number, live: LiveTranscript): Promise<Transcription | null> {
    try {
      return await live();
    } catch (error) {
      this.deps.logger.warn(
        { event: 'voice_live_failed', voiceId: id, reason: (error as Error).message },
        'live transcript failed; decoding the file',
      );
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
      logger.warn(
        { event: 'voice_conversion_failed', voiceId: id, reason: (error as Error).message },
        'MP4 conversion failed',
      );
    }
  }
}
