import { describe, expect, it } from 'vitest';
import { findPcmData, normaliseSpeechLevel, speechLevelDbfs, TARGET_SPEECH_DBFS } from './speech-level.js';

/** 16 kHz mono 16-bit WAV: a second of tone at `amplitude` (0..1) followed by a second of silence. */
function toneWav(amplitude: number): Buffer {
  const samples = 32_000;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(16_000, 24);
  wav.writeUInt32LE(32_000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < 16_000; i++)
    wav.writeInt16LE(Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 440 * i) / 16_000)), 44 + i * 2);
  return wav;
}

describe('speech level', () => {
  it('measures the louder half of the frames, ignoring the silence', () => {
    // A full-scale sine is -3 dBFS; at half amplitude, -9 dBFS.
    expect(speechLevelDbfs(toneWav(1))).toBeCloseTo(-3, 0);
    expect(speechLevelDbfs(toneWav(0.5))).toBeCloseTo(-9, 0);
  });

  it('brings loud and quiet speech to the same target', () => {
    for (const amplitude of [0.9, 0.05, 0.002]) {
      expect(speechLevelDbfs(normaliseSpeechLevel(toneWav(amplitude)))).toBeCloseTo(TARGET_SPEECH_DBFS, 0);
    }
  });

  it('leaves silence alone and caps the gain for near-silence', () => {
    const silent = toneWav(0);
    expect(normaliseSpeechLevel(silent).equals(silent)).toBe(true);
    const faint = toneWav(0.00005);
    expect(speechLevelDbfs(normaliseSpeechLevel(faint))).toBeLessThan(TARGET_SPEECH_DBFS - 5);
  });

  it('keeps the header and refuses what is not a WAV', () => {
    const wav = toneWav(0.5);
    expect(normaliseSpeechLevel(wav).subarray(0, 44).equals(wav.subarray(0, 44))).toBe(true);
    expect(findPcmData(wav)).toEqual({ dataOffset: 44, dataLength: 64_000 });
    expect(() => speechLevelDbfs(Buffer.from('OggS not a wav file at all'))).toThrow(/not a WAV/);
  });
});
