import {
  applyGain,
  energyDbfs,
  FRAME_SAMPLES,
  frameEnergies,
  gainTo,
  louderHalfEnergy,
  TARGET_SPEECH_DBFS,
} from './speech-level.js';

/**
 * The streaming form of normaliseSpeechLevel (speech-level.ts), for audio decoded while the caller
 * is still speaking: 16 kHz mono s16le in, the same samples with a gain applied out. The whole-file
 * version measures the louder half of all 20 ms frames first; here only the audio so far is known,
 * so the first LEAD_SECONDS are held back to measure, and the gain is then re-measured every
 * second over everything heard so far. After a few seconds of speech it settles on what the
 * whole-file measure would give.
 */
const SAMPLE_RATE = 16_000;
const LEAD_SECONDS = 2;
const REMEASURE_SAMPLES = SAMPLE_RATE;
/** A frame louder than this (dBFS) counts as sound when telling whether the caller is silent. */
const SOUND_FLOOR_DBFS = -55;

export class StreamingSpeechLevel {
  private readonly energies: number[] = [];
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
    for (const energy of frameEnergies(samples)) {
      this.energies.push(energy);
      this.samples += FRAME_SAMPLES;
      this.sinceMeasure += FRAME_SAMPLES;
      if (energyDbfs(energy) > SOUND_FLOOR_DBFS) this.lastSoundSample = this.samples;
    }
  }

  private currentGain(): number {
    const level = energyDbfs(louderHalfEnergy(this.energies));
    return Number.isFinite(level) ? gainTo(this.targetDbfs, level) : 1;
  }

  private apply(samples: Buffer): Buffer {
    return applyGain(samples, this.gain ?? 1);
  }
}
