import * as z from 'zod/mini';
import { CREDITORS_COUNT_VALUES, DEBT_AMOUNT_VALUES } from './lead-options.js';
import { emailField, sessionIdField } from './text-fields.js';
import { API_ROUTES, apiPath } from './api-routes.js';

/**
 * Voicemail shapes (SPEC §3). The upload itself is multipart (audio, email, phone, sessionId), so
 * its text fields are checked with the same field rules as the forms.
 */

/** What transcription and extraction found in a voicemail; every field is optional. */
export const extractedDataSchema = z.object({
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  company: z.optional(z.string()),
  debtAmount: z.optional(z.enum(DEBT_AMOUNT_VALUES)),
  creditorsCount: z.optional(z.enum(CREDITORS_COUNT_VALUES)),
  message: z.optional(z.string()),
});
export type ExtractedData = z.infer<typeof extractedDataSchema>;

/** Answer of POST /api/voice-feedback. `transcript` is null while transcription is still running. */
export const voiceSubmitResponseSchema = z.object({
  id: z.number(),
  status: z.enum(['pending', 'transcribed']),
  transcript: z.nullable(z.string()),
  extractedData: z.nullable(extractedDataSchema),
  /** Lets this visitor alone ask for the result later (GET VOICE_STREAM_PATHS.result). */
  resultToken: z.optional(z.string()),
});
export type VoiceSubmitResponse = z.infer<typeof voiceSubmitResponseSchema>;

/** A voice message as the admin sees it (SPEC §3, plus the failure reason of a pending one). */
export const voiceFeedbackSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  duration: z.nullable(z.number()),
  email: z.string(),
  phone: z.string(),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  deviceType: z.nullable(z.string()),
  browserName: z.nullable(z.string()),
  transcript: z.nullable(z.string()),
  transcriptionModel: z.string(),
  transcriptionError: z.nullable(z.string()),
  extractedData: z.nullable(extractedDataSchema),
  isDeleted: z.boolean(),
  sessionId: z.nullable(z.string()),
});
export type VoiceFeedback = z.infer<typeof voiceFeedbackSchema>;
export const voiceFeedbackListSchema = z.array(voiceFeedbackSchema);

/** Voicemail limits shared by the recorder and the server. */
export const VOICE_LIMITS = {
  /** Largest upload accepted, in bytes (the server's default; VOICE_MAX_BYTES changes it). */
  maxBytes: 25 * 1024 * 1024,
  /** Longest recording, in seconds (VOICE_MAX_SECONDS changes it). */
  maxSeconds: 600,
} as const;

/**
 * Streamed recording (decision 0020): the recorder opens a stream, sends each chunk as it is
 * recorded, and the final POST /api/voice-feedback names the stream (fields streamId and
 * streamToken) so the server can finish the transcript it has been building.
 */
export const VOICE_STREAM_PATHS = {
  open: API_ROUTES.voiceStreams,
  chunk: (streamId: string, seq: number) => apiPath(API_ROUTES.voiceStreamChunk, { streamId, seq }),
  stream: (streamId: string) => apiPath(API_ROUTES.voiceStream, { streamId }),
  result: (voiceId: number) => apiPath(API_ROUTES.voiceResult, { id: voiceId }),
} as const;

/** The header carrying a stream's or a result's token (never the URL, which proxies log). */
export const VOICE_TOKEN_HEADER = 'x-voice-token';

export const voiceStreamOpenRequestSchema = z.object({
  email: emailField,
  sessionId: z._default(z.optional(sessionIdField), null),
});

export const voiceStreamOpenResponseSchema = z.object({ streamId: z.string(), token: z.string() });
export type VoiceStreamOpenResponse = z.infer<typeof voiceStreamOpenResponseSchema>;

/**
 * The later answer to a pending voicemail (GET /api/voice-feedback/{id}/result with the
 * resultToken the POST returned): pending until transcription has finished.
 */
export const voiceResultSchema = z.object({
  status: z.enum(['pending', 'transcribed']),
  extractedData: z.nullable(extractedDataSchema),
});
export type VoiceResult = z.infer<typeof voiceResultSchema>;
