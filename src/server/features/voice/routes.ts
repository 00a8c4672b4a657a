import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema } from '#shared/api-error.js';
import { LIST_PAGE_LIMITS } from '#shared/list-page.js';
import { serialIdParams } from '#shared/serial-id.js';
import { voiceListQuerySchema } from '#shared/voice-list-schemas.js';
import { VOICE_TOKEN_HEADER, voiceResultSchema } from '#shared/voice-schemas.js';
import { sendWithEtag } from '#server/http/etag.js';
import { sendInvalidCursor } from '#server/http/list-page.js';
import { parseByteRange } from './byte-range.js';
import { tokenMatches } from './result-token.js';
import { voiceSubmitRoute } from './submit-route.js';
import type { VoiceRoutesDeps } from './route-deps.js';
import { API_ROUTES } from '#shared/api-routes.js';

const idParams = serialIdParams('Voice message id must be a positive whole number');

const EXTENSIONS: Record<string, string> = {
  'audio/mp4': 'mp4',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
};

function notFound(reply: FastifyReply, id: number) {
  return reply.code(404).send({ message: `Voice message ${id} not found` });
}

/** 410: the message is there, its recording was deleted by retention (audio-retention.ts). */
function recordingDeleted(reply: FastifyReply, id: number, deletedAt: string, consequence: string) {
  return reply.code(410).send({
    message:
      `The recording of voice message ${id} was deleted on ${deletedAt.slice(0, 10)}, when its retention ` +
      `period ended; ${consequence}`,
  });
}

export async function voiceRoutes(app: FastifyInstance, deps: VoiceRoutesDeps) {
  const { repository, processor } = deps;
  // Multipart is accepted here only; every other route keeps refusing it.
  await app.register(fastifyMultipart, { limits: { fileSize: deps.maxBytes } });
  voiceSubmitRoute(app, deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_ROUTES.voiceResult,
    {
      // A pending page polls every few seconds; this leaves room for several tabs.
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        params: idParams,
        headers: z.object({
          [VOICE_TOKEN_HEADER]: z.string().check(z.minLength(1, 'The result token is missing'), z.maxLength(100)),
        }),
        response: { 200: voiceResultSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await repository.result(id);
      // The same answer for a wrong token as for no message: ids reveal nothing.
      if (!row || !tokenMatches(request.headers[VOICE_TOKEN_HEADER], row.resultTokenHash)) return notFound(reply, id);
      reply.header('cache-control', 'no-store');
      const done = row.transcript !== null;
      return {
        status: done ? ('transcribed' as const) : ('pending' as const),
        extractedData: done ? row.extractedData : null,
      };
    },
  );

  // No response schema: the list has always been sent as stored (extractedData included).
  api.get(
    API_ROUTES.voiceFeedback,
    { config: { access: 'admin', revalidate: true }, schema: { querystring: voiceListQuerySchema } },
    async (request, reply) => {
      const { limit, cursor, sessionId } = request.query;
      // No paging parameter: SPEC §7's complete list, as before paging existed.
      if (limit === undefined && cursor === undefined && sessionId === undefined) {
        return sendWithEtag(request, reply, await repository.list());
      }
      const page = await repository.page({ limit: limit ?? LIST_PAGE_LIMITS.defaultLimit, cursor, sessionId });
      if (!page) return sendInvalidCursor(reply);
      return sendWithEtag(request, reply, page);
    },
  );

  api.get(
    API_ROUTES.voiceAudio,
    { config: { access: 'admin' }, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      const audio = await repository.playableAudio(id);
      if (!audio) {
        const message = await repository.find(id);
        return message?.audioDeletedAt
          ? recordingDeleted(reply, id, message.audioDeletedAt, 'its transcript is kept.')
          : notFound(reply, id);
      }
      const size = audio.bytes.length;
      const range = parseByteRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .send({ message: 'Requested range not satisfiable' });
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
    API_ROUTES.voiceRetry,
    { config: { access: 'admin' }, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      const message = await repository.find(id);
      if (!message) return notFound(reply, id);
      if (message.audioDeletedAt) {
        return recordingDeleted(reply, id, message.audioDeletedAt, 'there is nothing left to transcribe.');
      }
      // Answers at once; the dashboard's polling shows the outcome.
      void processor.process(message);
      request.log.info({ event: 'voice_retry', voiceId: id }, 'transcription retry started');
      return reply.code(202).send({ success: true, message: 'Transcription retry started' });
    },
  );

  api.delete(
    API_ROUTES.voiceMessage,
    { config: { access: 'admin' }, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await repository.softDelete(id))) return notFound(reply, id);
      request.log.info({ event: 'voice_deleted', voiceId: id }, 'voice message deleted');
      deps.onChanged?.(id);
      return { success: true, message: 'Voice feedback deleted' };
    },
  );
}
