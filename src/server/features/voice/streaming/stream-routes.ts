import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema } from '#shared/api-error.js';
import {
  VOICE_STREAM_PATHS,
  VOICE_TOKEN_HEADER,
  voiceStreamOpenRequestSchema,
  voiceStreamOpenResponseSchema,
} from '#shared/voice-schemas.js';
import type { TranscriptionHints } from '#server/features/voice/transcription/engine.js';
import type { VoiceStreams } from './voice-streams.js';
import { API_ROUTES } from '#shared/api-routes.js';
import { parseQuestionMarks, QUESTION_MARKS_HEADER } from '#shared/question-marks.js';

/**
 * The streamed-recording API (decision 0020): open a stream, send its chunks in order, or cancel
 * it. Public, token-authorised per stream, rate-limited per address, and bounded by VoiceStreams.
 */
export interface StreamRoutesDeps {
  streams: VoiceStreams;
  /** Streams a client IP may open per hour (each recording opens one). */
  opensPerHour: number;
  /** Largest single chunk (a second of audio is a few KB; Safari's first MP4 chunk is larger). */
  maxChunkBytes: number;
  /** The names to favour in this visitor's recording (voice-hints.ts); none when absent. */
  hintsFor?: (owner: { email: string; sessionId: string | null }) => Promise<TranscriptionHints>;
}

/** How long a refused client should wait before opening a stream again. */
const BUSY_RETRY_AFTER_SECONDS = 30;

const streamParams = z.strictObject({
  streamId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid stream id')),
});
const chunkParams = z.strictObject({
  streamId: streamParams.shape.streamId,
  seq: z.pipe(
    z.string().check(z.regex(/^(0|[1-9][0-9]{0,5})$/, 'Chunk number must be a whole number')),
    z.transform(Number),
  ),
});
const tokenHeaders = z.object({
  [VOICE_TOKEN_HEADER]: z.string().check(z.minLength(1, 'The stream token is missing'), z.maxLength(100)),
});
/** A chunk may carry every question mark so far; malformed marks are ignored, never refused. */
const chunkHeaders = z.object({
  ...tokenHeaders.shape,
  [QUESTION_MARKS_HEADER]: z.optional(z.unknown()),
});

// eslint-disable-next-line @typescript-eslint/require-await -- a Fastify plugin: async so a throw fails register() instead of crashing the process
export async function streamRoutes(app: FastifyInstance, deps: StreamRoutesDeps) {
  const { streams } = deps;
  // Chunks are raw bytes; this parser exists only inside this plugin.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: deps.maxChunkBytes },
    (_request, body, done) => {
      done(null, body);
    },
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    VOICE_STREAM_PATHS.open,
    {
      config: { access: 'public', sameOrigin: true, rateLimit: { max: deps.opensPerHour, timeWindow: '1 hour' } },
      schema: {
        body: voiceStreamOpenRequestSchema,
        response: { 201: voiceStreamOpenResponseSchema, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const owner = { email: request.body.email, sessionId: request.body.sessionId ?? null };
      const opened = await streams.open(owner, await deps.hintsFor?.(owner));
      // Either way the recorder records as before and sends the whole file at the end.
      if (!opened.ok && opened.reason === 'busy') {
        return reply
          .code(503)
          .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
          .send({ message: 'Live transcription is busy; send the recording when it is finished' });
      }
      if (!opened.ok) {
        // Not a passing state (an engine without a live form, or VOICE_MAX_STREAMS=0): no such resource here.
        return reply
          .code(404)
          .send({ message: 'Live transcription is not available here; send the recording when it is finished' });
      }
      return reply.code(201).send({ streamId: opened.streamId, token: opened.token });
    },
  );

  api.put(
    API_ROUTES.voiceStreamChunk,
    {
      // A chunk a second per recording; this allows several recordings behind one address.
      config: { access: 'public', sameOrigin: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { params: chunkParams, headers: chunkHeaders },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        return reply.code(400).send({ message: 'Send the chunk as application/octet-stream' });
      }
      const { streamId, seq } = request.params;
      const marksText = request.headers[QUESTION_MARKS_HEADER];
      const marks = typeof marksText === 'string' ? parseQuestionMarks(marksText) : null;
      const result = streams.append(streamId, request.headers[VOICE_TOKEN_HEADER], seq, request.body, marks);
      if (!result.ok) {
        return reply.code(result.status).send({
          message: result.message,
          ...(result.expectedSeq === undefined ? {} : { expectedSeq: result.expectedSeq }),
        });
      }
      return { receivedSeq: result.receivedSeq };
    },
  );

  api.delete(
    API_ROUTES.voiceStream,
    {
      config: { access: 'public', sameOrigin: true, rateLimit: { max: deps.opensPerHour, timeWindow: '1 hour' } },
      schema: { params: streamParams, headers: tokenHeaders },
    },
    async (request, reply) => {
      if (!streams.cancel(request.params.streamId, request.headers[VOICE_TOKEN_HEADER])) {
        return reply.code(404).send({ message: 'This recording stream is closed or unknown' });
      }
      return reply.code(204).send();
    },
  );
}
