import type { AudioFormat } from '#server/features/voice/audio/input-format.js';
import type { AnswerSpan } from '#server/features/voice/guided/answer-spans.js';

/**
 * Turns a recording into text. Three implementations: the offline pocketsphinx decoder (default
 * when installed), any OpenAI-compatible `/v1/audio/transcriptions` service, or none. `model` is
 * stored with each message as its transcriptionModel, so the admin can tell how it was made.
 */
/**
 * What the visitor already told us, to bias recognition towards it: names and a company read
 * from the e-mail address, or typed into a form in the same session ("Rachel", "Goldberg",
 * "Goldberg Staffing"). Lower case words; the engine decides how to use them.
 */
export interface TranscriptionHints {
  /** Person names (first and last), e.g. ['rachel', 'goldberg']. */
  names: readonly string[];
  /** Company names as said, e.g. ['goldberg staffing']. */
  companies: readonly string[];
}

/** One recognised word and the recogniser's confidence in it (0–1), when the engine gives it. */
export interface TranscriptWord {
  word: string;
  confidence: number;
  /** When the word starts and ends, in ms from the start of the recording, when the engine says. */
  startMs?: number;
  endMs?: number;
}

export interface Transcription {
  text: string;
  /** The transcript's words in order with confidences; absent when the engine gives none. */
  words?: TranscriptWord[];
}

export interface TranscriptionEngine {
  readonly name: 'pocketsphinx' | 'openai' | 'none';
  /** e.g. 'pocketsphinx-en-us-voicemail' or 'gpt-4o-transcribe'. */
  readonly model: string;
  transcribe(
    audio: { bytes: Buffer; mimeType: string },
    signal?: AbortSignal,
    hints?: TranscriptionHints,
  ): Promise<Transcription>;
  /** Its words carry their times (TranscriptWord.startMs): a whole message can be cut at marks. */
  readonly timesWords?: boolean;
  /**
   * Decodes answers of a guided recording (issue 24) each as the answer to its question: with a
   * model made for it (offline engine), or naming the question in the request (hosted engine).
   * Resolves with a transcription per span, in the spans' order. Absent: the engine cannot.
   */
  readonly transcribeAnswers?: (
    audio: { bytes: Buffer; mimeType: string },
    spans: readonly AnswerSpan[],
    options?: { signal?: AbortSignal; hints?: TranscriptionHints },
  ) => Promise<Transcription[]>;
  /** A decoder fed while the caller records (offline engine only); absent: whole files only. */
  readonly startLive?: (options: LiveOptions) => Promise<LiveTranscription>;
}

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
