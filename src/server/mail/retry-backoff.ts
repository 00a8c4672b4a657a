/** How long a message waits after a failed attempt (decision 0037). */
export interface RetryBackoff {
  /** The wait after the first failure; it doubles with each failure after that. */
  firstMs: number;
  /** The longest wait: a mail server that is back gets its mail within this long. */
  maxMs: number;
}

export const DEFAULT_RETRY_BACKOFF: RetryBackoff = { firstMs: 10_000, maxMs: 5 * 60_000 };

/**
 * The wait before the next attempt after `failedAttempts` failures: doubling from `firstMs`,
 * capped at `maxMs`, then shortened at random by up to a half, so the messages (and instances)
 * that failed together during an outage do not all try again in the same second.
 */
export function retryDelayMs(
  failedAttempts: number,
  backoff: RetryBackoff,
  random: () => number = Math.random,
): number {
  const doublings = Math.min(Math.max(failedAttempts - 1, 0), 30);
  const full = Math.min(backoff.maxMs, backoff.firstMs * 2 ** doublings);
  return Math.round(full * (0.5 + random() * 0.5));
}
