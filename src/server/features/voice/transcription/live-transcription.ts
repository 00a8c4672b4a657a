import type { AudioFormat } from '#server/features/voice/audio/input-format.js';
import type { Transcription, TranscriptionHints } from './engine.js';
/**
 * A transcription fed while the caller is still recording (decision 0020): the recording's bytes
 * go in as the browser produces them, and when the caller stops only the last seconds remain to
 * decode. Engines that can only take a whole file (the hosted API) have no live form.
 */
export interface LiveOptions {
  /** What the visitor already told us (names from the e-mail or a form), to bias the decoder. */
  hints?: TranscriptionHints;
  /**
   * Longest recording (VOICE_MAX_SECONDS). Audio past it is never decoded: the live decode fails
   * with `tooLong` set the moment its decoded length reaches it (the upload then decides on the
   * whole file, which may be a fraction of a second over).
   */
  maxSeconds: number;
}

export interface LiveTranscription {
  /**
   * The recording's container and codec, sniffed from its first bytes (audio/sniff-audio.ts);
   * called once, before the first write. The decoder is pinned to them: later bytes are never
   * probed again.
   */
  begin(format: AudioFormat): void;
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
  /** The decoded audio reached `maxSeconds` (then `failed` is set too). */
  readonly tooLong: boolean;
  /** Why the live decode broke down, or null while it works. */
  readonly failed: Error | null;
}
