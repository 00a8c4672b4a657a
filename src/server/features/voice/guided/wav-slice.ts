import { findPcmData } from '#server/features/voice/transcription/speech-level.js';

/** 16 kHz mono 16-bit samples: bytes per millisecond. */
const BYTES_PER_MS = 32;

/**
 * The part of a 16 kHz mono 16-bit WAV between two times, as a WAV of its own (the header
 * copied with its sizes rewritten). Times past the end are clamped; an empty part is a valid WAV
 * with no samples.
 */
export function sliceWav(wav: Buffer, fromMs: number, toMs: number): Buffer {
  const { dataOffset, dataLength } = findPcmData(wav);
  const clamp = (ms: number) => Math.min(dataLength, Math.max(0, Math.round(ms) * BYTES_PER_MS));
  const from = clamp(fromMs);
  const to = Math.max(from, clamp(toMs));
  const header = Buffer.from(wav.subarray(0, dataOffset));
  header.writeUInt32LE(dataOffset - 8 + (to - from), 4);
  header.writeUInt32LE(to - from, dataOffset - 4);
  return Buffer.concat([header, wav.subarray(dataOffset + from, dataOffset + to)]);
}

/** The length of a 16 kHz mono 16-bit WAV, in ms. */
export function wavDurationMs(wav: Buffer): number {
  return Math.floor(findPcmData(wav).dataLength / BYTES_PER_MS);
}
