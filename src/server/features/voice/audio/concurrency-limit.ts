/**
 * A tiny semaphore for child processes. ffmpeg and the speech decoder each take a whole core, and
 * every upload would start one: without a cap a burst of uploads forks enough processes to stall
 * the machine. Callers past the cap wait their turn (and can give up through an AbortSignal).
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly maxConcurrent: number) {
    if (!Number.isInteger(maxConcurrent) || maxConcurrent < 1) throw new RangeError('maxConcurrent must be >= 1');
  }

  /** Slots a new task would take at once (none while anyone waits). */
  get free(): number {
    return this.waiting.length > 0 ? 0 : Math.max(0, this.maxConcurrent - this.running);
  }

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.running >= this.maxConcurrent) await this.waitForSlot(signal);
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private waitForSlot(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = this.waiting.indexOf(wake);
        if (index !== -1) this.waiting.splice(index, 1);
        reject(signal?.reason instanceof Error ? signal.reason : new Error('Aborted'));
      };
      const wake = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      this.waiting.push(wake);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
