import type { FastifyBaseLogger } from 'fastify';
import type { StoredEvent } from './tracking-event.js';

export interface TrackingBufferOptions {
  write: (events: readonly StoredEvent[]) => Promise<void>;
  logger: FastifyBaseLogger;
  /** Longest time an event waits before it is written (TRACK_FLUSH_MS). */
  flushIntervalMs: number;
  /** Write at once when this many events are waiting, without waiting for the timer. */
  batchSize?: number;
  /** Most events waiting at once; beyond this new events are refused (the route answers 503). */
  maxPending?: number;
  /**
   * Writes that may run at once (PostgreSQL takes several; PGlite runs one at a time anyway).
   * Events are split by session, so one session's events are still written in order.
   */
  lanes?: number;
}

/**
 * Tracking events wait here and are written in batches: one transaction per batch instead of one
 * per keystroke. A crash loses at most `flushIntervalMs` of tracking (documented in the README);
 * leads and voice messages never pass through here. Each lane runs one write at a time; a failed
 * batch is kept and retried with the next one. Memory is bounded: when `maxPending` events wait (the
 * database is slower than the traffic, or failing), new events are refused rather than
 * acknowledged and then dropped.
 */
export class TrackingBuffer {
  private readonly lanes: Lane[];
  private readonly timer: NodeJS.Timeout;
  /** Most events waiting at once (the `maxPending` option, 50,000 unless given). */
  readonly maxPending: number;
  private closed = false;

  constructor(private readonly options: TrackingBufferOptions) {
    this.maxPending = options.maxPending ?? 50_000;
    const batchSize = options.batchSize ?? 1000;
    this.lanes = Array.from(
      { length: Math.max(1, options.lanes ?? 1) },
      () => new Lane(options.write, options.logger, batchSize),
    );
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs);
    this.timer.unref();
  }

  /** Queues events; false (nothing queued) when the buffer is full or closed (the server is stopping). */
  add(events: readonly StoredEvent[]): boolean {
    if (!this.hasRoomFor(events.length)) return false;
    for (const event of events) this.laneOf(event.sessionId).push(event);
    for (const lane of this.lanes) if (lane.isFull) void lane.flush();
    return true;
  }

  /**
   * Whether `count` more events would be queued right now: false when the buffer is closed or
   * `size + count` would go past `maxPending`. Read-only; `add` applies the same rule and stays the
   * final word. The tracking routes ask it with the largest batch a request may carry before its
   * body is even read, so that under overload a request is refused for the price of its headers
   * rather than after parsing and validating a body that would be refused anyway.
   */
  hasRoomFor(count: number): boolean {
    return !this.closed && this.size + count <= this.maxPending;
  }

  /** Events waiting to be written (not counting the batches being written). */
  get size(): number {
    return this.lanes.reduce((total, lane) => total + lane.size, 0);
  }

  /**
   * Nothing waiting and no batch being written: what was accepted is in the database (or was
   * refused by it). The dashboard's read snapshots and the storage budget's estimate ask this.
   */
  get idle(): boolean {
    return this.lanes.every((lane) => lane.size === 0 && !lane.isWriting);
  }

  /** Writes everything waiting (in batches, lanes in parallel), then resolves. Never rejects: failures are logged. */
  async flush(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.flush()));
  }

  /** Stops the timer and writes what is left (called when the server closes). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.flush();
    if (this.size > 0) {
      this.options.logger.error({ lostEvents: this.size }, 'tracking events could not be written before shutdown');
    }
  }

  /** A session's events always go to the same lane, so they are written in order. */
  private laneOf(sessionId: string): Lane {
    if (this.lanes.length === 1) return this.lanes[0]!;
    let hash = 0;
    for (let index = 0; index < sessionId.length; index += 1) hash = (hash * 31 + sessionId.charCodeAt(index)) | 0;
    return this.lanes[Math.abs(hash) % this.lanes.length]!;
  }
}

/** One queue with one write at a time. */
class Lane {
  private pending: StoredEvent[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly write: (events: readonly StoredEvent[]) => Promise<void>,
    private readonly logger: FastifyBaseLogger,
    private readonly batchSize: number,
  ) {}

  get size(): number {
    return this.pending.length;
  }

  get isFull(): boolean {
    return this.pending.length >= this.batchSize;
  }

  get isWriting(): boolean {
    return this.writing !== null;
  }

  push(event: StoredEvent): void {
    this.pending.push(event);
  }

  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.pending.length === 0) return;
    this.writing = this.writeAll().finally(() => {
      this.writing = null;
    });
    await this.writing;
  }

  private async writeAll(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.batchSize);
      try {
        await this.writeIsolatingBadEvents(batch);
      } catch (error) {
        this.logger.error({ err: error, events: batch.length }, 'tracking batch not written; kept for the next flush');
        this.pending.unshift(...batch);
        return;
      }
    }
  }

  /**
   * Writes the batch. When the database refuses its data (SQLSTATE class 22 or 23: a value it
   * cannot store), halves are retried until the offending events stand alone; those are dropped
   * and logged, so one bad event cannot hold up every later batch forever. Any other failure
   * (connection lost, database down) is thrown: the whole batch is kept for the next flush.
   */
  private async writeIsolatingBadEvents(batch: StoredEvent[]): Promise<void> {
    try {
      await this.write(batch);
    } catch (error) {
      if (!isRefusedData(error)) throw error;
      if (batch.length === 1) {
        this.logger.error(
          { err: error, sessionId: batch[0]!.sessionId, type: batch[0]!.type },
          'tracking event refused by the database; dropped',
        );
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await this.writeIsolatingBadEvents(batch.slice(0, half));
      await this.writeIsolatingBadEvents(batch.slice(half));
    }
  }
}

/** The database's SQLSTATE, on the error itself or on the error it wraps (drizzle wraps them). */
function sqlStateOf(error: unknown): string | undefined {
  for (
    let current = error, depth = 0;
    current && depth < 3;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const isRefusedData = (error: unknown) => /^2[23]/.test(sqlStateOf(error) ?? '');
