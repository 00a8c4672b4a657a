import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the OpenAI-compatible transcription API, for tests of the hosted
 * engine: answers `POST /v1/audio/transcriptions` with a configurable text, delay or failure.
 */
export interface FakeOpenAiBehaviour {
  text: string;
  /** The text for one request, from its fields (e.g. by the question its prompt names); else `text`. */
  textFor?: (fields: Record<string, string[]>) => string;
  delayMs: number;
  /** Answer with this HTTP status instead of a transcript. */
  failWith?: number;
  /** Hold every answer until this settles (after `delayMs`). */
  holdUntil?: Promise<unknown>;
}

export interface FakeOpenAi {
  baseUrl: string;
  behaviour: FakeOpenAiBehaviour;
  requests: Array<{
    url: string;
    authorization: string | undefined;
    contentType: string | undefined;
    bytes: number;
    /** The multipart text fields (model, prompt, keywords[] …), each name with its values. */
    fields: Record<string, string[]>;
  }>;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

async function textFields(body: Buffer, contentType: string | undefined): Promise<Record<string, string[]>> {
  if (!contentType?.startsWith('multipart/form-data')) return {};
  const form = await new Request('http://fake.invalid/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  }).formData();
  const fields: Record<string, string[]> = {};
  for (const [name, value] of form) if (typeof value === 'string') (fields[name] ??= []).push(value);
  return fields;
}

/**
 * The settings of an app whose hosted engine is this fake, answering uploads within 5 s and
 * taking up to 1,000 of them an hour.
 */
export const hostedEngineEnv = (openai: FakeOpenAi) => ({
  TRANSCRIPTION_ENGINE: 'openai',
  TRANSCRIPTION_MODEL: 'gpt-transcribe',
  OPENAI_API_KEY: 'sk-test-key',
  TRANSCRIPTION_BASE_URL: openai.baseUrl,
  VOICE_RESPONSE_WAIT_MS: '5000',
  VOICE_RATE_LIMIT: '1000',
});

export async function startFakeOpenAi(behaviour: Partial<FakeOpenAiBehaviour> = {}): Promise<FakeOpenAi> {
  const state: FakeOpenAi = {
    baseUrl: '',
    behaviour: { text: '', delayMs: 0, ...behaviour },
    requests: [],
    close: async () => {},
  };
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    state.requests.push({
      url: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      bytes: body.length,
      fields: await textFields(body, request.headers['content-type']),
    });
    const { delayMs, failWith, holdUntil, textFor } = state.behaviour;
    const text = textFor ? textFor(state.requests.at(-1)?.fields ?? {}) : state.behaviour.text;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (holdUntil) await holdUntil;
    if (response.destroyed) return;
    if (request.url !== '/v1/audio/transcriptions') {
      response.writeHead(404).end();
      return;
    }
    if (failWith) {
      response
        .writeHead(failWith, { 'content-type': 'application/json' })
        .end('{"error":{"message":"upstream failure"}}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text }));
  };
  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      // The request broke off while its body was read, or holdUntil rejected: say so, end it.
      console.error('fake OpenAI server:', error);
      response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
