import type { GeoLookup } from '#server/client-info/geo-lookup.js';
import type { VoiceStreams } from './streaming/voice-streams.js';
import type { VoiceProcessor } from './voice-processor.js';
import type { VoiceRepository, WithinMessageWrite } from './voice-repository.js';

/** What the voice routes are given by app.ts. */
export interface VoiceRoutesDeps {
  repository: VoiceRepository;
  processor: VoiceProcessor;
  geo: GeoLookup;
  /** Model label stored with a new message until transcription names its own. */
  transcriptionModel: string;
  maxBytes: number;
  rateLimitPerHour: number;
  /** How long an upload waits for its transcript before answering "pending". */
  responseWaitMs: number;
  /** The server closes a request's connection after this long (`REQUEST_TIMEOUT_MS`). */
  requestTimeoutMs: number;
  /** Longest recording accepted, in seconds. */
  maxSeconds: number;
  /**
   * Uploads being received, stored or transcribed at once, counted with the transcription jobs
   * still queued: beyond it an upload is refused with 503 and Retry-After before its body is read.
   */
  maxBacklog: number;
  streams: VoiceStreams;
  /** The site's origins (PUBLIC_URL and ALLOWED_ORIGINS): a Referer from one names the page a recording was consented on. */
  siteOrigins: readonly string[];
  /** Writes what a new message causes (the caller's acknowledgement) in the transaction that stores it. */
  onStoring?: WithinMessageWrite;
  /** Told of a message stored or deleted (the workbench keeps its person up to date). */
  onChanged?: (voiceId: number) => void;
}
