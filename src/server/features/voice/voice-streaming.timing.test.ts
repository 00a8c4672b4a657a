import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_STREAM_PATHS, VOICE_TOKEN_HEADER } from '#shared/voice-schemas.js';
import type { ApiError } from '#shared/api-error.js';
import { multipartBody } from '#server/test-support/multipart.js';
import { speechWebm } from '#server/test-support/speech.js';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';
import { waitFor } from '#server/test-support/wait-for.js';
import { childProcessCount } from './audio/run-process.js';
import { VoiceRepository } from './voice-repository.js';

/**
 * Streamed recordings (decision 0020) through the real offline decoder: chunks sent while the
 * caller records feed a live decode that the final upload finishes.
 */
const SPOKEN = [
  'Hi, my name is Maria Lopez, I am the owner of Lopez Construction.',
  'We owe about two million dollars in total.',
  'We have twelve creditors, and one of them has sued us.',
  'We never considered bankruptcy.',
  'We want to keep the business running and pay everyone back.',
].join(' ');

const EMAIL = 'maria@lopez.example';
const SESSION_ID = 'session_1763800000000_stream';

/** The recording cut the way MediaRecorder hands it over: byte slices of one stream. */
function chunksOf(bytes: Buffer, count: number): Buffer[] {
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, i) => bytes.subarray(i * size, (i + 1) * size)).filter(
    (chunk) => chunk.length > 0,
  );
}

/**
 * On the embedded database only: streams live in memory and the decoder is the same on both; what
 * touches the database (storing, the result token) is tested on both in voice-bounds.test.ts.
 * The real decoder makes this file one of the suite's slowest, so it runs once, and alone (a
 * `.timing` file): the live decoder, at low CPU priority, must keep pace with the chunks.
 */
