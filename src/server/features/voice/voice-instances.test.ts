import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.js';
import { createPostgresDatabase, DATABASE_KINDS } from '#server/test-support/databases.js';
import { startFakeOpenAi, type FakeOpenAi } from '#server/test-support/fake-openai.js';
import { holdLockInAnotherProcess } from '#server/test-support/lock-holder.js';
import { multipartBody, silentWav } from '#server/test-support/multipart.js';
import { startSmtpSink } from '#server/test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';
import { storeVoiceMessage } from '#server/test-support/voice-messages.js';
import { waitFor } from '#server/test-support/wait-for.js';
import { VOICE_JOB_LOCK_SPACE } from './voice-processor.js';
import { VoiceRepository } from './voice-repository.js';

const HEARD = 'This is Ana Ruiz from Ruiz Freight. We owe about 900 thousand dollars to seven lenders.';
/** Each instance's look at the queue (VOICE_QUEUE_POLL_SECONDS in production). */
const CLAIM_RETRY_MS = 300;

/**
 * Several instances on one PostgreSQL database (PGlite belongs to one process): a voice message
 * is transcribed once and announced by one e-mail, whichever instances start, run or crash.
 */
describe.runIf(DATABASE_KINDS.includes('postgres'))('voice messages with several instances', () => {
  let database: { url: string; drop: () => Promise<void> };
  let openai: FakeOpenAi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const cleanups: Array<() => Promise<void>> = [];
  /** Lets held transcription answers go (also after a failed test, so that nothing hangs). */
  let release = () => {};

  const startInstance = async (env: Record<string, string> = {}): Promise<TestApp> => {
    const handle: DatabaseHandle = await openDatabase({ databaseUrl: database.url, dataDir: null, poolSize: 3 });
    const t = await createTestApp('postgres', {
      database: handle,
      voiceQueue: { pollMs: CLAIM_RETRY_MS, graceSeconds: 0 },
      env: {
        TRANSCRIPTION_ENGINE: 'openai',
        OPENAI_API_KEY: 'sk-test',
        TRANSCRIPTION_BASE_URL: openai.baseUrl,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        NOTIFY_EMAIL: 'principal@firm.example',
        VOICE_RESPONSE_WAIT_MS: '100',
        VOICE_RATE_LIMIT: '1000',
        ...env,
      },
    });
    cleanups.push(async () => {
      await t.close();
      await handle.close();
    });
    return t;
  };
  const transcriptions = () => openai.requests.filter((request) => request.url === '/v1/audio/transcriptions').length;
  /** The principal's e-mails about a caller (the caller's own acknowledgement is not one). */
  const mailsAbout = (email: string) =>
    sink.mails.filter((mail) => mail.to.includes('principal@firm.example') && mail.raw.includes(email)).length;
  const logged = (t: TestApp, event: string, voiceId: number) =>
    t.logs.some((line) => line.event === event && line.voiceId === voiceId) || undefined;
  const storedTranscript = (repository: VoiceRepository, id: number) =>
    repository.find(id).then((message) => message?.transcript ?? undefined);

  beforeAll(async () => {
    database = await createPostgresDatabase();
    sink = await startSmtpSink();
    openai = await startFakeOpenAi({ text: HEARD });
  });
  beforeEach(() => {
    openai.requests.length = 0;
    openai.behaviour = { text: HEARD, delayMs: 0 };
  });
  // Each test's instances stop with it: a running instance's queue would take the next test's messages.
  afterEach(async () => {
    release();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await openai?.close();
    await sink?.close();
    await database?.drop();
  });

  it('an instance starting while another transcribes a message leaves it to that one', async () => {
    // a's transcription is held until b has started and looked at the message.
    openai.behaviour = { text: HEARD, delayMs: 0, holdUntil: new Promise<void>((resolve) => (release = resolve)) };
    const a = await startInstance();
    const body = multipartBody({ email: 'ana@ruiz-freight.example' }, [
      { name: 'audio', filename: 'voice-feedback.wav', contentType: 'audio/wav', data: silentWav(16_044) },
    ]);
    const upload = await a.app.inject({
      method: 'POST',
      url: '/api/voice-feedback',
      payload: body.payload,
      headers: body.headers,
    });
    expect(upload.statusCode).toBe(201);
    const { id, status } = upload.json<{ id: number; status: string }>();
    expect(status).toBe('pending'); // still transcribing after VOICE_RESPONSE_WAIT_MS
    await waitFor(() => transcriptions() === 1 || undefined);

    // b starts: the message was stored before its start, with neither transcript nor error.
    const b = await startInstance();
    await waitFor(() => logged(b, 'voice_claimed_elsewhere', id));
    release();

    const repository = new VoiceRepository(a.database.db);
    expect(await waitFor(() => storedTranscript(repository, id), 10_000)).toBe(HEARD);
    await waitFor(() => mailsAbout('ana@ruiz-freight.example') === 1 || undefined, 10_000);
    // b looks again after CLAIM_RETRY_MS, finds the message done, and leaves it.
    await new Promise((resolve) => setTimeout(resolve, CLAIM_RETRY_MS * 3));
    expect(transcriptions()).toBe(1);
    expect(mailsAbout('ana@ruiz-freight.example')).toBe(1);
    expect(logged(b, 'voice_processed', id)).toBeUndefined();
  });

  it('a running instance takes over a message whose instance crashed while processing it', async () => {
    const handle = await openDatabase({ databaseUrl: database.url, dataDir: null, poolSize: 1 });
    cleanups.push(() => handle.close());
    const repository = new VoiceRepository(handle.db);
    const stored = await storeVoiceMessage(handle.db, {
      email: 'crashed@ruiz-freight.example',
      transcriptionModel: 'gpt-4o-transcribe',
      wavBytes: 8044,
    });
    // Another instance holds the message, mid-transcription, when this one starts.
    const holder = await holdLockInAnotherProcess(database.url, VOICE_JOB_LOCK_SPACE, stored.id);
    let b: TestApp;
    try {
      b = await startInstance();
      await waitFor(() => logged(b, 'voice_claimed_elsewhere', stored.id));
      await new Promise((resolve) => setTimeout(resolve, CLAIM_RETRY_MS * 2));
      expect(transcriptions()).toBe(0);
    } finally {
      await holder.kill();
    }
    // Its lock went with it: b's next look takes the message and makes its first attempt.
    expect(await waitFor(() => storedTranscript(repository, stored.id), 10_000)).toBe(HEARD);
    await waitFor(() => mailsAbout('crashed@ruiz-freight.example') === 1 || undefined, 10_000);
    expect(transcriptions()).toBe(1);
    expect(await waitFor(() => logged(b!, 'voice_processed', stored.id))).toBe(true);
  });

  it("an idle instance takes an upload that waits behind a busy instance's decoder", async () => {
    // a's one decoder slot is busy with a held transcription.
    openai.behaviour = { text: HEARD, delayMs: 0, holdUntil: new Promise<void>((resolve) => (release = resolve)) };
    const a = await startInstance({ VOICE_MAX_TRANSCRIPTIONS: '1', VOICE_RESPONSE_WAIT_MS: '15000' });
    const upload = (email: string) => {
      const body = multipartBody({ email }, [
        { name: 'audio', filename: 'voice-feedback.wav', contentType: 'audio/wav', data: silentWav(16_044) },
      ]);
      return a.app.inject({ method: 'POST', url: '/api/voice-feedback', payload: body.payload, headers: body.headers });
    };
    const first = upload('first@ruiz-freight.example');
    await waitFor(() => transcriptions() === 1 || undefined);
    openai.behaviour = { text: HEARD, delayMs: 0 };
    const b = await startInstance();

    // The second upload waits for a's slot without holding its message: b takes it from the queue.
    const second = await upload('second@ruiz-freight.example');
    expect(second.statusCode).toBe(201);
    const answer = second.json<{ id: number; status: string; transcript: string | null }>();
    expect(answer).toMatchObject({ status: 'transcribed', transcript: HEARD });
    expect(logged(b, 'voice_transcribed', answer.id)).toBe(true);
    expect(logged(a, 'voice_transcribed', answer.id)).toBeUndefined();
    await waitFor(() => mailsAbout('second@ruiz-freight.example') === 1 || undefined, 10_000);

    release();
    expect((await first).statusCode).toBe(201);
    await waitFor(() => mailsAbout('first@ruiz-freight.example') === 1 || undefined, 10_000);
    // a's own job for the second message, once it had a slot, found it done: nothing twice.
    await new Promise((resolve) => setTimeout(resolve, CLAIM_RETRY_MS * 3));
    expect(transcriptions()).toBe(2);
    expect(mailsAbout('second@ruiz-freight.example')).toBe(1);
  });
});
