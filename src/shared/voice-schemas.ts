import * as z from 'zod/mini';
import { CREDITORS_COUNT_VALUES, DEBT_AMOUNT_VALUES } from './lead-options.js';

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
