import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { emailField, optionalPhoneField, sessionIdField } from '#shared/text-fields.js';
import { parseQuestionMarks, QUESTION_MARKS_FIELD } from '#shared/question-marks.js';

/**
 * Reads the voicemail upload (multipart: audio, email, phone?, sessionId?) fully into memory
 * (bounded by the size limit) and checks its fields. A file over the limit is reported as such,
 * never kept truncated.
 */
export class UploadError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** Browser-made ids (recording id, stream id and token): short URL-safe tokens. */
const tokenField = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Invalid recording or stream id')));

const fieldsSchema = z.object({
  email: emailField,
  phone: z._default(optionalPhoneField, ''),
  sessionId: z._default(z.optional(sessionIdField), null),
  recordingId: tokenField,
  streamId: tokenField,
  streamToken: tokenField,
});

export interface VoiceUpload {
  audio: Buffer;
  declaredType: string;
  email: string;
  phone: string;
  sessionId: string | null;
  /** The browser's id for this recording: a resend of a stored recording is answered, not stored again. */
  recordingId: string | null;
  /** The stream this recording was sent through while it was made (decision 0020). */
  streamId: string | null;
  streamToken: string | null;
  /**
   * When the guided recorder showed each question (question-marks.ts): null when the field was
   * absent or malformed. Malformed marks never refuse the upload: `questionMarksIgnored` says so.
   */
  questionMarks: number[] | null;
  questionMarksIgnored: boolean;
}

/** SPEC §7's fields, then the ones added beside it (decisions 0020 and 0035). */
const KNOWN_FIELDS = new Set([
  'email',
  'phone',
  'sessionId',
  'recordingId',
  'streamId',
  'streamToken',
  QUESTION_MARKS_FIELD,
]);

export async function readVoiceUpload(request: FastifyRequest, maxBytes: number): Promise<VoiceUpload> {
  try {
    return await readParts(request, maxBytes);
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof UploadError || (status !== undefined && status >= 400 && status < 500)) throw error;
    // busboy reports a broken body (no boundary, cut off halfway) as a plain Error.
    throw new UploadError(400, 'The upload is not a complete multipart/form-data body');
  }
}

async function readParts(request: FastifyRequest, maxBytes: number): Promise<VoiceUpload> {
  if (!request.isMultipart()) throw new UploadError(415, 'Send the recording as multipart/form-data');
  const fields: Record<string, string> = {};
  let audio: Buffer | undefined;
  let declaredType = '';
  let marksTooLong = false;
  for await (const part of request.parts({
    limits: { fileSize: maxBytes, files: 1, fields: 9, fieldSize: 1024, parts: 10 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'audio') throw new UploadError(400, `Unexpected file field '${part.fieldname}'`);
      // toBuffer() throws a 413 (RequestFileTooLargeError) instead of keeping a truncated file.
      audio = await part.toBuffer();
      declaredType = part.mimetype;
    } else {
      if (!KNOWN_FIELDS.has(part.fieldname)) throw new UploadError(400, `Unexpected field '${part.fieldname}'`);
      if (typeof part.value !== 'string') throw new UploadError(400, `Field '${part.fieldname}' must be text`);
      // Marks are optional metadata: even over-long ones are ignored below, never refused.
      if (part.valueTruncated && part.fieldname !== QUESTION_MARKS_FIELD)
        throw new UploadError(400, `Field '${part.fieldname}' is too long`);
      if (part.valueTruncated) marksTooLong = true;
      fields[part.fieldname] = part.value;
    }
  }
  if (!audio || audio.length === 0) throw new UploadError(400, 'The recording (field audio) is missing or empty');
  const parsed = fieldsSchema.safeParse({
    email: fields.email ?? '',
    phone: fields.phone,
    sessionId: fields.sessionId === '' ? undefined : fields.sessionId,
    recordingId: fields.recordingId || undefined,
    streamId: fields.streamId || undefined,
    streamToken: fields.streamToken || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = fields.email ? (issue?.message ?? 'Invalid request') : 'Email is required';
    throw new UploadError(400, message);
  }
  const { recordingId, streamId, streamToken, ...rest } = parsed.data;
  const marksText = fields[QUESTION_MARKS_FIELD];
  const questionMarks = marksText === undefined || marksTooLong ? null : parseQuestionMarks(marksText);
  return {
    questionMarks,
    questionMarksIgnored: marksText !== undefined && questionMarks === null,
    audio,
    declaredType,
    ...rest,
    sessionId: rest.sessionId ?? null,
    recordingId: recordingId ?? null,
    streamId: streamId ?? null,
    streamToken: streamToken ?? null,
  };
}
