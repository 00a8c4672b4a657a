import type { LiveTranscription } from './live-transcription.js';

/**
 * Turns a recording into text. Three implementations: the offline pocketsphinx decoder (default
 * when installed), any OpenAI-compatible `/v1/audio/transcriptions` service, or none. `model` is
 * stored with each message as its transcriptionModel, so the admin can tell how it was made.
 */
export interface TranscriptionEngine {
  readonly name: 'pocketsphinx' | 'openai' | 'none';
  /** e.g. 'pocketsphinx-en-us-voicemail' or 'gpt-4o-transcribe'. */
  readonly model: string;
  transcribe(audio: { bytes: Buffer; mimeType: string }, signal?: AbortSignal): Promise<string>;
  /** A decoder fed while the caller records (offline engine only); absent: whole files only. */
  readonly startLive?: () => Promise<LiveTranscription>;
}
