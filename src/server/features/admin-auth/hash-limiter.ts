/**
 * Caps how many password hashes run at once. scrypt shares libuv's small thread pool with file
 * I/O, so an unbounded login flood would stall the whole site; past the queue limit callers are
 * refused straight away instead of waiting.
 *
 * Two lanes (decision 0028): `open` for attempts without a device token, `device` for a browser
 * that has logged in before. Open attempts use at most `maxConcurrent` slots; `reservedSlots` more
 * are only ever used by device attempts, which are also served first when slots free up. So the
 * admin's own browser never waits behind a flood of tokenless guesses.
 */
export class HashLimiterBusyError extends Error {
  constructor() {
    super('The server is busy; please try again in a moment');
    this.name = 'HashLimiterBusyError';
  }
}

export type HashLane = 'open' | 'device';

export class HashLimiter {
  private running = 0;
  private openRunning = 0;
  private readonly waiting: Record<HashLane, Array<() => void>> = { open: [], device: [] };
  /** Hashes started so far, per lane (the tests and the flood bench read them). */
  readonly started: Record<HashLane, number> = { open: 0, device: 0 };

  constructor(
    private readonly maxConcurrent = 2,
    private readonly maxQueued = 16,
    private readonly reservedSlots = 1,
  ) {}

  async run<T>(task: () => Promise<T>, lane: HashLane = 'open'): Promise<T> {
    if (!this.mayStart(lane)) {
      const queue = this.waiting[lane];
      if (queue.length >= this.maxQueued) throw new HashLimiterBusyError();
      // The slot is taken for us by `next()` before we are woken.
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      this.take(lane);
    }
    try {
      return await task();
    } finally {
      this.running--;
      if (lane === 'open') this.openRunning--;
      this.next();
    }
  }

  private mayStart(lane: HashLane): boolean {
    if (this.running >= this.maxConcurrent + this.reservedSlots) return false;
    return lane === 'device' || this.openRunning < this.maxConcurrent;
  }

  private take(lane: HashLane): void {
    this.running++;
    if (lane === 'open') this.openRunning++;
    this.started[lane]++;
  }

  /** Wakes waiting device attempts first, then open ones, while slots allow. */
  private next(): void {
    for (const lane of ['device', 'open'] as const) {
      const queue = this.waiting[lane];
      while (queue.length > 0 && this.mayStart(lane)) {
        this.take(lane);
        queue.shift()!();
      }
    }
  }
}
