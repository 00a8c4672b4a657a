/**
 * Counts failed logins per client IP. After `maxFailures` inside the window the IP is blocked for
 * `blockMs`, and every attempt during the block (the right password included) is refused before
 * any hashing. Kept in memory: one server process holds the counts (see docs/decisions).
 */
interface Entry {
  failures: number;
  windowStart: number;
  blockedUntil: number;
}

const MAX_TRACKED_IPS = 100_000;

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxFailures: number,
    private readonly blockMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the IP must still wait, or 0 when it may try. */
  retryAfterMs(ip: string): number {
    const entry = this.entries.get(ip);
    if (!entry) return 0;
    return Math.max(0, entry.blockedUntil - this.now());
  }

  recordFailure(ip: string): void {
    const now = this.now();
    let entry = this.entries.get(ip);
    if (!entry || now - entry.windowStart > this.blockMs) {
      entry = { failures: 0, windowStart: now, blockedUntil: 0 };
    }
    entry.failures++;
    if (entry.failures >= this.maxFailures) {
      entry.blockedUntil = now + this.blockMs;
      entry.failures = 0;
      entry.windowStart = now;
    }
    this.entries.delete(ip); // re-insert so the map stays ordered by last activity
    this.entries.set(ip, entry);
    if (this.entries.size > MAX_TRACKED_IPS) this.evictOldest();
  }

  recordSuccess(ip: string): void {
    this.entries.delete(ip);
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
