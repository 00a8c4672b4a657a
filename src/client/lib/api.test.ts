import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, getQueryFn, HttpError, serverMessage, urlFromQueryKey } from './api.js';

/** A real HTTP server answering what each path names, so the loader is tested against real responses. */
let server: Server;
let origin: string;
const received: Array<{ method: string; url: string; contentType: string | undefined; body: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        contentType: request.headers['content-type'],
        body,
      });
      if (request.url === '/unauthorized') {
        response
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"success":false,"message":"Authentication required"}');
      } else if (request.url === '/empty-error') {
        response.writeHead(503, 'Service Unavailable').end();
      } else {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const run = (queryFn: QueryFunction<unknown>, path: string) =>
  new QueryClient().fetchQuery({ queryKey: [`${origin}${path}`], queryFn, retry: false });

describe('getQueryFn', () => {
  it('parses a successful answer as JSON', async () => {
    await expect(run(getQueryFn({ on401: 'throw' }), '/ok')).resolves.toEqual({ ok: true });
  });

  it('yields null on 401 when asked to', async () => {
    await expect(run(getQueryFn({ on401: 'returnNull' }), '/unauthorized')).resolves.toBeNull();
  });

  it('throws "status: body" on 401 otherwise (SPEC §8)', async () => {
    const error = await run(getQueryFn({ on401: 'throw' }), '/unauthorized').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('401: {"success":false,"message":"Authentication required"}');
    expect(serverMessage(error as HttpError)).toBe('Authentication required');
  });

  it('uses the status text when the body is empty', async () => {
    const error = await run(getQueryFn({ on401: 'throw' }), '/empty-error').catch((e: unknown) => e);
    expect((error as HttpError).message).toBe('503: Service Unavailable');
    expect(serverMessage(error as HttpError)).toBeNull();
  });
});

describe('apiRequest', () => {
  it('sends a body as JSON and no content type without one', async () => {
    received.length = 0;
    await apiRequest('POST', `${origin}/ok`, { password: 'x' });
    await apiRequest('POST', `${origin}/ok`);
    expect(received).toEqual([
      { method: 'POST', url: '/ok', contentType: 'application/json', body: '{"password":"x"}' },
      { method: 'POST', url: '/ok', contentType: undefined, body: '' },
    ]);
  });

  it('throws HttpError on a non-OK answer', async () => {
    await expect(apiRequest('POST', `${origin}/unauthorized`, {})).rejects.toBeInstanceOf(HttpError);
  });
});

describe('urlFromQueryKey', () => {
  it('adds the params that have a value as a query string', () => {
    expect(urlFromQueryKey(['/api/sessions'])).toBe('/api/sessions');
    expect(urlFromQueryKey(['/api/sessions', { cursor: 'a b', search: '', sessionId: undefined, limit: 20 }])).toBe(
      '/api/sessions?cursor=a+b&limit=20',
    );
  });
});
