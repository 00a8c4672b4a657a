import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_BACKOFF, retryDelayMs } from './retry-backoff.js';

describe('mail retry backoff', () => {
  it('doubles from the first wait and never passes the cap, jitter included', () => {
    const longest = (failures: number) => retryDelayMs(failures, DEFAULT_RETRY_BACKOFF, () => 1);
    const shortest = (failures: number) => retryDelayMs(failures, DEFAULT_RETRY_BACKOFF, () => 0);
    expect([1, 2, 3, 4].map(longest)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(shortest(1)).toBe(5000);
    for (const failures of [6, 10, 50, 1000]) {
      expect(longest(failures)).toBe(DEFAULT_RETRY_BACKOFF.maxMs);
      expect(shortest(failures)).toBe(DEFAULT_RETRY_BACKOFF.maxMs / 2);
    }
  });
});
