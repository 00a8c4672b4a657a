import { count } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { voiceAudio, voiceMessages } from '#server/db/schema.js';
import { multipartBody, silentWav, type FilePart } from '#server/test-support/multipart.js';
import { waitFor } from '#server/test-support/wait-for.js';
import { createSecurityApp, type SecurityApp } from './security-app.js';

/**
 * Abuse of the voicemail upload over a real socket: too many files or fields, no boundary, a
 * client that hangs up halfway and one that drips its body. Each ends in a 4xx or a closed
 * connection within the configured request timeout, and nothing is stored: no row, no audio,
 * no temporary file left behind.
 */
/**
 * Short, so a dripping client is cut quickly; long enough for the control upload's real work
 * (measuring the recording with ffmpeg, storing it) on a busy, slow machine, where 1 s was not.
 */
const REQUEST_TIMEOUT_MS = 3000;
const WAV = silentWav(8044);
const audio = (data = WAV, name = 'audio'): FilePart => ({
  name,
  filename: 'voice-feedback.webm',
  contentType: 'audio/webm',
  data,
});
const fields = { email: 'maria@okafor-paving.example', phone: '(555) 201-3344' };

interface Exchange {
  status: number | null;
  text: string;
  /** Milliseconds from connecting until the server closed the connection (null: still open at the deadline). */
  closedAfterMs: number | null;
}

/**
 * Sends `head` and then each body chunk after `delayMs`, and reads until the server closes the
 * connection or `deadlineMs` passes. `hangUpAfter` chunks, the client destroys the socket.
 */
function exchange(
  port: number,
  head: string,
  chunks: Buffer[],
  options: { delayMs?: number; deadlineMs?: number; hangUpAfter?: number } = {},
): Promise<Exchange> {
  const { delayMs = 0, deadlineMs = 5000, hangUpAfter } = options;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedAfterMs: number | null) => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({ status: status ? Number(status) : null, text, closedAfterMs });
    };
    const deadline = setTimeout(() => finish(null), deadlineMs);
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('close', () => {
      clearTimeout(deadline);
      finish(Date.now() - started);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('connect', () => {
      socket.write(head);
      let sent = 0;
      const next = () => {
        if (socket.destroyed) return;
        if (hangUpAfter !== undefined && sent === hangUpAfter) {
          clearTimeout(deadline);
          socket.destroy();
          resolve({ status: null, text: '', closedAfterMs: Date.now() - started });
          return;
        }
        const chunk = chunks[sent++];
        if (chunk === undefined) return;
        socket.write(chunk);
        timer = setTimeout(next, delayMs);
      };
      next();
    });
  });
}

function requestHead(contentType: string, length: number): string {
  return (
    'POST /api/voice-feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: abuse-test\r\nConnection: close\r\n' +
    `Content-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n`
  );
}

function split(buffer: Buffer, size: number): Buffer[] {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < buffer.length; offset += size) parts.push(buffer.subarray(offset, offset + size));
  return parts;
}

