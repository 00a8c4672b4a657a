export interface ReadSnapshotOptions {
  /**
   * True while writes that this read would see are still on their way to the database (tracking
   * events buffered or being written). Only then is the snapshot served.
   */
  writesPending: () => boolean;
  /** Age from which a served snapshot is recomputed in the background. */
  refreshAfterMs: number;
  /** Age past which the snapshot is not served: the request waits for a fresh read. */
  maxAgeMs: number;
  /** A background recomputation failed (the snapshot stays until `maxAgeMs`). */
  onRefreshError: (error: unknown) => void;
  now?: () => number;
}

/**
 * A dashboard read kept off the write path (decision 0029). The rule:
 * - while no write is pending, every request reads fresh from the database, as if there were no
 *   snapshot: what was written before the request is in its answer;
 * - while writes are pending (a flood of tracking, or ordinary traffic waiting for its flush),
 *   the last answer is served if it is younger than `maxAgeMs`, and recomputed in the background
 *   once it is older than `refreshAfterMs`. At most one recomputation runs at a time, and requests
 *   that must wait for one (no snapshot, or too old) share it.
 * So the database sees at most one such read per `refreshAfterMs` however many admins poll, and a
 * read never queues behind the writes for longer than one recomputation.
 */
export class ReadSnapshot<T> {
  private snapshot: { value: T; takenAt: number } | null = null;
  private recomputing: Promise<T> | null = null;
  private readonly now: () => number;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly options: ReadSnapshotOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async get(): Promise<T> {
    if (!this.options.writesPending()) {
      const startedAt = this.now();
      return this.keep(startedAt, await this.read());
    }
    const age = this.snapshot ? this.now() - this.snapshot.takenAt : Infinity;
    if (!this.snapshot || age > this.options.maxAgeMs) return this.recompute();
    if (age > this.options.refreshAfterMs) this.recompute().catch(this.options.onRefreshError);
    return this.snapshot.value;
  }

  private recompute(): Promise<T> {
    if (!this.recomputing) {
      const startedAt = this.now();
      this.recomputing = this.read()
        .then((value) => this.keep(startedAt, value))
        .finally(() => {
          this.recomputing = null;
        });
    }
    return this.recomputing;
  }

  /** Stores a read begun at `takenAt` unless a newer one is stored already. */
  private keep(takenAt: number, value: T): T {
    if (!this.snapshot || this.snapshot.takenAt <= takenAt) this.snapshot = { value, takenAt };
    return value;
  }
}

/** One ReadSnapshot per key (a page size, say), made on first use; keys must be few. */
export class ReadSnapshots<K, T> {
  private readonly snapshots = new Map<K, ReadSnapshot<T>>();

  constructor(
    private readonly read: (key: K) => Promise<T>,
    private readonly options: ReadSnapshotOptions,
  ) {}

  get(key: K): Promise<T> {
    let snapshot = this.snapshots.get(key);
    if (!snapshot) this.snapshots.set(key, (snapshot = new ReadSnapshot(() => this.read(key), this.options)));
    return snapshot.get();
  }
}
