import type { FastifyInstance } from 'fastify';
import type { VoiceFeedback } from '#shared/voice-schemas.js';
import type { Db } from '#server/db/client.js';
import { VoiceRepository } from '#server/features/voice/voice-repository.js';
import { multipartBody, silentWav } from './multipart.js';

/**
 * A voice message stored straight into the database, with a silent WAV recording and nothing
 * processed yet: what an upload leaves when its process stops before transcription.
 */
export function storeVoiceMessage(
  db: Db,
  fields: {
    email: string;
    phone?: string;
    transcriptionModel?: string;
    wavBytes?: number;
    sessionId?: string | null;
  },
): Promise<VoiceFeedback> {
  return new VoiceRepository(db).create({
    email: fields.email,
    phone: fields.phone ?? '',
    sessionId: fields.sessionId ?? null,
    durationSeconds: 1,
    city: null,
    state: null,
    deviceType: null,
    browserName: null,
    transcriptionModel: fields.transcriptionModel ?? 'none',
    audio: { bytes: silentWav(fields.wavBytes ?? 4044), mimeType: 'audio/wav' },
  });
}

/** Uploads one second of silence as a voicemail, through the API, with these form fields. */
export function uploadSilentVoicemail(app: FastifyInstance, fields: Record<string, string>) {
  const body = multipartBody(fields, [
    { name: 'audio', filename: 'voice-feedback.wav', contentType: 'audio/wav', data: silentWav(32_044) },
  ]);
  return app.inject({ method: 'POST', url: '/api/voice-feedback', payload: body.payload, headers: body.headers });
}
