import { findPcmData, FRAME_SAMPLES, frameEnergies } from './speech-level.js';

/**
 * Cuts a 16 kHz mono WAV into `parts` WAVs of about equal length, each cut in the quietest
 * stretch near its ideal place, so a message can be decoded on several cores at once and its
 * transcript joined in order. A cut inside a pause loses no word; the decoder starts each part
 * fresh, which costs a little accuracy at the very start of a part (measured in bench/, see
 * README), so short recordings are not cut at all.
 */
/** Below this many seconds a part would be too short to be worth a decoder start (~0.3 s). */
export const MIN_PART_SECONDS = 8;
/** How far from its ideal place a cut may move to find a pause, as a share of a part. */
const SEARCH_SHARE = 0.35;
/** A pause is judged over this many 20 ms frames (200 ms). */
const PAUSE_FRAMES = 10;
const FRAMES_PER_SECOND = 16_000 / FRAME_SAMPLES;

export function splitAtPauses(wav: Buffer, parts: number): Buffer[] {
  if (parts <= 1) return [wav];
  const { dataOffset, dataLength } = findPcmData(wav);
  const energies = frameEnergies(wav, dataOffset, dataOffset + dataLength);
  const seconds = energies.length / FRAMES_PER_SECOND;
  const count = Math.max(1, Math.min(parts, Math.floor(seconds / MIN_PART_SECONDS)));
  if (count === 1) return [wav];

  const window = movingSum(energies, PAUSE_FRAMES);
  const cuts: number[] = [];
  const partFrames = energies.length / count;
  for (let index = 1; index < count; index++) {
    const ideal = Math.round(index * partFrames);
    const reach = Math.round(partFrames * SEARCH_SHARE);
    let best = ideal;
    for (let frame = Math.max(1, ideal - reach); frame <= Math.min(energies.length - 1, ideal + reach); frame++) {
      if ((window[frame] ?? Infinity) < (window[best] ?? Infinity)) best = frame;
    }
    cuts.push(best);
  }

  const bounds = [0, ...cuts, energies.length];
  const header = wav.subarray(0, dataOffset);
  const pieces: Buffer[] = [];
  for (let index = 0; index + 1 < bounds.length; index++) {
    const from = dataOffset + (bounds[index] ?? 0) * FRAME_SAMPLES * 2;
    const to =
      index + 2 === bounds.length ? dataOffset + dataLength : dataOffset + (bounds[index + 1] ?? 0) * FRAME_SAMPLES * 2;
    pieces.push(withDataLength(Buffer.concat([header, wav.subarray(from, to)]), dataOffset, to - from));
  }
  return pieces;
}

/** Sum of each frame's energy and the PAUSE_FRAMES − 1 after it: low in the middle of a pause. */
function movingSum(energies: readonly number[], width: number): number[] {
  const sums: number[] = [];
  const half = Math.floor(width / 2);
  for (let frame = 0; frame < energies.length; frame++) {
    let sum = 0;
    for (let k = frame - half; k < frame - half + width; k++)
      sum += energies[Math.max(0, Math.min(energies.length - 1, k))] ?? 0;
    sums.push(sum);
  }
  return sums;
}

/** Rewrites the RIFF and data chunk sizes of a WAV whose sample data is now `dataLength` bytes. */
function withDataLength(wav: Buffer, dataOffset: number, dataLength: number): Buffer {
  wav.writeUInt32LE(dataOffset - 8 + dataLength, 4);
  wav.writeUInt32LE(dataLength, dataOffset - 4);
  return wav;
}
