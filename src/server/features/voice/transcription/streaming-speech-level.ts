import { LouderHalfMeter } from './louder-half-meter.js';
import { applyGain, energyDbfs, FRAME_SAMPLES, gainTo, TARGET_SPEECH_DBFS } from './speech-level.js';

/**
 * The streaming form of normaliseSpeechLevel (speech-level.ts), for audio decoded while the caller
 * is still speaking: 16 kHz mono s16le in, the same samples with a gain applied out. The whole-file
 * version measures the louder half of all 20 ms frames first; here only the audio so far is known,
 * so the first LEAD_SECONDS are held back to measure, and the gain is then re-measured every
 * second over everything heard so far (LouderHalfMeter: a fixed cost per reading, whatever the
 * length). After a few seconds of speech it settles on what the whole-file measure would give.
 *
 * Whether the caller is silent is judged on each frame's energy around its own mean, so a constant
 * offset (a DC level from a broken or muted microphone, or crafted audio) counts as the silence it is.
 */
const SAMPLE_RATE = 16_000;
const LEAD_SECONDS = 2;
const REMEASURE_SAMPLES = SAMPLE_RATE;
/** A frame louder than this (dBFS) counts as sound when telling whether the caller is silent. */
const SOUND_FLOOR_DBFS = -55;

export class StreamingSpeechLevel {
  private readonly meter = new LouderHalfMeter();
  /** The samples of a frame not yet complete, carried to the next push. */
  private partialFrame = Buffer.alloc(0);
  private held: Buffer[] = [];
  private heldBytes = 0;
  private carry = Buffer.alloc(0);
  private gain: number | null = null;
  private sinceMeasure = 0;
  private samples = 0;
  private lastSoundSample = 0;

  constructor(private readonly targetDbfs = TARGET_SPEECH_DBFS) {}

  /** Seconds of audio seen so far. */
  get seconds(): number {
    return this.samples / SAMPLE_RATE;
  }

  /** Seconds since the last frame with sound in it (all of it when there was none). */
  get silentSeconds(): number {
    return (this.samples - this.lastSoundSample) / SAMPLE_RATE;
  }

  /** Takes decoded samples; returns what is ready to pass on (possibly nothing yet). */
  push(pcm: Buffer): Buffer {
    const input = this.carry.length ? Buffer.concat([this.carry, pcm]) : pcm;
    const usable = input.length & ~1;
    this.carry = Buffer.from(input.subarray(usable));
    const samples = input.subarray(0, usable);
    this.measure(samples);
    if (this.gain === null) {
      this.held.push(Buffer.from(samples));
      this.heldBytes += samples.length;
      if (this.heldBytes < LEAD_SECONDS * SAMPLE_RATE * 2) return Buffer.alloc(0);
      this.gain = this.currentGain();
      const out = this.apply(Buffer.concat(this.held));
      this.held = [];
      return out;
    }
    if (this.sinceMeasure >= REMEASURE_SAMPLES) {
      this.sinceMeasure = 0;
      this.gain = this.currentGain();
    }
    return this.apply(Buffer.from(samples));
  }

  /** What is still held back at the end of the audio. */
  flush(): Buffer {
    if (this.gain !== null || this.held.length === 0) return Buffer.alloc(0);
    this.gain = this.currentGain();
    const out = this.apply(Buffer.concat(this.held));
    this.held = [];
    return out;
  }

  private measure(samples: Buffer): void {
    const input = this.partialFrame.length ? Buffer.concat([this.partialFrame, samples]) : samples;
    const frameBytes = FRAME_SAMPLES * 2;
    let frame = 0;
    for (; frame + frameBytes <= input.length; frame += frameBytes) {
      let sum = 0;
      let sumOfSquares = 0;
      for (let i = 0; i < FRAME_SAMPLES; i++) {
        const sample = input.readInt16LE(frame + i * 2) / 32768;
        sum += sample;
        sumOfSquares += sample * sample;
      }
      const energy = sumOfSquares / FRAME_SAMPLES;
      const mean = sum / FRAME_SAMPLES;
      this.meter.add(energy);
      this.samples += FRAME_SAMPLES;
      this.sinceMeasure += FRAME_SAMPLES;
      if (energyDbfs(energy - mean * mean) > SOUND_FLOOR_DBFS) this.lastSoundSample = this.samples;
    }
    this.partialFrame = Buffer.from(input.subarray(frame));
  }

  private currentGain(): number {
    const level = energyDbfs(this.meter.louderHalfEnergy());
    return Number.isFinite(level) ? gainTo(this.targetDbfs, level) : 1;
  }

  private apply(samples: Buffer): Buffer {
    return applyGain(samples, this.gain ?? 1);
  }
}
