import type { FastifyBaseLogger } from 'fastify';
import { QueueLooks } from '#server/db/queue-looks.js';
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
  private readonly looks: QueueLooks;

  constructor(private readonly deps: VoiceQueueDeps) {
    this.looks = new QueueLooks(
      () => this.look(),
      deps.pollMs,
      (error) => deps.logger.error({ err: error }, 'looking for voice messages to process failed'),
    );
  }

  /** Looks at once (messages a restart interrupted), then every `pollMs`. */
  start(): void {
    this.looks.start();
  }

  /** Looks for work now (a job just finished, so a slot is free); one look runs at a time. */
  kick(): void {
    this.looks.kick();
  }

  /** Stops looking; jobs already taken are the processor's to drain. */
  stop(): Promise<void> {
    return this.looks.stop();
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
      if (this.looks.isStopped || processor.freeSlots === 0) break;
      if (processor.isRunning(message.id)) continue;
      if (await processor.take(message)) taken++;
    }
    if (taken > 0) logger.info({ event: 'voice_queue_taken', count: taken }, 'took waiting voice messages');
  }
}
