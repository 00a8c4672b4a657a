import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { emailField, optionalPhoneField, sessionIdField } from '../../../shared/text-fields.js';

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

const fieldsSchema = z.object({
  email: emailField,
  phone: z._default(optionalPhoneField, ''),
  sessionId: z._default(z.optional(sessionIdField), null),
});

export interface VoiceUpload {
  audio: Buffer;
  declaredType: string;
  email: string;
  phone: string;
  sessionId: string | null;
}

const KNOWN_FIELDS = new Set(['email', 'phone', 'sessionId']);

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
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'audio') throw new UploadError(400, `Unexpected file field '${part.fieldname}'`);
      // toBuffer() throws a 413 (RequestFileTooLargeError) instead of keeping a truncated file.
      audio = await part.toBuffer();
      declaredType = part.mimetype;
    } else {
      if (!KNOWN_FIELDS.has(part.fieldname)) throw new UploadError(400, `Unexpected field '${part.fieldname}'`);
      if (typeof part.value !== 'string') throw new UploadError(400, `Field '${part.fieldname}' must be text`);
      if (part.valueTruncated) throw new UploadError(400, `Field '${part.fieldname}' is too long`);
      fields[part.fieldname] = part.value;
    }
  }
  if (!audio || audio.length === 0) throw new UploadError(400, 'The recording (field audio) is missing or empty');
  const parsed = fieldsSchema.safeParse({
    email: fields.email ?? '',
    phone: fields.phone,
    sessionId: fields.sessionId === '' ? undefined : fields.sessionId,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = fields.email ? (issue?.message ?? 'Invalid request') : 'Email is required';
    throw new UploadError(400, message);
  }
  return { audio, declaredType, ...parsed.data, sessionId: parsed.data.sessionId ?? null };
}
