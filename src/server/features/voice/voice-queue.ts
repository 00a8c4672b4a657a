import type { FastifyBaseLogger } from 'fastify';
import type { VoiceProcessor } from './voice-processor.js';
import type { VoiceRepository } from './voice-repository.js';

/**
 * The voice messages table is the job queue (decision 0021): a message with neither a transcript
 * nor a failure reason still needs its first attempt. Every instance looks at it now and then
 * and, while it has a free decoder slot, takes the oldest message no instance holds. Taking is
 * the message's instance lock (decision 0018), so each message is processed once and announced
 * by one e-mail.
 *
 * This finishes what a restart or a crash interrupted, and lets an idle instance take an upload
 * that waits behind a busy instance's decoder (a file job holds no lock while it waits).
 */
export interface VoiceQueueDeps {
  repository: VoiceRepository;
  processor: VoiceProcessor;
  /** How often each instance looks for work when nothing tells it sooner. */
  pollMs: number;
  /**
   * A message younger than this is left to the instance that received it, which takes its lock
   * within milliseconds; the grace keeps another instance from racing it for a streamed upload
   * whose live transcript only the receiving instance has.
   */
  graceSeconds: number;
  logger: FastifyBaseLogger;
}

/**
 * The receiving instance takes a new upload's lock within milliseconds of storing it; a couple of
 * seconds covers a slow database round trip as well.
 */
export const VOICE_QUEUE_GRACE_SECONDS = 2;

/** How many waiting messages one look reads past those it can take (some are held elsewhere). */
const LOOK_AHEAD = 20;

export class VoiceQueue {
  private timer: NodeJS.Timeout | undefined;
  private looking: Promise<void> | null = null;
  private lookAgain = false;
  private stopped = false;

  constructor(private readonly deps: VoiceQueueDeps) {}

  /** Looks at once (messages a restart interrupted), then every `pollMs`. */
  start(): void {
    this.stopped = false;
    this.kick();
    this.timer = setInterval(() => this.kick(), this.deps.pollMs);
    this.timer.unref();
  }

  /** Looks for work now (a job just finished, so a slot is free); one look runs at a time. */
  kick(): void {
    if (this.stopped) return;
    if (this.looking) {
      this.lookAgain = true;
      return;
    }
    this.looking = this.look()
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'looking for voice messages to process failed'))
      .finally(() => {
        this.looking = null;
        if (this.lookAgain) {
          this.lookAgain = false;
          this.kick();
        }
      });
  }

  /** Stops looking; jobs already taken are the processor's to drain. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.looking;
  }

  private async look(): Promise<void> {
    const { processor, repository, logger } = this.deps;
    if (processor.freeSlots === 0) return;
    const waiting = await repository.listUnprocessed({
      olderThanSeconds: this.deps.graceSeconds,
      limit: processor.freeSlots + LOOK_AHEAD,
    });
    let taken = 0;
    for (const message of waiting) {
      if (this.stopped || processor.freeSlots === 0) break;
      if (processor.isRunning(message.id)) continue;
      if (await processor.take(message)) taken++;
    }
    if (taken > 0) logger.info({ event: 'voice_queue_taken', count: taken }, 'took waiting voice messages');
  }
}
