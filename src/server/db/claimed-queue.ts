import type { InstanceLocks } from './instance-locks.js';
import { QueueLooks } from './queue-looks.js';

/** How many due rows one look reads past those it can work on (some are held by other instances). */
const LOOK_AHEAD = 20;

/**
 * A nudge looks at once and once more after this long: the transaction that queued the row may
 * not have committed when the first look read the table (PostgreSQL; PGlite runs the look after
 * the transaction). The poll catches anything later still.
 */
const NUDGE_AGAIN_MS = 200;

export interface ClaimedQueueOptions {
  locks: InstanceLocks;
  /** The lock space of this queue's rows (any fixed number, unique among the product's lock spaces). */
  lockSpace: number;
  /** The ids of up to `limit` due rows, the most overdue first. */
  due: (limit: number) => Promise<number[]>;
  /** Works on one row while this instance holds its lock; reads the row again first (another instance may have finished it). */
  work: (id: number) => Promise<void>;
  /** How often to look when nothing tells it sooner. */
  pollMs: number;
  /** Rows worked on at once by this instance. */
  concurrency: number;
  /** A look failed, or work on row `id` threw. */
  onError: (error: unknown, id?: number) => void;
}

/**
 * A table used as a queue by every instance sharing the database (decisions 0018, 0037): each
 * instance looks at start, every `pollMs`, when nudged, and whenever one of its jobs ends; it
 * claims each due row with its instance lock and works on it. Shared by the mail outbox and the
 * push outbox.
 */
export class ClaimedQueue {
  private readonly looks: QueueLooks;
  private again: NodeJS.Timeout | undefined;
  private readonly working = new Map<number, { done: Promise<void>; release: () => Promise<void> }>();

  constructor(private readonly options: ClaimedQueueOptions) {
    this.looks = new QueueLooks(
      () => this.look(),
      options.pollMs,
      (error) => options.onError(error),
    );
  }

  /** Looks at once (what a restart or an outage left), then every `pollMs`. */
  start(): void {
    this.looks.start();
  }

  /** A row was just queued on this instance: look now, and once more shortly. */
  nudge(): void {
    if (this.looks.isStopped) return;
    this.looks.kick();
    this.again ??= setTimeout(() => {
      this.again = undefined;
      this.looks.kick();
    }, NUDGE_AGAIN_MS).unref();
  }

  /**
   * Stops looking and waits, at most `timeoutMs`, for the work in flight. Work still unfinished
   * then is given up and its locks released: its rows stay due for the next look of any instance.
   */
  async stop(timeoutMs: number): Promise<void> {
    clearTimeout(this.again);
    await this.looks.stop();
    if (this.working.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.working.values()].map((job) => job.done)),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    await Promise.all([...this.working.values()].map((job) => job.release()));
  }

  private async look(): Promise<void> {
    const { locks, lockSpace, concurrency } = this.options;
    for (;;) {
      if (this.looks.isStopped || this.working.size >= concurrency) return;
      const due = await this.options.due(concurrency + LOOK_AHEAD);
      let taken = 0;
      for (const id of due) {
        if (this.looks.isStopped || this.working.size >= concurrency) break;
        if (this.working.has(id)) continue;
        const lock = await locks.tryLock(lockSpace, id);
        if (!lock) continue;
        taken++;
        let released: Promise<void> | undefined;
        const release = () => (released ??= lock.release());
        const done = this.options
          .work(id)
          .catch((error: unknown) => this.options.onError(error, id))
          .finally(async () => {
            this.working.delete(id);
            await release();
            this.looks.kick();
          });
        this.working.set(id, { done, release });
      }
      // Nothing taken: nothing due, or all of it held here or by other instances.
      if (taken === 0) return;
    }
  }
}
