/**
 * Caps how many password hashes run at once. scrypt shares libuv's small thread pool with file
 * I/O, so an unbounded login flood would stall the whole site; past the queue limit callers are
 * refused straight away instead of waiting.
 *
 * Two lanes (decision 0028): `open` for attempts without a device token, `device` for a browser
 * that has logged in before. Open attempts use at most `maxConcurrent` slots; `reservedSlots` more
 * are only ever used by device attempts, which are also served first when slots free up, and while
 * one runs or waits no open hash starts (the cores are shared: a second tokenless hash would slow
 * the admin's own). So the admin's browser never waits behind a flood of tokenless guesses.
 */
export class HashLimiterBusyError extends Error {
  constructor() {
    super('The server is busy; please try again in a moment');
    this.name = 'HashLimiterBusyError';
  }
}

export type HashLane = 'open' | 'device';

export interface HashLimits {
  /** Hashes of tokenless attempts at once. */
  openSlots: number;
  /** Slots only device attempts use, on top of `openSlots`. */
  reservedSlots: number;
  /** Attempts that may wait for a slot, per lane; past it the answer is "busy" at once. */
  maxQueued: number;
  /**
   * Longest an attempt waits for a slot before it is answered "busy": a queued attempt must not
   * outlast the connection's idle timeout (REQUEST_TIMEOUT_MS) and be cut off without an answer.
   */
  maxWaitMs: number;
}

/** Decision 0002's ceiling of two hashes at once: one for tokenless attempts, one kept for tokens. */
const DEFAULT_LIMITS: HashLimits = { openSlots: 1, reservedSlots: 1, maxQueued: 16, maxWaitMs: 10_000 };

interface Waiter {
  /** Called by `next()` once it has taken the slot for this waiter. */
  wake(): void;
}

export class HashLimiter {
  private running = 0;
  private openRunning = 0;
  private deviceRunning = 0;
  private readonly waiting: Record<HashLane, Waiter[]> = { open: [], device: [] };
  private readonly limits: HashLimits;
  /** Hashes started so far, per lane (the tests count them). */
  readonly started: Record<HashLane, number> = { open: 0, device: 0 };

  constructor(limits: Partial<HashLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  async run<T>(task: () => Promise<T>, lane: HashLane = 'open'): Promise<T> {
    if (this.mayStart(lane)) this.take(lane);
    else await this.wait(lane);
    try {
      return await task();
    } finally {
      this.running--;
      if (lane === 'open') this.openRunning--;
      else this.deviceRunning--;
      this.next();
    }
  }

  /** Resolves once `next()` has taken a slot for us; rejects when the queue is full or the wait too long. */
  private wait(lane: HashLane): Promise<void> {
    const queue = this.waiting[lane];
    if (queue.length >= this.limits.maxQueued) return Promise.reject(new HashLimiterBusyError());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        wake: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1);
        reject(new HashLimiterBusyError());
      }, this.limits.maxWaitMs);
      queue.push(waiter);
    });
  }

  private mayStart(lane: HashLane): boolean {
    if (this.running >= this.limits.openSlots + this.limits.reservedSlots) return false;
    if (lane === 'device') return true;
    const deviceBusy = this.deviceRunning > 0 || this.waiting.device.length > 0;
    return !deviceBusy && this.openRunning < this.limits.openSlots;
  }

  private take(lane: HashLane): void {
    this.running++;
    if (lane === 'open') this.openRunning++;
    else this.deviceRunning++;
    this.started[lane]++;
  }

  /** Wakes waiting device attempts first, then open ones, while slots allow. */
  private next(): void {
    for (const lane of ['device', 'open'] as const) {
      const queue = this.waiting[lane];
      while (queue.length > 0 && this.mayStart(lane)) {
        this.take(lane);
        queue.shift()!.wake();
      }
    }
  }
}
