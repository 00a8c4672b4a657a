import { describe, expect, it } from 'vitest';
import { silentWav } from '#server/test-support/multipart.js';
import { findPcmData } from './speech-level.js';
import { MIN_PART_SECONDS, splitAtPauses } from './split-at-pauses.js';

const RATE = 16_000;

/** A WAV of tone bursts ("words") with silent gaps at the given seconds. */
function wavWithPauses(seconds: number, pauses: ReadonlyArray<[number, number]>): Buffer {
  const samples = Math.round(seconds * RATE);
  const wav = silentWav(44 + samples * 2, RATE);
  for (let i = 0; i < samples; i++) {
    const t = i / RATE;
    const silent = pauses.some(([from, to]) => t >= from && t < to);
    if (!silent) wav.writeInt16LE(Math.round(8000 * Math.sin(2 * Math.PI * 220 * t)), 44 + i * 2);
  }
  return wav;
}

const seconds = (wav: Buffer) => findPcmData(wav).dataLength / 2 / RATE;

describe('splitAtPauses', () => {
  it('cuts in the pause nearest the middle, losing no sample', () => {
    const wav = wavWithPauses(30, [[13.2, 13.8]]);
    const parts = splitAtPauses(wav, 2);
    expect(parts).toHaveLength(2);
    const first = parts[0]!;
    expect(seconds(first)).toBeGreaterThan(13.2);
    expect(seconds(first)).toBeLessThan(13.8);
    expect(seconds(first) + seconds(parts[1]!)).toBeCloseTo(30, 5);
    // Each part is a WAV whose header matches its data.
    for (const part of parts) {
      expect(part.readUInt32LE(4)).toBe(part.length - 8);
      expect(findPcmData(part).dataLength).toBe(part.length - 44);
    }
  });

  it('leaves a short recording whole', () => {
    const wav = wavWithPauses(MIN_PART_SECONDS * 2 - 1, [[5, 6]]);
    expect(splitAtPauses(wav, 2)).toEqual([wav]);
    expect(splitAtPauses(wavWithPauses(40, [[20, 21]]), 1)).toHaveLength(1);
  });
});
