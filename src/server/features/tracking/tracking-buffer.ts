import type { FastifyBaseLogger } from 'fastify';
import type { StoredEvent } from './tracking-event.js';

export interface TrackingBufferOptions {
  write(events: readonly StoredEvent[]): Promise<void>;
  logger: FastifyBaseLogger;
  /** Longest time an event waits before it is written (TRACK_FLUSH_MS). */
  flushIntervalMs: number;
  /** Write at once when this many events are waiting, without waiting for the timer. */
  batchSize?: number;
  /** Most events waiting at once; beyond this new events are refused (the route answers 503). */
  maxPending?: number;
}

/**
 * Tracking events wait here and are written in batches: one transaction per batch instead of one
 * per keystroke. A crash loses at most `flushIntervalMs` of tracking (documented in the README);
 * leads and voice messages never pass through here. One write runs at a time; a failed batch is
 * kept and retried with the next one. Memory is bounded: when `maxPending` events wait (the
 * database is slower than the traffic, or failing), new events are refused rather than
 * acknowledged and then dropped.
 */
export class TrackingBuffer {
  private pending: StoredEvent[] = [];
  private writing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private readonly batchSize: number;
  private readonly maxPending: number;
  private closed = false;

  constructor(private readonly options: TrackingBufferOptions) {
    this.batchSize = options.batchSize ?? 1000;
    this.maxPending = options.maxPending ?? 50_000;
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs);
    this.timer.unref();
  }

  /** Queues events; false (nothing queued) when the buffer is full or closed (the server is stopping). */
  add(events: readonly StoredEvent[]): boolean {
    if (this.closed || this.pending.length + events.length > this.maxPending) return false;
    this.pending.push(...events);
    if (this.pending.length >= this.batchSize) void this.flush();
    return true;
  }

  get size(): number {
    return this.pending.length;
  }

  /** Writes everything waiting (in batches), then resolves. Never rejects: failures are logged. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.pending.length === 0) return;
    this.writing = this.writeAll().finally(() => {
      this.writing = null;
    });
    await this.writing;
  }

  /** Stops the timer and writes what is left (called when the server closes). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.flush();
    if (this.pending.length > 0) {
      this.options.logger.error({ lostEvents: this.pending.length }, 'tracking events could not be written before shutdown');
    }
  }

  private async writeAll(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.batchSize);
      try {
        await this.options.write(batch);
      } catch (error) {
        this.options.logger.error({ err: error, events: batch.length }, 'tracking batch not written; kept for the next flush');
        this.pending.unshift(...batch);
        return;
      }
    }
  }
}
