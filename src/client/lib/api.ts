import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';

/**
 * The one way the browser talks to the API (SPEC §7, §8). Cookies always go along: the admin
 * session is an HttpOnly cookie the page never sees.
 */

/** A non-OK answer. The message is SPEC §8's `${status}: ${body or statusText}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** The raw response body, so callers can read the server's own message. */
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }
}

/** Throws HttpError (SPEC §8 generic loader error) unless the answer is OK. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new HttpError(response.status, body, response.statusText);
}

/** The `message` field of a JSON error body, if it has one. */
export function serverMessage(error: HttpError): string | null {
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: there is no server message to show.
  }
  return null;
}

/**
 * Sends a request with an optional JSON body and throws HttpError on a non-OK answer. No
 * Content-Type is sent without a body: the server rejects an empty body declared as JSON.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * A query key is `[path]` or `[path, params]`; params with undefined/null/'' values are left out,
 * so `['/api/analytics', { sessionId }]` asks for all sessions when none is chosen.
 */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const [path, params] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key element must be the API path');
  if (typeof params !== 'object' || params === null) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** An answer that is OK but not what the shared schema says the server sends. */
export class UnexpectedResponseError extends Error {
  constructor(url: string, issues: string) {
    super(`The server's answer to ${url.split('?')[0]} could not be read (${issues})`);
    this.name = 'UnexpectedResponseError';
  }
}

/** Checks an answer against its shared zod schema: the browser never trusts a cast. */
export function parseResponse<S extends z.ZodMiniType>(schema: S, data: unknown, url: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  throw new UnexpectedResponseError(url, issues);
}

/** Sends a request (as apiRequest) and parses its JSON answer with the route's shared schema. */
export async function apiJson<S extends z.ZodMiniType>(
  schema: S,
  method: string,
  url: string,
  body?: unknown,
): Promise<z.output<S>> {
  const response = await apiRequest(method, url, body);
  return parseResponse(schema, await response.json(), url);
}

export type On401 = 'throw' | 'returnNull';

/**
 * GET loader for TanStack Query; a 401 either throws or yields null, per query (SPEC §7). With a
 * schema (every query of the app passes one) the answer is parsed; without, it stays `unknown`.
 */
export function getQueryFn<S extends z.ZodMiniType>(options: {
  on401: 'returnNull';
  schema: S;
}): QueryFunction<z.output<S> | null>;
export function getQueryFn<S extends z.ZodMiniType>(options: { on401: 'throw'; schema: S }): QueryFunction<z.output<S>>;
export function getQueryFn(options: { on401: On401 }): QueryFunction<unknown>;
export function getQueryFn({ on401, schema }: { on401: On401; schema?: z.ZodMiniType }): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    const url = urlFromQueryKey(queryKey);
    const response = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) {
      // Read the unused body anyway: an unread body keeps the request open in the browser.
      await response.text().catch(() => '');
      return null;
    }
    await throwIfNotOk(response);
    const data: unknown = await response.json();
    return schema ? parseResponse(schema, data, url) : data;
  };
}
