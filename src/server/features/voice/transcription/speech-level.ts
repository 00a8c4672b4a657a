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
const FRAME_SAMPLES = 320;

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
  const energies: number[] = [];
  for (let frame = dataOffset; frame + FRAME_SAMPLES * 2 <= dataOffset + dataLength; frame += FRAME_SAMPLES * 2) {
    let sum = 0;
    for (let i = 0; i < FRAME_SAMPLES; i++) {
      const sample = wav.readInt16LE(frame + i * 2) / 32768;
      sum += sample * sample;
    }
    energies.push(sum / FRAME_SAMPLES);
  }
  energies.sort((a, b) => b - a);
  const louder = energies.slice(0, Math.max(1, Math.ceil(energies.length / 2)));
  const mean = louder.reduce((total, energy) => total + energy, 0) / louder.length;
  return mean > 0 ? 10 * Math.log10(mean) : -Infinity;
}

/** A copy of the WAV with its speech at `targetDbfs` (clipped at full scale). */
export function normaliseSpeechLevel(wav: Buffer, targetDbfs = TARGET_SPEECH_DBFS): Buffer {
  const level = speechLevelDbfs(wav);
  if (!Number.isFinite(level)) return wav;
  const gain = 10 ** (Math.min(targetDbfs - level, MAX_GAIN_DB) / 20);
  const out = Buffer.from(wav);
  const { dataOffset, dataLength } = findPcmData(out);
  for (let at = dataOffset; at + 1 < dataOffset + dataLength; at += 2) {
    const scaled = Math.round(out.readInt16LE(at) * gain);
    out.writeInt16LE(Math.max(-32768, Math.min(32767, scaled)), at);
  }
  return out;
}
