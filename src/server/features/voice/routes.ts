import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema } from '../../../shared/api-error.js';
import { LIST_PAGE_LIMITS } from '../../../shared/list-page.js';
import { voiceListQuerySchema } from '../../../shared/voice-list-schemas.js';
import { VOICE_TOKEN_HEADER, voiceResultSchema, voiceSubmitResponseSchema, type VoiceFeedback } from '../../../shared/voice-schemas.js';
import type { GeoLookup } from '../../client-info/geo-lookup.js';
import { describeUserAgent } from '../../client-info/user-agent.js';
import { sendWithEtag } from '../../http/etag.js';
import { sendInvalidCursor } from '../../http/list-page.js';
import { AudioDecodeError } from './audio/audio-decode-error.js';
import { probeDurationSeconds } from './audio/ffmpeg.js';
import { sniffAudio } from './audio/sniff-audio.js';
import { parseByteRange } from './byte-range.js';
import { readVoiceUpload, UploadError } from './read-voice-upload.js';
import type { VoiceStreams } from './streaming/voice-streams.js';
import type { LiveTranscript, ProcessResult, VoiceProcessor } from './voice-processor.js';
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
}

/** The last seconds of a live decode take about one; far longer means it is stuck. */
const LIVE_FINISH_TIMEOUT_MS = 30_000;

/**
 * An upload's answer leaves at least this long before the server would close its connection: a
 * slow upload plus the full transcript wait must still end in an answer (Pending), not in a cut
 * connection the browser reports as a failure.
 */
const ANSWER_MARGIN_MS = 2000;

/** How long a visitor refused for load should wait before sending again. */
const BUSY_RETRY_AFTER_SECONDS = 30;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A fresh result token and the hash kept of it. */
function newResultToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: sha256Hex(token) };
}

