/**
 * Caps how many password hashes run at once. scrypt shares libuv's small thread pool with file
 * I/O, so an unbounded login flood would stall the whole site; past the queue limit callers are
 * refused straight away instead of waiting.
 */
export class HashLimiterBusyError extends Error {
  constructor() {
    super('The server is busy; please try again in a moment');
    this.name = 'HashLimiterBusyError';
  }
}

export class HashLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly maxConcurrent = 2,
    private readonly maxQueued = 16,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxConcurrent) {
      if (this.waiting.length >= this.maxQueued) throw new HashLimiterBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
