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

/**
 * Where an understood field came from: heard in the recording, read from the e-mail address the
 * caller gave (rachel.goldberg@goldbergstaffing.com), or typed earlier into the brochure or
 * consultation form in the same visitor session.
 */
export const FIELD_SOURCES = ['speech', 'email', 'form'] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];

/**
 * Below this confidence a field is shown to the admin (marked uncertain) but not prefilled into
 * the visitor's consultation form: a wrong prefill is worse than an empty box.
 */
export const PREFILL_MIN_CONFIDENCE = 0.6;

/** One understood field: its value, where it came from, and how sure (0–1) the reading is. */
export const understoodFieldSchema = z.object({
  value: z.string(),
  source: z.enum(FIELD_SOURCES),
  confidence: z.number(),
  /** Another source agreed (the spoken name matched the e-mail's): the reason it is trusted. */
  confirmedBy: z.optional(z.array(z.enum(FIELD_SOURCES))),
});
export type UnderstoodField = z.infer<typeof understoodFieldSchema>;

/** The fields a voicemail answers, each with its source and confidence (the admin's voice card). */
export const UNDERSTOOD_FIELD_NAMES = [
  'firstName',
  'lastName',
  'company',
  'email',
  'phone',
  'debtAmount',
  'creditorsCount',
  'legalActions',
  'bankruptcy',
] as const;
export type UnderstoodFieldName = (typeof UNDERSTOOD_FIELD_NAMES)[number];

/**
 * What was understood of a voicemail, beside the SPEC's extractedData (which holds only the
 * fields confident enough to prefill). `lowConfidenceWords` are indexes into the transcript's
 * words (split on single spaces) that the recogniser was unsure of.
 */
export const voiceUnderstandingSchema = z.object({
  fields: z.object({
    firstName: z.optional(understoodFieldSchema),
    lastName: z.optional(understoodFieldSchema),
    company: z.optional(understoodFieldSchema),
    email: z.optional(understoodFieldSchema),
    phone: z.optional(understoodFieldSchema),
    debtAmount: z.optional(understoodFieldSchema),
    creditorsCount: z.optional(understoodFieldSchema),
    /** Lawsuits, judgments, liens, levies or collections: e.g. "Lawsuit; tax lien" or "None". */
    legalActions: z.optional(understoodFieldSchema),
    /** e.g. "Suggested, not wanted", "Not considered". */
    bankruptcy: z.optional(understoodFieldSchema),
  }),
  lowConfidenceWords: z.array(z.number()),
});
export type VoiceUnderstanding = z.infer<typeof voiceUnderstandingSchema>;

/** Answer of POST /api/voice-feedback. `transcript` is null while transcription is still running. */
export const voiceSubmitResponseSchema = z.object({
  id: z.number(),
  status: z.enum(['pending', 'transcribed']),
  transcript: z.nullable(z.string()),
  extractedData: z.nullable(extractedDataSchema),
  /** Lets this visitor alone ask for the result later (GET VOICE_STREAM_PATHS.result). */
  resultToken: z.optional(z.string()),
  /**
   * Present when the upload carried questionMarks (question-marks.ts): true when they were
   * malformed and ignored (the message was stored and decoded as if it had none).
   */
  questionMarksIgnored: z.optional(z.boolean()),
});
export type VoiceSubmitResponse = z.infer<typeof voiceSubmitResponseSchema>;

/**
 * One answer of a guided voicemail: the part of the recording from the mark of `question` (1-based,
 * SPEC §2's order) to the next mark, and what was heard in it. `lastQuestion` is the last question
 * the part covers: the same as `question`, except after the caller's last mark when they stopped
 * tapping Next before the last question (then the rest is one part, read as a whole message).
 */
export const voiceAnswerSchema = z.object({
  question: z.number(),
  lastQuestion: z.number(),
  startMs: z.number(),
  endMs: z.number(),
  text: z.string(),
});
export type VoiceAnswer = z.infer<typeof voiceAnswerSchema>;

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
  /** Each understood field with its source and confidence; null before transcription. */
  understanding: z.nullable(voiceUnderstandingSchema),
  isDeleted: z.boolean(),
  sessionId: z.nullable(z.string()),
  /**
   * When the recording's audio was deleted (VOICE_AUDIO_RETENTION_DAYS); null while it is kept.
   * The transcript and what was understood stay. Optional: absent in answers from before it existed.
   */
  audioDeletedAt: z.optional(z.nullable(z.string())),
  /** The question marks the recorder sent (ms from the start), as stored; null or absent: none. */
  questionMarks: z.optional(z.nullable(z.array(z.number()))),
  /** The transcript answer by answer, when the recording was guided; null or absent otherwise. */
  answers: z.optional(z.nullable(z.array(voiceAnswerSchema))),
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
