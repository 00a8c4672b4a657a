import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmExtractor } from './llm-extractor.js';

/**
 * The LLM engine against a real HTTP server on loopback that speaks the OpenAI chat completions
 * API, so the request shape, headers, timeout and error paths are exercised over the wire.
 */
interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Reply = (res: ServerResponse) => void;

const completion = (content: unknown) =>
  JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) },
      },
    ],
  });
const json =
  (status: number, body: string): Reply =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  };

describe('createLlmExtractor', () => {
  let server: Server;
  let baseUrl: string;
  let seen: Seen[];
  let reply: Reply;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        seen.push({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: raw ? (JSON.parse(raw) as unknown) : undefined,
        });
        reply(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
    reply = json(200, completion({}));
  });

  const extractor = (options: { timeoutMs?: number; baseUrl?: string } = {}) =>
    createLlmExtractor({
      baseUrl: options.baseUrl ?? baseUrl,
      apiKey: 'sk-test-123',
      model: 'gpt-test',
      timeoutMs: options.timeoutMs,
    });

  it('posts a chat completion in JSON mode with the bearer key and the transcript', async () => {
    reply = json(
      200,
      completion({
        firstName: 'John',
        lastName: 'Smith',
        email: 'john@smithconstruction.com',
        phone: '555-123-4567',
        company: 'Smith Construction',
        debtAmount: '1m-5m',
        creditorsCount: '9-15',
        message: 'Owes about $2.5M to 12 creditors.',
      }),
    );
    const result = await extractor().extract('hi my name is john smith');

    expect(result).toEqual({
      firstName: 'John',
      lastName: 'Smith',
      email: 'john@smithconstruction.com',
      phone: '(555) 123-4567',
      company: 'Smith Construction',
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
      message: 'Owes about $2.5M to 12 creditors.',
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toMatchObject({
      model: 'gpt-test',
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: expect.stringContaining('"1m-5m"') as unknown },
        { role: 'user', content: expect.stringContaining('hi my name is john smith') as unknown },
      ],
    });
    const system = (request?.body as { messages: Array<{ content: string }> }).messages[0]?.content ?? '';
    for (const option of ['under-100k', 'over-5m', '1-2', 'over-50']) expect(system).toContain(`"${option}"`);
  });

  it.each(['BASE/', 'BASE/v1', 'BASE/v1/'])('accepts the base URL written as %s', async (written) => {
    await extractor({ baseUrl: written.replace('BASE', baseUrl) }).extract('hello');
    expect(seen[0]?.url).toBe('/v1/chat/completions');
  });

  it('drops invalid fields one by one and keeps the good ones', async () => {
    reply = json(
      200,
      completion({
        firstName: '  Maria ',
        lastName: '',
        email: 'maria at okafor dot com',
        phone: 'call me',
        company: 42,
        debtAmount: '2m-3m',
        creditorsCount: 'lots',
        message: null,
        extra: 'ignored',
      }),
    );
    expect(await extractor().extract('transcript')).toEqual({ firstName: 'Maria' });
  });

  it('drops placeholder values and bands given as numbers', async () => {
    reply = json(
      200,
      completion({
        firstName: 'N/A',
        company: 'unknown',
        debtAmount: 2_500_000,
        creditorsCount: 12,
        email: 'JOHN@ACME.COM',
      }),
    );
    expect(await extractor().extract('transcript')).toEqual({ email: 'john@acme.com' });
  });

  it('reads an object wrapped in a Markdown code fence', async () => {
    reply = json(200, completion('```json\n{"firstName":"Dave","debtAmount":"500k-1m"}\n```'));
    expect(await extractor().extract('transcript')).toEqual({ firstName: 'Dave', debtAmount: '500k-1m' });
  });

  it('cuts an over-long summary to 400 characters', async () => {
    reply = json(200, completion({ message: 'x'.repeat(1000) }));
    const { message } = await extractor().extract('transcript');
    expect(message).toHaveLength(400);
  });

  it.each([
    [
      'an HTTP error, with the API message',
      json(401, '{"error":{"message":"Incorrect API key provided"}}'),
      /HTTP 401: Incorrect API key provided/,
    ],
    ['a server error page', json(502, '<html>Bad gateway</html>'), /HTTP 502$/],
    ['a body that is not JSON', json(200, 'not json at all'), /response is not JSON/],
    ['an answer without content', json(200, '{"choices":[]}'), /no message content/],
    ['content that is not JSON', json(200, completion('Sure! Here are the fields: name John')), /content is not JSON/],
    ['content that is a JSON array', json(200, completion('[1,2,3]')), /not a JSON object/],
  ])('fails with a short reason on %s', async (_case, answer, reason) => {
    reply = answer;
    await expect(extractor().extract('transcript')).rejects.toThrow(reason);
  });

  it('gives up after the timeout', async () => {
    reply = (res) => setTimeout(() => json(200, completion({ firstName: 'Late' }))(res), 1_000);
    const started = Date.now();
    await expect(extractor({ timeoutMs: 100 }).extract('transcript')).rejects.toThrow(
      'LLM extraction timed out after 100 ms',
    );
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('stops when the caller cancels', async () => {
    reply = (res) => setTimeout(() => json(200, completion({}))(res), 1_000);
    await expect(extractor().extract('transcript', AbortSignal.timeout(50))).rejects.toThrow(
      'LLM extraction was cancelled',
    );
  });

  it('reports a refused connection without leaking the key', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const error = await extractor({ baseUrl: `http://127.0.0.1:${port}` })
      .extract('transcript')
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^LLM extraction request failed: ECONNREFUSED/);
    expect((error as Error).message).not.toContain('sk-test-123');
  });

  it('uses an injected fetch when given one', async () => {
    const calls: string[] = [];
    const fakeFetch: typeof fetch = (input) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(new Response(completion({ firstName: 'Injected' }), { status: 200 }));
    };
    const llm = createLlmExtractor({ baseUrl: 'https://llm.example', apiKey: 'k', model: 'm', fetch: fakeFetch });
    expect(await llm.extract('t')).toEqual({ firstName: 'Injected' });
    expect(calls).toEqual(['https://llm.example/v1/chat/completions']);
  });
});
