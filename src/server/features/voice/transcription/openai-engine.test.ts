import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiEngine } from './openai-engine.js';

const API_KEY = 'sk-test-0123456789abcdef';
const AUDIO = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]);

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  form: FormData;
}

/** A real HTTP server speaking the transcription API; each test sets how it answers. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: (req: IncomingMessage, res: ServerResponse) => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const form = await new Response(Buffer.concat(chunks), {
          headers: { 'content-type': req.headers['content-type'] ?? '' },
        })
          .formData()
          .catch(() => new FormData());
        received.push({
          method: req.method ?? '',
          path: req.url ?? '',
          authorization: req.headers.authorization,
          form,
        });
        answer(req, res);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  received = [];
  server.closeAllConnections();
  // Let the client's connection pool see those sockets close before the next test reuses it.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function json(status: number, body: unknown) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    // No keep-alive: afterEach drops connections, and a pooled dead socket would fail the next test.
    res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify(body));
  };
}

describe('OpenAI-compatible engine', () => {
  it('posts the audio as multipart with the model, json format and bearer token', async () => {
    answer = json(200, { text: ' My name is Ana and we owe two million dollars. ' });
    const engine = createOpenAiEngine({ apiKey: API_KEY, baseUrl, model: 'gpt-4o-transcribe' });
    expect(engine.name).toBe('openai');
    expect(engine.model).toBe('gpt-4o-transcribe');

    const text = await engine.transcribe({ bytes: AUDIO, mimeType: 'audio/webm;codecs=opus' });

    expect(text).toBe('My name is Ana and we owe two million dollars.');
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.form.get('model')).toBe('gpt-4o-transcribe');
    expect(request?.form.get('response_format')).toBe('json');
    const file = request?.form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('voice-feedback.webm');
    expect((file as File).type).toBe('audio/webm');
    expect(Buffer.from(await (file as File).arrayBuffer()).equals(AUDIO)).toBe(true);
  });

  it('names the file after the container and accepts a base URL ending in /v1/', async () => {
    answer = json(200, { text: 'ok' });
    const engine = createOpenAiEngine({ apiKey: API_KEY, baseUrl: `${baseUrl}/v1/`, model: 'whisper-1' });
    await engine.transcribe({ bytes: AUDIO, mimeType: 'audio/mp4' });
    expect(received[0]?.path).toBe('/v1/audio/transcriptions');
    expect((received[0]?.form.get('file') as File).name).toBe('voice-feedback.mp4');
  });

  it('turns an HTTP 500 into a short error with the status and without the key', async () => {
    answer = json(500, { error: { message: `Internal failure for key ${API_KEY}`, type: 'server_error' } });
    const engine = createOpenAiEngine({ apiKey: API_KEY, baseUrl, model: 'gpt-4o-transcribe' });
    const failure = await engine.transcribe({ bytes: AUDIO, mimeType: 'audio/webm' }).then(
      () => new Error('no failure'),
      (error: unknown) => error as Error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toMatch(/HTTP 500: Internal failure/);
    expect(failure.message).not.toContain(API_KEY);
    expect(failure.message).not.toContain('0123456789');
  });

  it('masks a key the service echoes back on a 401', async () => {
    answer = json(401, {
      error: { message: 'Incorrect API key provided: sk-test-*****cdef. You can find your key online.' },
    });
    const engine = createOpenAiEngine({ apiKey: API_KEY, baseUrl, model: 'gpt-4o-transcribe' });
    const failure = await engine.transcribe({ bytes: AUDIO, mimeType: 'audio/webm' }).then(
      () => new Error('no failure'),
      (error: unknown) => error as Error,
    );
    expect(failure.message).toMatch(/^Transcription service answered HTTP 401: Incorrect API key provided: \[key\]/);
    expect(failure.message).not.toContain('cdef');
  });

  it('gives up after the timeout with a clear error', async () => {
    answer = () => {}; // never answers
    const engine = createOpenAiEngine({ apiKey: API_KEY, baseUrl, model: 'gpt-4o-transcribe', timeoutMs: 300 });
    await expect(engine.transcribe({ bytes: AUDIO, mimeType: 'audio/webm' })).rejects.toThrow(
      'Transcription service did not answer within 0 s',
    );
  });

  it('stops when the caller aborts', async () => {
    answer = () => {};
    const engine = createOpenAiEngine({ apiKey: API_KEY, baseUrl, model: 'gpt-4o-transcribe' });
    const controller = new AbortController();
    const pending = engine.transcribe({ bytes: AUDIO, mimeType: 'audio/webm' }, controller.signal);
    setTimeout(() => controller.abort(new Error('shutting down')), 100);
    await expect(pending).rejects.toThrow('shutting down');
  });

  it('reports an unreachable service and a reply without text', async () => {
    const closed = createOpenAiEngine({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:9', model: 'm' });
    await expect(closed.transcribe({ bytes: AUDIO, mimeType: 'audio/webm' })).rejects.toThrow(
      /^Transcription service unreachable/,
    );
    answer = json(200, { transcript: 'wrong field' });
    const engine = createOpenAiEngine({ apiKey: API_KEY, baseUrl, model: 'm' });
    await expect(engine.transcribe({ bytes: AUDIO, mimeType: 'audio/webm' })).rejects.toThrow(
      'answered without a text field',
    );
  });
});
