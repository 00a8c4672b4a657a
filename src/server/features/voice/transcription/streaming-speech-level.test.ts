import { describe, expect, it } from 'vitest';
import { LouderHalfMeter } from './louder-half-meter.js';
import { energyDbfs, louderHalfEnergy } from './speech-level.js';
import { StreamingSpeechLevel } from './streaming-speech-level.js';

const SAMPLE_RATE = 16_000;

/** 16 kHz mono s16le: `seconds` of `sample(i)` (-1..1). */
function pcm(seconds: number, sample: (i: number) => number): Buffer {
  const out = Buffer.alloc(Math.round(seconds * SAMPLE_RATE) * 2);
  for (let i = 0; i < out.length / 2; i++)
    out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample(i))) * 32767), i * 2);
  return out;
}
const tone =
  (amplitude: number, offset = 0) =>
  (i: number) =>
    offset + amplitude * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE);

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('LouderHalfMeter', () => {
  it('gives the louder half of every frame seen, as sorting them all would, within 0.1 dB', () => {
    const next = random(7);
    const meter = new LouderHalfMeter();
    const energies: number[] = [];
    for (let i = 0; i < 5000; i++) {
      // Speech-like: pauses far below the speech, speech spread over 40 dB, some digital silence.
      const roll = next();
      const energy = roll < 0.05 ? 0 : roll < 0.5 ? 10 ** (-7 - 2 * next()) : 10 ** (-1 - 4 * next());
      meter.add(energy);
      energies.push(energy);
      if (i % 499 === 0 || i < 5) {
        expect(Math.abs(energyDbfs(meter.louderHalfEnergy()) - energyDbfs(louderHalfEnergy(energies)))).toBeLessThan(
          0.1,
        );
      }
    }
  });

  it('has no level before a frame, and none for digital silence', () => {
    const meter = new LouderHalfMeter();
    expect(meter.louderHalfEnergy()).toBeNaN();
    meter.add(0);
    expect(energyDbfs(meter.louderHalfEnergy())).toBe(-Infinity);
  });
});

describe('StreamingSpeechLevel', () => {
  it('counts every sample however the decoder cuts its output', () => {
    const level = new StreamingSpeechLevel();
    const audio = pcm(3, tone(0.3));
    for (let at = 0; at < audio.length; at += 999) level.push(audio.subarray(at, at + 999));
    expect(level.seconds).toBeCloseTo(3, 1);
  });

  it('counts a constant offset (DC) as the silence it is, and a tone on top of it as sound', () => {
    const dc = new StreamingSpeechLevel();
    dc.push(pcm(1, tone(0.3)));
    dc.push(pcm(10, () => 0.5));
    expect(dc.silentSeconds).toBeGreaterThan(9.9);

    const voiced = new StreamingSpeechLevel();
    voiced.push(pcm(10, tone(0.1, 0.5)));
    expect(voiced.silentSeconds).toBeLessThan(0.1);
  });

  it('brings speech to the target level once it has heard two seconds', () => {
    const level = new StreamingSpeechLevel(-20);
    const held = level.push(pcm(1, tone(0.01)));
    expect(held.length).toBe(0); // the first seconds are held back to be measured
    const out = Buffer.concat([level.push(pcm(3, tone(0.01))), level.flush()]);
    let sumOfSquares = 0;
    for (let i = 0; i < out.length; i += 2) sumOfSquares += (out.readInt16LE(i) / 32768) ** 2;
    expect(energyDbfs(sumOfSquares / (out.length / 2))).toBeCloseTo(-20, 0);
  });
});