describe('multipart abuse of the voicemail upload, over a real port', () => {
  let t: SecurityApp;
  let port: number;
  let scratch: string;
  const previousTmp = process.env.TMPDIR;

  beforeAll(async () => {
    // Every temporary file the server makes (ffmpeg's work folders) lands here, so leftovers show.
    scratch = mkdtempSync(path.join(tmpdir(), 'multipart-abuse-'));
    process.env.TMPDIR = scratch;
    t = await createSecurityApp({
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      VOICE_MAX_BYTES: '65536',
      VOICE_RATE_LIMIT: '1000',
      VOICE_RESPONSE_WAIT_MS: '0',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    rmSync(scratch, { recursive: true, force: true });
  });

  const stored = async () => {
    const [messages] = await t.database.db.select({ n: count() }).from(voiceMessages);
    const [audios] = await t.database.db.select({ n: count() }).from(voiceAudio);
    return { messages: messages!.n, audios: audios!.n };
  };
  let before: { messages: number; audios: number };
  beforeEach(async () => {
    before = await stored();
  });
  const expectNothingStored = async () => {
    expect(await stored()).toEqual(before);
    expect(readdirSync(scratch)).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(t.logs().filter((line) => Number(line.level) >= 50)).toEqual([]);
  };
  const send = (body: { payload: Buffer; headers: Record<string, string> }) =>
    exchange(port, requestHead(body.headers['content-type']!, body.payload.length), [body.payload]);

  it('stores a well-formed upload (the control case: storage is visible to these checks)', async () => {
    const response = await send(multipartBody(fields, [audio()]));
    expect(response.status, response.text).toBe(201);
    expect(await stored()).toEqual({ messages: before.messages + 1, audios: before.audios + 1 });
    // Background work (the playable MP4 copy) uses a temporary folder; it must be gone afterwards.
    // It runs at lower CPU priority, so beside the suite's other work it can take a while.
    await waitFor(() => t.logs().find((line) => line.event === 'voice_processed'), 90_000);
    expect(readdirSync(scratch)).toEqual([]);
  }, 100_000);

  it.each([
    ['several files', () => multipartBody(fields, [audio(), audio()])],
    ['a second file under another name', () => multipartBody(fields, [audio(), audio(WAV, 'attachment')])],
    [
      'too many fields',
      () =>
        multipartBody({ ...fields, ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`phone${i}`, '1'])) }, [
          audio(),
        ]),
    ],
    [
      'the same field repeated past the limit',
      () => {
        const body = multipartBody(fields, [audio()]);
        const boundary = body.headers['content-type']!.split('boundary=')[1]!;
        const repeated = Buffer.from(
          Array.from(
            { length: 10 },
            () => `--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n1\r\n`,
          ).join(''),
        );
        return { payload: Buffer.concat([repeated, body.payload]), headers: body.headers };
      },
    ],
    ['a file over the size limit', () => multipartBody(fields, [audio(silentWav(70_044))])],
    ['a field value over the field size limit', () => multipartBody({ ...fields, phone: '5'.repeat(5000) }, [audio()])],
  ])('%s: answered 4xx, nothing stored', async (_name, build) => {
    const response = await send(build());
    expect(response.status, response.text).toBeGreaterThanOrEqual(400);
    expect(response.status, response.text).toBeLessThan(500);
    expect(response.text).toContain('"message"');
    await expectNothingStored();
  });

  it('a multipart body without a boundary: 400, nothing stored', async () => {
    const body = multipartBody(fields, [audio()]);
    const response = await exchange(port, requestHead('multipart/form-data', body.payload.length), [body.payload]);
    expect(response.status, response.text).toBe(400);
    await expectNothingStored();
  });

  it('a part header with a bare line break and a large body: closed within the request timeout, nothing stored', async () => {
    // @fastify/busboy 3.2.6 stops reading such a part once its body passes about 16 KB: no event,
    // no error. Only the request timeout ends it (inject, which has none, would wait forever).
    const body = multipartBody(fields, [{ ...audio(silentWav(20_044)), filename: 'voice\rfeedback.webm' }]);
    const response = await send(body);
    expect(response.closedAfterMs, 'the server closed the connection').not.toBeNull();
    expect(response.closedAfterMs!).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
    await expectNothingStored();
  });

  it('a client that hangs up halfway through the audio: nothing stored, server fine', async () => {
    const body = multipartBody(fields, [audio()]);
    const half = body.payload.subarray(0, Math.floor(body.payload.length / 2));
    await exchange(port, requestHead(body.headers['content-type']!, body.payload.length), split(half, 512), {
      delayMs: 20,
      hangUpAfter: Math.ceil(half.length / 512),
    });
    // Give the server time to notice the hang-up and unwind the handler.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expectNothingStored();
  });

  it('a body that arrives cut short but with the connection kept open: closed by the timeout', async () => {
    const body = multipartBody(fields, [audio()]);
    const response = await exchange(port, requestHead(body.headers['content-type']!, body.payload.length), [
      body.payload.subarray(0, 100),
    ]);
    expect(response.closedAfterMs, 'the server closed the connection').not.toBeNull();
    expect(response.closedAfterMs!).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
    await expectNothingStored();
  });

  it('a slow-drip body: the connection is closed within the request timeout, nothing stored', async () => {
    const body = multipartBody(fields, [audio()]);
    const response = await exchange(
      port,
      requestHead(body.headers['content-type']!, body.payload.length),
      split(body.payload, 16),
      {
        delayMs: 100,
        deadlineMs: 8000,
      },
    );
    expect(response.closedAfterMs, 'the server closed the connection').not.toBeNull();
    expect(response.closedAfterMs!).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
    expect(response.status).toBe(408);
    await expectNothingStored();
  });
});
