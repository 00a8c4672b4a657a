/**
 * Sets a 16-bit mono WAV's speech to a fixed level before decoding. pocketsphinx normalises its
 * features with a running cepstral mean that starts from the model's prior (-cmninit in
 * feat.params); audio much louder or quieter than that prior is misrecognised until the mean
 * catches up, which on a short answer is most of it. Measured on the tuning sentences (voicemail
 * model): 44% word errors at espeak's loud original level, 25-26% with speech set to -35..-38
 * dBFS, 31% at -40; the stock model went from 57% to 37%.
 *
 * The level is that of the louder half of 20 ms frames, so pauses and silence do not count.
 */
export const TARGET_SPEECH_DBFS = -36;
/** Never amplify more than this: near-silent input would otherwise become loud noise. */
const MAX_GAIN_DB = 30;
/** 20 ms at 16 kHz. */
export const FRAME_SAMPLES = 320;

export interface PcmWav {
  /** Byte offset and length of the sample data. */
  dataOffset: number;
  dataLength: number;
}

export function findPcmData(wav: Buffer): PcmWav {
  if (wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE')
    throw new Error('not a WAV file');
  for (let offset = 12; offset + 8 <= wav.length;) {
    const id = wav.toString('latin1', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'data') return { dataOffset: offset + 8, dataLength: Math.min(size, wav.length - offset - 8) & ~1 };
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

/** Level of the louder half of the frames, in dB relative to full scale (-Infinity if silent). */
export function speechLevelDbfs(wav: Buffer): number {
  const { dataOffset, dataLength } = findPcmData(wav);
  return energyDbfs(louderHalfEnergy(frameEnergies(wav, dataOffset, dataOffset + dataLength)));
}

/** A copy of the WAV with its speech at `targetDbfs` (clipped at full scale). */
export function normaliseSpeechLevel(wav: Buffer, targetDbfs = TARGET_SPEECH_DBFS): Buffer {
  const level = speechLevelDbfs(wav);
  if (!Number.isFinite(level)) return wav;
  const out = Buffer.from(wav);
  const { dataOffset, dataLength } = findPcmData(out);
  return applyGain(out, gainTo(targetDbfs, level), dataOffset, dataOffset + dataLength);
}

/** Mean energy of each whole 20 ms frame of the 16-bit samples in bytes [from, to). */
export function frameEnergies(samples: Buffer, from = 0, to = samples.length): number[] {
  const energies: number[] = [];
  for (let frame = from; frame + FRAME_SAMPLES * 2 <= to; frame += FRAME_SAMPLES * 2) {
    let sum = 0;
    for (let i = 0; i < FRAME_SAMPLES; i++) {
      const sample = samples.readInt16LE(frame + i * 2) / 32768;
      sum += sample * sample;
    }
    energies.push(sum / FRAME_SAMPLES);
  }
  return energies;
}

/** Mean energy of the louder half of the frames: the speech, without its pauses (NaN for none). */
export function louderHalfEnergy(energies: readonly number[]): number {
  const louder = [...energies].sort((a, b) => b - a).slice(0, Math.max(1, Math.ceil(energies.length / 2)));
  return louder.reduce((total, energy) => total + energy, 0) / louder.length;
}

/** An energy in dB relative to full scale (-Infinity for silence). */
export function energyDbfs(energy: number): number {
  return energy > 0 ? 10 * Math.log10(energy) : -Infinity;
}

/** The gain that takes speech at `levelDbfs` to `targetDbfs`, at most MAX_GAIN_DB. */
export function gainTo(targetDbfs: number, levelDbfs: number): number {
  return 10 ** (Math.min(targetDbfs - levelDbfs, MAX_GAIN_DB) / 20);
}

/** Multiplies the 16-bit samples in bytes [from, to) by `gain` in place, clipped at full scale. */
export function applyGain(samples: Buffer, gain: number, from = 0, to = samples.length): Buffer {
  for (let at = from; at + 1 < to; at += 2) {
    const scaled = Math.round(samples.readInt16LE(at) * gain);
    samples.writeInt16LE(Math.max(-32768, Math.min(32767, scaled)), at);
  }
  return samples;
}
