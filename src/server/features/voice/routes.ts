import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema } from '../../../shared/api-error.js';
import { LIST_PAGE_LIMITS } from '../../../shared/list-page.js';
import { voiceListQuerySchema } from '../../../shared/voice-list-schemas.js';
import { voiceSubmitResponseSchema } from '../../../shared/voice-schemas.js';
import type { GeoLookup } from '../../client-info/geo-lookup.js';
import { describeUserAgent } from '../../client-info/user-agent.js';
import { sendWithEtag } from '../../http/etag.js';
import { sendInvalidCursor } from '../../http/list-page.js';
import { AudioDecodeError } from './audio/audio-decode-error.js';
import { probeDurationSeconds } from './audio/ffmpeg.js';
import { sniffAudio } from './audio/sniff-audio.js';
import { parseByteRange } from './byte-range.js';
import { readVoiceUpload, UploadError } from './read-voice-upload.js';
import type { VoiceProcessor } from './voice-processor.js';
import type { VoiceRepository } from './voice-repository.js';

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
}

const idParams = z.strictObject({
  id: z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,14}$/, 'Voice message id must be a positive whole number')), z.transform(Number)),
});

const EXTENSIONS: Record<string, string> = { 'audio/mp4': 'mp4', 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/wav': 'wav' };

const wait = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

function notFound(reply: FastifyReply, id: number) {
  return reply.code(404).send({ message: `Voice message ${id} not found` });
}

export async function voiceRoutes(app: FastifyInstance, deps: VoiceRoutesDeps) {
  const { repository, processor } = deps;
  // Multipart is accepted here only; every other route keeps refusing it.
  await app.register(fastifyMultipart, { limits: { fileSize: deps.maxBytes } });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/voice-feedback',
    {
      config: { access: 'public', rateLimit: { max: deps.rateLimitPerHour, timeWindow: '1 hour' } },
      schema: { response: { 201: voiceSubmitResponseSchema, '4xx': apiErrorSchema } },
    },
    async (request, reply) => {
      let upload;
      try {
        upload = await readVoiceUpload(request, deps.maxBytes);
      } catch (error) {
        if (error instanceof UploadError) return reply.code(error.statusCode).send({ message: error.message });
        throw error;
      }
      const sniffed = sniffAudio(upload.audio);
      if (!sniffed) {
        return reply.code(415).send({ message: 'The recording must be WebM, Ogg, MP4 or WAV audio' });
      }
      let durationSeconds: number | null;
      try {
        durationSeconds = await probeDurationSeconds(upload.audio);
      } catch (error) {
        if (error instanceof AudioDecodeError) {
          return reply.code(415).send({ message: 'The recording could not be decoded as audio' });
        }
        throw error;
      }

      const place = deps.geo.lookup(request.ip);
      const software = describeUserAgent(request.headers['user-agent']);
      const audio = { bytes: upload.audio, mimeType: sniffed.mimeType };
      const message = await repository.create({
        email: upload.email,
        phone: upload.phone,
        sessionId: upload.sessionId,
        durationSeconds,
        ...place,
        ...software,
        transcriptionModel: deps.transcriptionModel,
        audio,
      });
      request.log.info({ event: 'voice_created', voiceId: message.id, bytes: upload.audio.length }, 'voice message stored');

      // Committed: from here the message is safe whatever happens to transcription.
      const result = await Promise.race([processor.process(message, audio, true), wait(deps.responseWaitMs)]);
      const done = result !== 'timeout' && result.status === 'transcribed';
      return reply.code(201).send({
        id: message.id,
        status: done ? 'transcribed' : 'pending',
        transcript: done ? result.transcript : null,
        extractedData: done ? result.extractedData : null,
      });
    },
  );

  // No response schema: the list has always been sent as stored (extractedData included).
  api.get(
    '/api/voice-feedback',
    { config: { access: 'admin', revalidate: true }, schema: { querystring: voiceListQuerySchema } },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      // No paging parameter: SPEC §7's complete list, as before paging existed.
      if (limit === undefined && cursor === undefined) return sendWithEtag(request, reply, await repository.list());
      const page = await repository.page({ limit: limit ?? LIST_PAGE_LIMITS.defaultLimit, cursor });
      if (!page) return sendInvalidCursor(reply);
      return sendWithEtag(request, reply, page);
    },
  );

  api.get(
    '/api/voice-feedback/:id/audio',
    { config: { access: 'admin' }, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      const audio = await repository.playableAudio(id);
      if (!audio) return notFound(reply, id);
      const size = audio.bytes.length;
      const range = parseByteRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).send({ message: 'Requested range not satisfiable' });
      }
      const extension = EXTENSIONS[audio.mimeType] ?? 'bin';
      const disposition = (request.query as { download?: string }).download ? 'attachment' : 'inline';
      reply
        .header('content-type', audio.mimeType)
        .header('accept-ranges', 'bytes')
        .header('content-disposition', `${disposition}; filename="voice-feedback-${id}.${extension}"`);
      if (range.kind === 'partial') {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .send(audio.bytes.subarray(range.start, range.end + 1));
      }
      return reply.send(audio.bytes);
    },
  );

  api.post(
    '/api/voice-feedback/:id/retry-transcription',
    { config: { access: 'admin' }, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      const message = await repository.find(id);
      if (!message) return notFound(reply, id);
      // Answers at once; the dashboard's polling shows the outcome.
      void processor.process(message);
      request.log.info({ event: 'voice_retry', voiceId: id }, 'transcription retry started');
      return reply.code(202).send({ success: true, message: 'Transcription retry started' });
    },
  );

  api.delete(
    '/api/voice-feedback/:id',
    { config: { access: 'admin' }, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await repository.softDelete(id))) return notFound(reply, id);
      request.log.info({ event: 'voice_deleted', voiceId: id }, 'voice message deleted');
      return { success: true, message: 'Voice feedback deleted' };
    },
  );
}