function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(sha256Hex(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** SQLSTATE 23505: a unique index refused the row (the same recording, sent twice at once). */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

const idParams = z.strictObject({
  // At most the largest id the serial column holds: a larger one is a 400, not a failed query.
  id: z.pipe(
    z.string().check(
      z.regex(/^[1-9][0-9]{0,9}$/, 'Voice message id must be a positive whole number'),
      z.refine((value: string) => Number(value) <= 2_147_483_647, 'Voice message id must be a positive whole number'),
    ),
    z.transform(Number),
  ),
});

const EXTENSIONS: Record<string, string> = { 'audio/mp4': 'mp4', 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/wav': 'wav' };

function notFound(reply: FastifyReply, id: number) {
  return reply.code(404).send({ message: `Voice message ${id} not found` });
}

function formatMinutes(seconds: number): string {
  if (seconds === 60) return '1 minute';
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;
}

function submitAnswer(id: number, result: ProcessResult | null, resultToken: string) {
  const done = result?.status === 'transcribed';
  return {
    id,
    status: done ? ('transcribed' as const) : ('pending' as const),
    transcript: done ? result.transcript : null,
    extractedData: done ? result.extractedData : null,
    resultToken,
  };
}

export async function voiceRoutes(app: FastifyInstance, deps: VoiceRoutesDeps) {
  const { repository, processor } = deps;
  let uploadsInHandler = 0;
  /** Uploads arriving now are refused for load (before their body is read). */
  const busy = () => uploadsInHandler + processor.backlog >= deps.maxBacklog;
  // Multipart is accepted here only; every other route keeps refusing it.
  await app.register(fastifyMultipart, { limits: { fileSize: deps.maxBytes } });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/voice-feedback',
    {
      config: {
        access: 'public',
        // A refusal for load does not count against the sender's hourly allowance: their browser
        // keeps the recording and sends it again, perhaps several times before there is room.
        rateLimit: { max: deps.rateLimitPerHour, timeWindow: '1 hour', allowList: () => busy() },
      },
      schema: { response: { 201: voiceSubmitResponseSchema, '4xx': apiErrorSchema, '5xx': apiErrorSchema } },
    },
    async (request, reply) => {
      // Refused before the body is read: a burst of uploads cannot fill memory or the decoder queue.
      if (busy()) {
        request.log.warn({ event: 'voice_busy', inHandler: uploadsInHandler, backlog: processor.backlog }, 'voicemail upload refused: busy');
        return reply
          .code(503)
          .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
          .send({ message: 'Too many voicemails are arriving right now; please send yours again in a minute' });
      }
      uploadsInHandler++;
      let counted = true;
      // Once its transcription job exists the upload counts in the processor's backlog instead.
      const handOver = () => {
        if (counted) uploadsInHandler--;
        counted = false;
      };
      try {
        return await receive(request, reply, handOver);
      } finally {
        handOver();
      }
    },
  );

  async function receive(request: FastifyRequest, reply: FastifyReply, handOver: () => void) {
    const started = performance.now();
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
    const resultToken = newResultToken();
    if (upload.recordingId) {
      const earlier = await repository.findByRecordingId(upload.recordingId);
      if (earlier) return answerEarlier(reply, earlier, resultToken);
    }
    const readAt = performance.now();
    // The live decode finishes its last seconds while the recording is measured and stored.
    const live = finishStream(upload);
    let durationSeconds: number;
    try {
      durationSeconds = await probeDurationSeconds(upload.audio, { maxSeconds: deps.maxSeconds, foreground: true });
    } catch (error) {
      if (error instanceof AudioDecodeError) {
        return reply.code(415).send({ message: 'The recording could not be decoded as audio' });
      }
      throw error;
    }
    if (durationSeconds > deps.maxSeconds) {
      return reply.code(413).send({ message: `The recording is longer than ${formatMinutes(deps.maxSeconds)}; please record a shorter message` });
    }

    const probedAt = performance.now();
    const place = deps.geo.lookup(request.ip);
    const software = describeUserAgent(request.headers['user-agent']);
    const audio = { bytes: upload.audio, mimeType: sniffed.mimeType };
    let message: VoiceFeedback;
    try {
      message = await repository.create({
        email: upload.email,
        phone: upload.phone,
        sessionId: upload.sessionId,
        durationSeconds,
        ...place,
        ...software,
        transcriptionModel: deps.transcriptionModel,
        audio,
        resultTokenHash: resultToken.hash,
        clientRecordingId: upload.recordingId,
      });
    } catch (error) {
      // The same recording sent twice at once: the other request stored it.
      const earlier = upload.recordingId && isUniqueViolation(error) ? await repository.findByRecordingId(upload.recordingId) : null;
      if (earlier) return answerEarlier(reply, earlier, resultToken);
      throw error;
    }
    const ms = (from: number, to: number) => Math.round(to - from);
    request.log.info(
      {
        event: 'voice_created',
        voiceId: message.id,
        bytes: upload.audio.length,
        readMs: ms(started, readAt),
        probeMs: ms(readAt, probedAt),
        storeMs: ms(probedAt, performance.now()),
        streamed: Boolean(upload.streamId),
      },
      'voice message stored',
    );

    // Committed: from here the message is safe whatever happens to transcription.
    const job = processor.process(message, audio, true, live);
    handOver();
    const waitMs = Math.min(deps.responseWaitMs, deps.requestTimeoutMs - ANSWER_MARGIN_MS - (performance.now() - started));
    const result = await processor.awaitOutcome(message.id, job, waitMs);
    return reply.code(201).send(submitAnswer(message.id, result, resultToken.token));
  }

  /**
   * Starts finishing the live transcript of a streamed recording, or undefined when there is no
   * usable stream. A refused upload leaves the finish to end by itself (its decoder then exits).
   */
  function finishStream(upload: { streamId: string | null; streamToken: string | null; email: string; sessionId: string | null; audio: Buffer }): LiveTranscript | undefined {
    if (!upload.streamId || !upload.streamToken) return undefined;
    const finish = deps.streams.claim(upload.streamId, upload.streamToken, { email: upload.email, sessionId: upload.sessionId }, upload.audio);
    if (!finish) return undefined;
    const transcript = finish(LIVE_FINISH_TIMEOUT_MS);
    transcript.catch(() => {}); // reported by the processor when it reads it
    return () => transcript;
  }

  /** A recording stored before (its sender lost the answer): its state now, under a new token. */
  async function answerEarlier(reply: FastifyReply, earlier: VoiceFeedback, resultToken: { token: string; hash: string }) {
    await repository.replaceResultToken(earlier.id, resultToken.hash);
    const done = earlier.transcript !== null;
    return reply.code(201).send({
      id: earlier.id,
      status: done ? ('transcribed' as const) : ('pending' as const),
      transcript: earlier.transcript,
      extractedData: done ? earlier.extractedData : null,
      resultToken: resultToken.token,
    });
  }

  api.get(
    '/api/voice-feedback/:id/result',
    {
      // A pending page polls every few seconds; this leaves room for several tabs.
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        params: idParams,
        headers: z.object({ [VOICE_TOKEN_HEADER]: z.string().check(z.minLength(1, 'The result token is missing'), z.maxLength(100)) }),
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
      return { status: done ? ('transcribed' as const) : ('pending' as const), extractedData: done ? row.extractedData : null };
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
