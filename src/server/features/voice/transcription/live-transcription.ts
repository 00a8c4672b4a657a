import type { Transcription } from './engine.js';
/**
 * A transcription fed while the caller is still recording (decision 0020): the recording's bytes
 * go in as the browser produces them, and when the caller stops only the last seconds remain to
 * decode. Engines that can only take a whole file (the hosted API) have no live form.
 */
export interface LiveTranscription {
  /** The next bytes of the recording, in order, exactly as the browser's recorder produced them. */
  write(bytes: Buffer): void;
  /** Ends the input and resolves with the transcript of everything written; always releases the decoder. */
  finish(timeoutMs: number): Promise<Transcription>;
  /** Stops at once; the transcript is thrown away. */
  abort(): void;
  /** Seconds of audio decoded so far. */
  readonly heardSeconds: number;
  /** Seconds since the last sound (the caller stopped speaking, or the microphone is muted). */
  readonly silentSeconds: number;
  /** Why the live decode broke down, or null while it works. */
  readonly failed: Error | null;
}
