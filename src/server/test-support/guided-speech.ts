// eslint-disable-next-line no-restricted-imports -- e2e specs import this file, and Playwright's loader resolves relative imports only (not the #server alias)
import { findPcmData } from '../features/voice/transcription/speech-level.js';
import { speechWav, wavTo, type SpeechOptions } from './speech.js';

/**
 * A guided voicemail for tests (issue 24): each answer spoken by espeak-ng, joined with pauses,
 * and the marks a caller tapping Next would make: question n shown `leadSeconds` before its
 * answer starts (question 1 at 0).
 */
export interface GuidedSpeech {
  webm: Buffer;
  wav: Buffer;
  marks: number[];
  durationMs: number;
}

export async function guidedSpeech(
  answers: readonly string[],
  options: SpeechOptions & { pauseSeconds?: number; leadSeconds?: number } = {},
): Promise<GuidedSpeech> {
  const pause = options.pauseSeconds ?? 1.2;
  const lead = Math.min(options.leadSeconds ?? 0.6, pause);
  const spoken = await Promise.all(answers.map((answer) => speechWav(answer, options)));
  const first = spoken[0];
  if (!first) throw new Error('guidedSpeech needs at least one answer');
  const { dataOffset } = findPcmData(first);
  const rate = first.readUInt32LE(24);
  const bytesPerSecond = rate * 2;
  const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * rate) * 2);
  const parts: Buffer[] = [silence(0.5)];
  const marks: number[] = [];
  let bytes = parts[0]!.length;
  spoken.forEach((wav, index) => {
    if (index > 0) {
      parts.push(silence(pause));
      bytes += Math.round(pause * rate) * 2;
    }
    marks.push(index === 0 ? 0 : Math.round(((bytes - lead * bytesPerSecond) / bytesPerSecond) * 1000));
    const { dataOffset: offset, dataLength } = findPcmData(wav);
    parts.push(wav.subarray(offset, offset + dataLength));
    bytes += dataLength;
  });
  parts.push(silence(0.8));
  bytes += Math.round(0.8 * rate) * 2;
  const header = Buffer.from(first.subarray(0, dataOffset));
  header.writeUInt32LE(dataOffset - 8 + bytes, 4);
  header.writeUInt32LE(bytes, dataOffset - 4);
  const wav = Buffer.concat([header, ...parts]);
  return { wav, webm: await wavTo('webm', wav), marks, durationMs: Math.round((bytes / bytesPerSecond) * 1000) };
}
