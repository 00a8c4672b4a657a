import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_STREAM_PATHS, VOICE_TOKEN_HEADER } from '#shared/voice-schemas.js';
import type { ApiError } from '#shared/api-error.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { startFakeOpenAi, type FakeOpenAi } from '#server/test-support/fake-openai.js';
import { multipartBody } from '#server/test-support/multipart.js';
import { speechWebm } from '#server/test-support/speech.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';
import { waitFor } from '#server/test-support/wait-for.js';

/**
 * What an anonymous visitor can make the voice path do is bounded (issue: "can never take the
 * site down"), and a visitor whose answer was pending, or lost, still learns the result.
 */
const HEARD = 'My name is Maria Lopez of Lopez Construction. We owe about two million dollars to twelve creditors.';

/**
 * Opus/WebM of `seconds` of silence, made the way a hostile client would: tiny for its length.
 * Made before the app starts: encoding blocks this process (the server's too) for a second or
 * two, which the server's load shedding would rightly answer with 503s.
 */
function silentWebm(seconds: number): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'silent-'));
  try {
    const file = path.join(dir, 'silent.webm');
    const made = spawnSync('ffmpeg', [
      '-nostdin',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=48000:cl=mono',
      '-t',
      String(seconds),
      '-c:a',
      'libopus',
      '-b:a',
      '6k',
      '-f',
      'webm',
      file,
    ]);
    if (made.status !== 0) throw new Error(made.stderr.toString());
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(DATABASE_KINDS)('voicemail bounds and results on %s', (kind) => {
  let t: TestApp;
  let openai: FakeOpenAi;
  let cookie: string;
  let speech: Buffer;
  let tenMinutesSilent: Buffer;
  let halfMinuteSilent: Buffer;

  beforeAll(async () => {
    tenMinutesSilent = silentWebm(600);
    halfMinuteSilent = silentWebm(30);
    openai = await startFakeOpenAi({ text: HEARD });
    speech = await speechWebm('My name is Maria Lopez.');
    t = await createTestApp(kind, {
      env: {
        TRANSCRIPTION_ENGINE: 'openai',
        OPENAI_API_KEY: 'sk-test-key',
        TRANSCRIPTION_BASE_URL: openai.baseUrl,
        VOICE_RESPONSE_WAIT_MS: '300',
        VOICE_RATE_LIMIT: '1000',
        VOICE_MAX_SECONDS: '60',
        VOICE_MAX_BACKLOG: '3',
      },
    });
    cookie = await loginAsAdmin(t.app);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });

  const upload = (audio: Buffer, fields: Record<string, string> = {}) => {
    const body = multipartBody({ email: 'maria@lopez.example', ...fields }, [
      { name: 'audio', filename: 'voice-feedback.webm', contentType: 'audio/webm', data: audio },
    ]);
    return t.app.inject({ method: 'POST', url: '/api/voice-feedback', payload: body.payload, headers: body.headers });
  };
  const listed = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/voice-feedback', headers: { cookie } })).json<
      Array<{ id: number; email: string }>
    >();
  const result = (id: number, token: string) =>
    t.app.inject({ method: 'GET', url: VOICE_STREAM_PATHS.result(id), headers: { [VOICE_TOKEN_HEADER]: token } });

  it('refuses a recording longer than VOICE_MAX_SECONDS with a clear 413 and stores nothing', async () => {
    const before = (await listed()).length;
    // Ten minutes of silence in about 100 KB (the limit here is one minute).
    const response = await upload(tenMinutesSilent);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The recording is longer than 1 minute; please record a shorter message',
    });
    expect((await listed()).length).toBe(before);
    expect(t.logs.some((line) => line.event === 'voice_created')).toBe(false);
    expect((await upload(halfMinuteSilent)).statusCode).toBe(201);
  }, 60_000);

  it('answers pending with a result token, and the token alone reads the result once it is ready', async () => {
    let release!: () => void;
    openai.behaviour = { text: HEARD, delayMs: 0, holdUntil: new Promise<void>((resolve) => (release = resolve)) };
    const response = await upload(speech);
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ id: number; status: string; resultToken: string }>();
    expect(answer.status).toBe('pending');
    expect(answer.resultToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await result(answer.id, answer.resultToken)).json()).toEqual({ status: 'pending', extractedData: null });
    release();
    const done = await waitFor(async () => {
      const body = (await result(answer.id, answer.resultToken)).json<{
        status: string;
        extractedData: Record<string, string>;
      }>();
      return body.status === 'transcribed' ? body : undefined;
    });
    expect(done.extractedData).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@lopez.example',
      debtAmount: '1m-5m',
    });
    // Another token, no token, or another message: the same 404, which tells nothing.
    expect((await result(answer.id, 'x'.repeat(32))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: VOICE_STREAM_PATHS.result(answer.id) })).statusCode).toBe(400);
    expect((await result(answer.id + 1000, answer.resultToken)).statusCode).toBe(404);
    openai.behaviour = { text: HEARD, delayMs: 0 };
  });

  it('stores a recording sent again after a lost answer once, and gives the resender a working token', async () => {
    const recordingId = `rec_${Date.now()}_resend`;
    const first = (await upload(speech, { recordingId })).json<{ id: number; resultToken: string }>();
    const again = await upload(speech, { recordingId });
    expect(again.statusCode).toBe(201);
    const second = again.json<{ id: number; resultToken: string; status: string }>();
    expect(second.id).toBe(first.id);
    expect(second.resultToken).not.toBe(first.resultToken);
    expect((await result(second.id, second.resultToken)).statusCode).toBe(200);
    expect((await listed()).filter((message) => message.id === first.id)).toHaveLength(1);
    // Two at once: still one message.
    const racedId = `rec_${Date.now()}_raced`;
    const raced = await Promise.all([
      upload(speech, { recordingId: racedId }),
      upload(speech, { recordingId: racedId }),
    ]);
    expect(raced.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(new Set(raced.map((response) => response.json<{ id: number }>().id)).size).toBe(1);
  });

  it('refuses uploads with 503 and Retry-After once the transcription backlog is full, and takes them again after', async () => {
    let release!: () => void;
    openai.behaviour = { text: HEARD, delayMs: 0, holdUntil: new Promise<void>((resolve) => (release = resolve)) };
    // Held transcriptions fill the backlog (VOICE_MAX_BACKLOG=3, work left from earlier tests included).
    const accepted: number[] = [];
    let allowanceLeft = NaN;
    let refused = await upload(speech);
    while (refused.statusCode === 201 && accepted.length < 5) {
      accepted.push(refused.json<{ id: number }>().id);
      allowanceLeft = Number(refused.headers['x-ratelimit-remaining']);
      refused = await upload(speech);
    }
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(3);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json<ApiError>().message).toMatch(/send yours again/);
    // A refusal for load does not use up the sender's hourly allowance (their browser sends again).
    expect(refused.headers['x-ratelimit-remaining']).toBeUndefined();
    expect((await upload(speech)).statusCode).toBe(503);
    release();
    openai.behaviour = { text: HEARD, delayMs: 0 };
    const taken = await waitFor(async () => {
      const response = await upload(speech);
      return response.statusCode === 201 ? response : undefined;
    }, 10_000);
    expect(Number(taken.headers['x-ratelimit-remaining'])).toBe(allowanceLeft - 1);
  });

  it('refuses an unknown stream id in the upload quietly: the file is transcribed as a whole', async () => {
    const response = await upload(speech, { streamId: 'unknown-stream-id', streamToken: 'unknown-stream-token' });
    expect(response.statusCode).toBe(201);
    const bad = await upload(speech, { streamId: 'has spaces' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid recording or stream id' });
  });
});

describe('an upload waiting for its transcript', () => {
  it('is answered Pending before the server would close its connection, however long VOICE_RESPONSE_WAIT_MS is', async () => {
    let release!: () => void;
    const openai = await startFakeOpenAi({
      text: HEARD,
      holdUntil: new Promise<void>((resolve) => (release = resolve)),
    });
    const t = await createTestApp('pglite', {
      env: {
        TRANSCRIPTION_ENGINE: 'openai',
        OPENAI_API_KEY: 'sk-test-key',
        TRANSCRIPTION_BASE_URL: openai.baseUrl,
        // Longer than this test may take: only the request timeout can end the wait in time.
        VOICE_RESPONSE_WAIT_MS: '120000',
        REQUEST_TIMEOUT_MS: '4000',
      },
    });
    try {
      const body = multipartBody({ email: 'maria@lopez.example' }, [
        { name: 'audio', filename: 'voice-feedback.webm', contentType: 'audio/webm', data: await speechWebm('Hello.') },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/voice-feedback',
        payload: body.payload,
        headers: body.headers,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ status: 'pending', transcript: null });
    } finally {
      release();
      await t.close();
      await openai.close();
    }
  });
});
