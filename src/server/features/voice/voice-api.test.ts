import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api-error.js';
import type { VoiceFeedback, VoiceSubmitResponse } from '#shared/voice-schemas.js';
import { DATABASE_KINDS, openTestDatabase } from '#server/test-support/databases.js';
import { startFakeOpenAi, type FakeOpenAi } from '#server/test-support/fake-openai.js';
import { multipartBody, silentWav, type FilePart } from '#server/test-support/multipart.js';
import { speechWebm } from '#server/test-support/speech.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';
import { storeVoiceMessage } from '#server/test-support/voice-messages.js';
import { waitFor } from '#server/test-support/wait-for.js';
import { sniffAudio } from './audio/sniff-audio.js';
import { VoiceRepository } from './voice-repository.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SPOKEN =
  'Hi, my name is Maria Lopez, owner of Lopez Construction. We owe about two million dollars to twelve creditors.';
const HEARD =
  'My name is Maria Lopez, I own Lopez Construction. We owe about $2,000,000 to 12 creditors and one of them has sued us.';

const audioPart = (data: Buffer, contentType = 'audio/webm', filename = 'voice-feedback.webm'): FilePart => ({
  name: 'audio',
  filename,
  contentType,
  data,
});

describe.each(DATABASE_KINDS)('voice feedback API on %s', (kind) => {
  let t: TestApp;
  let openai: FakeOpenAi;
  let cookie: string;
  let speech: Buffer;

  beforeAll(async () => {
    openai = await startFakeOpenAi({ text: HEARD });
    speech = await speechWebm(SPOKEN);
    t = await createTestApp(kind, {
      env: {
        TRANSCRIPTION_ENGINE: 'openai',
        OPENAI_API_KEY: 'sk-test-key',
        TRANSCRIPTION_BASE_URL: openai.baseUrl,
        VOICE_MAX_BYTES: String(2 * 1024 * 1024),
        VOICE_RESPONSE_WAIT_MS: '5000',
        VOICE_RATE_LIMIT: '1000',
      },
    });
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });

  const upload = (
    fields: Record<string, string>,
    files: FilePart[],
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) => {
    const body = multipartBody(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/voice-feedback',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
      remoteAddress,
    });
  };
  const list = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/voice-feedback', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<Array<Record<string, unknown>>>();
  };
  const audioOf = (id: number, headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/voice-feedback/${id}/audio${query}`, headers: { cookie, ...headers } });

  it('stores a recording, transcribes it, extracts the details and answers with them', async () => {
    openai.behaviour = { text: HEARD, delayMs: 0 };
    const response = await upload(
      { email: 'maria@lopez.example', phone: '(555) 010-2233', sessionId: 'session_1763800000000_abc' },
      [audioPart(speech)],
      { 'user-agent': IPHONE },
      '24.48.0.1',
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<VoiceSubmitResponse>();
    expect(body).toMatchObject({ status: 'transcribed', transcript: HEARD });
    expect(body.extractedData).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@lopez.example',
      phone: '(555) 010-2233',
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
    });
    expect(openai.requests.at(-1)).toMatchObject({
      url: '/v1/audio/transcriptions',
      authorization: 'Bearer sk-test-key',
    });

    const [message] = await list();
    expect(message).toMatchObject({
      id: body.id,
      email: 'maria@lopez.example',
      phone: '(555) 010-2233',
      transcript: HEARD,
      transcriptionModel: 'gpt-4o-transcribe',
      transcriptionError: null,
      deviceType: 'mobile',
      browserName: 'Safari',
      city: 'Montreal',
      state: 'Quebec',
      isDeleted: false,
      sessionId: 'session_1763800000000_abc',
    });
    // The WebM a browser uploads carries no duration; the server measured it by decoding.
    expect(message!.duration).toBeGreaterThan(3);
    expect(message!.duration).toBeLessThan(15);
  });

  it('makes an MP4 copy every browser can play, served with ranges', async () => {
    const [message] = await list();
    const id = message!.id as number;
    const full = await waitFor(async () => {
      const response = await audioOf(id);
      return response.headers['content-type'] === 'audio/mp4' ? response : undefined;
    }, 15_000);
    expect(full.statusCode).toBe(200);
    expect(sniffAudio(full.rawPayload)?.container).toBe('mp4');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['cache-control']).toBe('no-store');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['content-disposition']).toBe(`inline; filename="voice-feedback-${id}.mp4"`);
    const size = full.rawPayload.length;

    const first = await audioOf(id, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.rawPayload.equals(full.rawPayload.subarray(0, 100))).toBe(true);

    const tail = await audioOf(id, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(full.rawPayload.subarray(size - 10))).toBe(true);

    const open = await audioOf(id, { range: `bytes=${size - 5}-` });
    expect(open.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);

    const beyond = await audioOf(id, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect((await audioOf(id, { range: 'bytes=abc' })).statusCode).toBe(416);

    const download = await audioOf(id, {}, '?download=1');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="voice-feedback-${id}.mp4"`);
  });

  it('answers at the size limit and refuses one byte more without storing anything', async () => {
    const before = (await list()).length;
    const limit = 2 * 1024 * 1024;
    const atLimit = await upload({ email: 'limit@example.com' }, [audioPart(silentWav(limit), 'audio/wav', 'v.wav')]);
    expect(atLimit.statusCode).toBe(201);
    const over = await upload({ email: 'limit@example.com' }, [audioPart(silentWav(limit + 2), 'audio/wav', 'v.wav')]);
    expect(over.statusCode).toBe(413);
    expect(over.json<ApiError>().message).toEqual(expect.any(String));
    expect((await list()).length).toBe(before + 1);
  });

  it.each([
    ['an HTML page labelled audio/webm', Buffer.from('<!doctype html><html><body>hi</body></html>'.repeat(20))],
    ['a ZIP archive labelled audio/webm', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(500, 1)])],
    [
      'a PNG image labelled audio/webm',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500)]),
    ],
  ])('refuses %s with 415 and stores nothing', async (_name, data) => {
    const before = (await list()).length;
    const response = await upload({ email: 'sniff@example.com' }, [audioPart(data)]);
    expect(response.statusCode).toBe(415);
    expect(response.json<ApiError>().message).toBe(
      'The recording must be WebM or Ogg audio (Opus or Vorbis), MP4 audio (AAC) or WAV',
    );
    expect((await list()).length).toBe(before);
  });

  it('refuses audio that only looks like WebM', async () => {
    const fake = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm'), Buffer.alloc(2000, 7)]);
    const response = await upload({ email: 'fake@example.com' }, [audioPart(fake)]);
    expect(response.statusCode).toBe(415);
  });

  it.each([
    ['no e-mail', {}, [audioPart(silentWav(4044))], 400, 'Email is required'],
    ['a bad e-mail', { email: 'nope' }, [audioPart(silentWav(4044))], 400, 'Please enter a valid email address'],
    [
      'an e-mail with a query after the domain',
      { email: 'jane@acme.com?cc=spy%40evil.example' },
      [audioPart(silentWav(4044))],
      400,
      'Please enter a valid email address',
    ],
    [
      'a bad phone',
      { email: 'a@b.example', phone: 'call me' },
      [audioPart(silentWav(4044))],
      400,
      'Please enter a valid phone number',
    ],
    ['no audio', { email: 'a@b.example' }, [], 400, 'The recording (field audio) is missing or empty'],
    [
      'an unknown field',
      { email: 'a@b.example', isAdmin: 'true' },
      [audioPart(silentWav(4044))],
      400,
      "Unexpected field 'isAdmin'",
    ],
    [
      'a file in another field',
      { email: 'a@b.example' },
      [{ ...audioPart(silentWav(4044)), name: 'avatar' }],
      400,
      "Unexpected file field 'avatar'",
    ],
  ])('refuses an upload with %s', async (_name, fields, files, status, message) => {
    const response = await upload(fields, files);
    expect(response.statusCode).toBe(status);
    expect(response.json<ApiError>().message).toBe(message);
  });

  it('refuses two files, a JSON body and a body without its boundary', async () => {
    const two = await upload({ email: 'a@b.example' }, [audioPart(silentWav(4044)), audioPart(silentWav(4044))]);
    expect(two.statusCode).toBe(413);
    const json = await t.app.inject({ method: 'POST', url: '/api/voice-feedback', payload: { email: 'a@b.example' } });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/voice-feedback',
      payload: 'not really multipart',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('answers "pending" when transcription outlasts the wait, and finishes in the background', async () => {
    const slow = await createTestApp(kind, {
      database: t.database,
      env: {
        TRANSCRIPTION_ENGINE: 'openai',
        OPENAI_API_KEY: 'sk-test-key',
        TRANSCRIPTION_BASE_URL: openai.baseUrl,
        VOICE_RESPONSE_WAIT_MS: '200',
      },
    });
    try {
      openai.behaviour = { text: 'A slow transcript about twelve creditors.', delayMs: 1500 };
      const started = Date.now();
      const response = await slow.app.inject({
        method: 'POST',
        url: '/api/voice-feedback',
        ...toInject(multipartBody({ email: 'slow@example.com' }, [audioPart(speech)])),
      });
      expect(response.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(1400);
      expect(response.json()).toMatchObject({ status: 'pending', transcript: null, extractedData: null });
      const id = response.json<VoiceSubmitResponse>().id;
      const done = await waitFor(async () => (await list()).find((m) => m.id === id && m.transcript !== null), 10_000);
      expect(done.transcript).toBe('A slow transcript about twelve creditors.');
    } finally {
      await slow.close();
      openai.behaviour = { text: HEARD, delayMs: 0 };
    }
  });

  it('keeps a failed transcription Pending with its reason, and Retry Transcription completes it', async () => {
    openai.behaviour = { text: HEARD, delayMs: 0, failWith: 500 };
    const response = await upload({ email: 'retry@example.com' }, [audioPart(speech)]);
    expect(response.json()).toMatchObject({ status: 'pending', transcript: null });
    const id = response.json<VoiceSubmitResponse>().id;
    const failed = (await list()).find((m) => m.id === id)!;
    expect(failed.transcript).toBeNull();
    expect(failed.transcriptionError).toMatch(/500/);
    expect(String(failed.transcriptionError)).not.toContain('sk-test-key');

    openai.behaviour = { text: HEARD, delayMs: 300 };
    const started = Date.now();
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/voice-feedback/${id}/retry-transcription`,
      headers: { cookie },
    });
    expect(retry.statusCode).toBe(202);
    expect(Date.now() - started).toBeLessThan(250);
    expect(retry.json()).toEqual({ success: true, message: 'Transcription retry started' });
    const done = await waitFor(async () => (await list()).find((m) => m.id === id && m.transcript !== null), 10_000);
    expect(done).toMatchObject({ transcript: HEARD, transcriptionError: null });
    expect((done.extractedData as Record<string, string>).email).toBe('retry@example.com');

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/voice-feedback/999999/retry-transcription',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists newest first and answers an unchanged list with 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/voice-feedback', headers: { cookie } });
    const ids = first.json<Array<{ id: number }>>().map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/voice-feedback',
      headers: { cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('deletes softly: the message leaves the list and its audio bytes are removed', async () => {
    const [message] = await list();
    const id = message!.id as number;
    const response = await t.app.inject({ method: 'DELETE', url: `/api/voice-feedback/${id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect((await list()).some((m) => m.id === id)).toBe(false);
    expect((await audioOf(id)).statusCode).toBe(404);
    expect(await new VoiceRepository(t.database.db).originalAudio(id)).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url: `/api/voice-feedback/${id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('stores the row and its audio together or not at all', async () => {
    const repository = new VoiceRepository(t.database.db);
    const before = (await list()).length;
    await expect(
      repository.create({
        email: 'half@example.com',
        phone: '',
        sessionId: null,
        durationSeconds: 1,
        city: null,
        state: null,
        deviceType: null,
        browserName: null,
        transcriptionModel: 'none',
        // The audio insert fails (mime type is NOT NULL) after the row was inserted.
        audio: { bytes: Buffer.from('x'), mimeType: null as unknown as string },
      }),
    ).rejects.toThrow();
    expect((await list()).length).toBe(before);
  });
});

function toInject(body: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: body.payload, headers: body.headers };
}

describe('voice messages a restart interrupted', () => {
  it('are transcribed when the server starts again', async () => {
    const openai = await startFakeOpenAi({ text: HEARD });
    const database = await openTestDatabase('pglite');
    try {
      // Stored, but the process stopped before transcription finished: no transcript, no reason.
      const stored = await storeVoiceMessage(database.db, {
        email: 'interrupted@example.com',
        transcriptionModel: 'gpt-4o-transcribe',
        wavBytes: 8044,
      });
      const t = await createTestApp('pglite', {
        database,
        // Stored a moment ago: no grace, or the first look (at start) would leave it to the next.
        voiceQueue: { graceSeconds: 0 },
        env: { TRANSCRIPTION_ENGINE: 'openai', OPENAI_API_KEY: 'sk-test-key', TRANSCRIPTION_BASE_URL: openai.baseUrl },
      });
      try {
        const repository = new VoiceRepository(database.db);
        const message = await waitFor(async () => {
          const found = await repository.find(stored.id);
          return found?.transcript && (await repository.hasPlayable(stored.id)) ? found : undefined;
        });
        expect(message.transcript).toBe(HEARD);
        expect(message.extractedData?.email).toBe('interrupted@example.com');
      } finally {
        await t.close();
      }
    } finally {
      await database.close();
      await openai.close();
    }
  });
});

describe('voice upload rate limit', () => {
  it('answers 429 once an IP exceeds its hourly allowance', async () => {
    const t = await createTestApp('pglite', { env: { VOICE_RATE_LIMIT: '2', TRANSCRIPTION_ENGINE: 'none' } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const body = multipartBody({ email: 'rate@example.com' }, [audioPart(silentWav(4044), 'audio/wav', 'v.wav')]);
        codes.push((await t.app.inject({ method: 'POST', url: '/api/voice-feedback', ...toInject(body) })).statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('voice upload with the offline engine', () => {
  it('transcribes generated speech with pocketsphinx and finds the caller in it', async () => {
    const t = await createTestApp('pglite', {
      env: { TRANSCRIPTION_ENGINE: 'pocketsphinx', VOICE_RESPONSE_WAIT_MS: '60000' },
    });
    try {
      const speech = await speechWebm('my name is john smith and we owe about two million dollars to twelve creditors');
      const body = multipartBody({ email: 'john@smith.example' }, [audioPart(speech)]);
      const response = await t.app.inject({ method: 'POST', url: '/api/voice-feedback', ...toInject(body) });
      expect(response.statusCode).toBe(201);
      const answer = response.json<VoiceSubmitResponse>();
      expect(answer.status).toBe('transcribed');
      expect(answer.transcript).toMatch(/john/);
      expect(answer.transcript).toMatch(/creditors/);
      expect(answer.extractedData).toMatchObject({ email: 'john@smith.example' });
      const cookie = await loginAsAdmin(t.app);
      const listed = await t.app.inject({ method: 'GET', url: '/api/voice-feedback', headers: { cookie } });
      const [message] = listed.json<VoiceFeedback[]>();
      expect(message!.transcriptionModel).toMatch(/^pocketsphinx/);
    } finally {
      await t.close();
    }
  }, 90_000);
});