describe('streamed voicemail', () => {
  const kind = 'pglite';
  let t: TestApp;
  let speech: Buffer;

  beforeAll(async () => {
    speech = await speechWebm(SPOKEN);
    t = await createTestApp(kind, {
      env: {
        TRANSCRIPTION_ENGINE: 'pocketsphinx',
        VOICE_RATE_LIMIT: '1000',
        VOICE_RESPONSE_WAIT_MS: '60000',
        VOICE_MAX_STREAMS: '2',
        VOICE_STREAM_IDLE_SECONDS: '2',
        // These tests send a recording's chunks at once, far faster than a caller speaks.
        VOICE_STREAM_AHEAD_SECONDS: '3600',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const open = (email = EMAIL, sessionId: string | null = SESSION_ID) =>
    t.app.inject({ method: 'POST', url: VOICE_STREAM_PATHS.open, payload: { email, sessionId } });
  const sendChunk = (streamId: string, token: string, seq: number, bytes: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: VOICE_STREAM_PATHS.chunk(streamId, seq),
      payload: bytes,
      headers: { 'content-type': 'application/octet-stream', [VOICE_TOKEN_HEADER]: token },
    });
  /**
   * The upload's answer with its transcript: waited for through the result token when a busy test
   * machine (decoders yield the CPU to everything else) makes it answer Pending.
   */
  const upload = async (fields: Record<string, string>, audio: Buffer) => {
    const body = multipartBody(fields, [
      { name: 'audio', filename: 'voice-feedback.webm', contentType: 'audio/webm', data: audio },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/voice-feedback',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{
      id: number;
      status: string;
      transcript: string | null;
      extractedData: Record<string, string> | null;
      resultToken: string;
    }>();
    if (answer.status === 'transcribed') return answer;
    await waitFor(async () => {
      const result = await t.app.inject({
        method: 'GET',
        url: VOICE_STREAM_PATHS.result(answer.id),
        headers: { [VOICE_TOKEN_HEADER]: answer.resultToken },
      });
      return result.json<{ status: string }>().status === 'transcribed' ? true : undefined;
    }, 300_000);
    const stored = await new VoiceRepository(t.database.db).find(answer.id);
    return {
      ...answer,
      status: 'transcribed',
      transcript: stored!.transcript,
      extractedData: stored!.extractedData as Record<string, string>,
    };
  };

  it('finishes the transcript decoded while the chunks arrived, and extracts the details from it', async () => {
    const opened = await open();
    expect(opened.statusCode).toBe(201);
    const { streamId, token } = opened.json<{ streamId: string; token: string }>();
    const chunks = chunksOf(speech, 12);
    for (const [seq, chunk] of chunks.entries()) {
      const sent = await sendChunk(streamId, token, seq, chunk);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ receivedSeq: seq });
    }
    const answer = await upload({ email: EMAIL, sessionId: SESSION_ID, streamId, streamToken: token }, speech);
    expect(answer.status).toBe('transcribed');
    expect(answer.transcript).toMatch(/lopez/);
    expect(answer.extractedData).toMatchObject({ email: EMAIL, creditorsCount: '9-15', debtAmount: '1m-5m' });
    expect(t.logs.some((line) => line.event === 'voice_live_failed')).toBe(false);
    // The stream was used up by the upload.
    expect((await sendChunk(streamId, token, chunks.length, speech.subarray(0, 10))).statusCode).toBe(404);
  }, 360_000);

  it('hears the name the e-mail carries while the caller speaks (the live decoder gets the hints)', async () => {
    const email = 'priya.okafor@okaforlogistics.com';
    const spoken = await speechWebm('Hello, my name is Priya Okafor. We owe about two million dollars.');
    const { streamId, token } = (await open(email, null)).json<{ streamId: string; token: string }>();
    for (const [seq, chunk] of chunksOf(spoken, 6).entries())
      expect((await sendChunk(streamId, token, seq, chunk)).statusCode).toBe(200);
    const answer = await upload({ email, streamId, streamToken: token }, spoken);
    // The general model has no "okafor"; the stream's class files hold the e-mail's names.
    expect(answer.transcript).toMatch(/\bpriya okafor\b/);
    expect(t.logs.some((line) => line.event === 'voice_stream_unusable')).toBe(false);
    expect(t.logs.some((line) => line.event === 'voice_live_failed')).toBe(false);
    expect(answer.extractedData).toMatchObject({ firstName: 'Priya', lastName: 'Okafor' });
  }, 360_000);

  it('feeds in what the stream missed: a stream cut short still gives the whole transcript', async () => {
    const { streamId, token } = (await open()).json<{ streamId: string; token: string }>();
    const chunks = chunksOf(speech, 10);
    for (const [seq, chunk] of chunks.slice(0, 4).entries())
      expect((await sendChunk(streamId, token, seq, chunk)).statusCode).toBe(200);
    const answer = await upload({ email: EMAIL, sessionId: SESSION_ID, streamId, streamToken: token }, speech);
    expect(answer.transcript).toMatch(/business/);
    expect(t.logs.some((line) => line.event === 'voice_stream_unusable')).toBe(false);
  }, 360_000);

  it('ignores a stream whose bytes are not the recording, or that belongs to another e-mail, and decodes the file', async () => {
    const other = await speechWebm('Something else entirely was said here.');
    for (const [fields, chunk] of [
      [{ email: EMAIL, sessionId: SESSION_ID }, other] as const,
      [{ email: 'someone@else.example', sessionId: SESSION_ID }, speech.subarray(0, 4000)] as const,
    ]) {
      const { streamId, token } = (await open(fields.email)).json<{ streamId: string; token: string }>();
      expect((await sendChunk(streamId, token, 0, chunk)).statusCode).toBe(200);
      const answer = await upload({ email: EMAIL, sessionId: SESSION_ID, streamId, streamToken: token }, speech);
      expect(answer.transcript).toMatch(/lopez/);
    }
    expect(t.logs.filter((line) => line.event === 'voice_stream_unusable')).toHaveLength(2);
  }, 600_000);

  it('checks every chunk: its token, its order, and answers a resent chunk once', async () => {
    const { streamId, token } = (await open()).json<{ streamId: string; token: string }>();
    expect((await sendChunk(streamId, 'not-the-token', 0, speech.subarray(0, 100))).statusCode).toBe(404);
    const skipped = await sendChunk(streamId, token, 1, speech.subarray(0, 100));
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ message: 'Chunk 0 is expected next', expectedSeq: 0 });
    expect((await sendChunk(streamId, token, 0, speech.subarray(0, 4000))).json()).toEqual({ receivedSeq: 0 });
    expect((await sendChunk(streamId, token, 0, speech.subarray(0, 4000))).json()).toEqual({ receivedSeq: 0 });
    const empty = await t.app.inject({
      method: 'PUT',
      url: VOICE_STREAM_PATHS.chunk(streamId, 1),
      headers: { [VOICE_TOKEN_HEADER]: token },
    });
    expect(empty.statusCode).toBe(400);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: VOICE_STREAM_PATHS.stream(streamId),
      headers: { [VOICE_TOKEN_HEADER]: token },
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await sendChunk(streamId, token, 1, speech.subarray(0, 100))).statusCode).toBe(404);
  }, 60_000);

  it('bounds streams: a third at once is refused with Retry-After, and an idle one is closed with its decoder', async () => {
    const idleClosed = () =>
      t.logs.filter((line) => line.event === 'voice_stream_closed' && line.why === 'idle').length;
    const before = idleClosed();
    const first = (await open()).json<{ streamId: string; token: string }>();
    const second = await open();
    expect(second.statusCode).toBe(201);
    const third = await open();
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('30');
    expect(third.json<ApiError>().message).toMatch(/busy/);
    // Nothing sent for longer than VOICE_STREAM_IDLE_SECONDS: both close, their processes with them.
    await waitFor(() => (idleClosed() >= before + 2 ? true : undefined), 10_000);
    expect((await sendChunk(first.streamId, first.token, 0, speech.subarray(0, 100))).statusCode).toBe(404);
    expect((await open()).statusCode).toBe(201);
    await waitFor(() => (idleClosed() >= before + 3 ? true : undefined), 10_000);
    await waitFor(() => (childProcessCount() === 0 ? true : undefined), 5000);
  }, 60_000);

  it('refuses a stream with a bad e-mail', async () => {
    const response = await open('not-an-email');
    expect(response.statusCode).toBe(400);
  });
});
