import type { AnswerSpan } from '#server/features/voice/guided/answer-spans.js';
import type { LiveOptions, LiveTranscription } from './live-transcription.js';

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
