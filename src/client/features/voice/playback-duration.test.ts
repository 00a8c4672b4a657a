import { describe, expect, it } from 'vitest';
import { playbackDuration } from './playback-duration.js';

describe('playbackDuration (SPEC §5)', () => {
  it("uses the element's duration when it is finite and above 0", () => {
    expect(playbackDuration(12.5, 30)).toBe(12.5);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 0, -1])('falls back to the stored duration for %s', (reported) => {
    expect(playbackDuration(reported, 30)).toBe(30);
  });

  it('shows 0 when neither is known', () => {
    expect(playbackDuration(Number.NaN, null)).toBe(0);
  });
});
