import { consentContext } from '#server/consent/consent-ledger.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/api-error.js';
import { voiceSubmitResponseSchema, type VoiceFeedback } from '#shared/voice-schemas.js';
import { describeUserAgent } from '#server/client-info/user-agent.js';
import { AudioDecodeError } from './audio/audio-decode-error.js';
import { probeDurationSeconds } from './audio/ffmpeg.js';
import { sniffAudio, UNSUPPORTED_AUDIO_MESSAGE } from './audio/sniff-audio.js';
import { readVoiceUpload, UploadError } from './read-voice-upload.js';
import { newResultToken } from './result-token.js';
import type { VoiceRoutesDeps } from './route-deps.js';
import type { ProcessResult } from './voice-outcome.js';
import type { LiveTranscript } from './voice-processor.js';
import { API_ROUTES } from '#shared/api-routes.js';
import { usableQuestionMarks } from '#shared/question-marks.js';

/**
 * POST /api/voice-feedback (SPEC §7): the recording is refused for load before its body is read,
 * measured before it is stored, stored before it is transcribed, and answered with its transcript
 * when that is ready in time (a streamed recording's almost at once), else Pending with a token.
 */
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

/** SQLSTATE 23505: a unique index refused the row (the same recording, sent twice at once). */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

function formatMinutes(seconds: number): string {
  if (seconds === 60) return '1 minute';
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;
}

/** Said in the answer when the upload carried marks: whether they were malformed and ignored. */
type MarksNote = { questionMarksIgnored?: boolean };

function marksNote(upload: { questionMarks: number[] | null; questionMarksIgnored: boolean }): MarksNote {
  return upload.questionMarks !== null || upload.questionMarksIgnored
    ? { questionMarksIgnored: upload.questionMarksIgnored }
    : {};
}

function submitAnswer(id: number, result: ProcessResult | null, resultToken: string, note: MarksNote) {
  const done = result?.status === 'transcribed';
  return {
    id,
    status: done ? ('transcribed' as const) : ('pending' as const),
    transcript: done ? result.transcript : null,
    extractedData: done ? result.extractedData : null,
    resultToken,
    ...note,
  };
}

/** The marks kept with a message: those inside the recording, or null when fewer than two remain. */
function guidedMarks(marks: number[] | null, durationSeconds: number): number[] | null {
  if (!marks) return null;
  const usable = usableQuestionMarks(marks, Math.round(durationSeconds * 1000));
  return usable.length > 0 ? usable : null;
}

export function voiceSubmitRoute(app: FastifyInstance, deps: VoiceRoutesDeps): void {
  const { repository, processor } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  let uploadsInHandler = 0;
  /** Uploads arriving now are refused for load (before their body is read). */
  const busy = () => uploadsInHandler + processor.backlog >= deps.maxBacklog;

  api.post(
    API_ROUTES.voiceFeedback,
    {
      config: {
        access: 'public',
        // A multipart form needs no preflight: without this, any website could post uploads from
        // each of its visitors' browsers (decision 0032).
        sameOrigin: true,
        // A refusal for load does not count against the sender's hourly allowance: their browser
        // keeps the recording and sends it again, perhaps several times before there is room.
        rateLimit: { max: deps.rateLimitPerHour, timeWindow: '1 hour', allowList: () => busy() },
      },
      schema: { response: { 201: voiceSubmitResponseSchema, '4xx': apiErrorSchema, '5xx': apiErrorSchema } },
    },
    async (request, reply) => {
      // Refused before the body is read: a burst of uploads cannot fill memory or the decoder queue.
      if (busy()) {
        request.log.warn(
          { event: 'voice_busy', inHandler: uploadsInHandler, backlog: processor.backlog },
          'voicemail upload refused: busy',
        );
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
      return reply.code(415).send({ message: UNSUPPORTED_AUDIO_MESSAGE });
    }
    if (upload.questionMarksIgnored) {
      // Never a reason to refuse a voicemail: it is decoded as one message instead.
      request.log.warn({ event: 'voice_marks_ignored' }, 'malformed question marks ignored');
    }
    const note = marksNote(upload);
    const resultToken = newResultToken();
    if (upload.recordingId) {
      const earlier = await repository.findByRecordingId(upload.recordingId);
      if (earlier) return answerEarlier(reply, earlier, resultToken, note);
    }
    const readAt = performance.now();
    // The live decode finishes its last seconds while the recording is measured and stored.
    const stream = finishStream(upload);
    const live = stream?.live;
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
      return reply.code(413).send({
        message: `The recording is longer than ${formatMinutes(deps.maxSeconds)}; please record a shorter message`,
      });
    }

    const probedAt = performance.now();
    const place = deps.geo.lookup(request.ip);
    const software = describeUserAgent(request.headers['user-agent']);
    const audio = { bytes: upload.audio, mimeType: sniffed.mimeType };
    let message: VoiceFeedback;
    try {
      message = await repository.create(
        {
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
          consent: consentContext(request, deps.siteOrigins),
          // The upload's own marks; a stream's only when the upload carried none (nor malformed ones).
          questionMarks: guidedMarks(
            upload.questionMarks ?? (upload.questionMarksIgnored ? null : (stream?.questionMarks ?? null)),
            durationSeconds,
          ),
        },
        deps.onStoring,
      );
    } catch (error) {
      // The same recording sent twice at once: the other request stored it.
      const earlier =
        upload.recordingId && isUniqueViolation(error) ? await repository.findByRecordingId(upload.recordingId) : null;
      if (earlier) return answerEarlier(reply, earlier, resultToken, note);
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
    deps.onChanged?.(message.id);
    const job = processor.process(message, audio, true, live);
    handOver();
    const waitMs = Math.min(
      deps.responseWaitMs,
      deps.requestTimeoutMs - ANSWER_MARGIN_MS - (performance.now() - started),
    );
    const result = await processor.awaitOutcome(message.id, job, waitMs);
    return reply.code(201).send(submitAnswer(message.id, result, resultToken.token, note));
  }

  /**
   * Starts finishing the live transcript of a streamed recording, or undefined when there is no
   * usable stream. A refused upload leaves the finish to end by itself (its decoder then exits).
   */
  function finishStream(upload: {
    streamId: string | null;
    streamToken: string | null;
    email: string;
    sessionId: string | null;
    audio: Buffer;
  }): { live: LiveTranscript; questionMarks: number[] | null } | undefined {
    if (!upload.streamId || !upload.streamToken) return undefined;
    const claimed = deps.streams.claim(
      upload.streamId,
      upload.streamToken,
      { email: upload.email, sessionId: upload.sessionId },
      upload.audio,
    );
    if (!claimed) return undefined;
    const transcript = claimed.finish(LIVE_FINISH_TIMEOUT_MS);
    transcript.catch(() => {}); // reported by the processor when it reads it
    return { live: () => transcript, questionMarks: claimed.questionMarks };
  }

  /** A recording stored before (its sender lost the answer): its state now, under a new token. */
  async function answerEarlier(
    reply: FastifyReply,
    earlier: VoiceFeedback,
    resultToken: { token: string; hash: string },
    note: MarksNote,
  ) {
    await repository.replaceResultToken(earlier.id, resultToken.hash);
    const done = earlier.transcript !== null;
    return reply.code(201).send({
      id: earlier.id,
      status: done ? ('transcribed' as const) : ('pending' as const),
      transcript: earlier.transcript,
      extractedData: done ? earlier.extractedData : null,
      resultToken: resultToken.token,
      ...note,
    });
  }
}
