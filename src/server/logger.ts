import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * pino settings. Request logs carry method, URL (query values left out) and status only; the
 * redaction list is a second line of defence so a careless log call still cannot write secrets
 * or a visitor's details.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...['password', 'token', 'email', 'phone', 'message', 'transcript', 'inputValue', 'body'].flatMap((key) => [
    key,
    `*.${key}`,
  ]),
];

const REDACTED = '[redacted]';
const SAFE_QUERY_NAME = /^[A-Za-z0-9_.-]{1,40}$/;

/**
 * A path segment that is an e-mail link's signed token: the booking's manage link (its page and
 * its API calls) and the unsubscribe link. Whoever reads the log must not be able to use them.
 */
const TOKEN_SEGMENT = /\/(manage|unsubscribe)\/[^/?#]+/g;

/**
 * A URL as logged: the path with any token left out, and the query's parameter names, never
 * their values (an admin's session search is often a lead's e-mail or name).
 */
export function urlForLog(rawUrl: string): string {
  const url = rawUrl.replace(TOKEN_SEGMENT, `/$1/${REDACTED}`);
  const start = url.indexOf('?');
  if (start === -1) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split('=')[0]!;
      return SAFE_QUERY_NAME.test(name) ? `${name}=${REDACTED}` : REDACTED;
    });
  return `${url.slice(0, start)}?${names.join('&')}`;
}

interface ErrorLike {
  params?: unknown;
  cause?: unknown;
}

/**
 * pino's error serializer, minus the values a failed query was given: drizzle puts them in the
 * message, the stack and a `params` field, and for an INSERT they are a lead's or a visitor's
 * details. The SQL text (placeholders only) stays, it is what a developer needs.
 */
export function errorForLog(error: Error): pino.SerializedError {
  const serialized = pino.stdSerializers.err(error);
  if (typeof serialized !== 'object' || serialized === null || (serialized as unknown) === error) return serialized;
  const fields = serialized as Record<string, unknown>;
  const seen = new Set<unknown>();
  for (let link = error as ErrorLike | undefined; link && typeof link === 'object' && !seen.has(link);) {
    seen.add(link);
    if (Array.isArray(link.params)) {
      const exposed = `params: ${String(link.params)}`;
      for (const key of ['message', 'stack'] as const) {
        if (typeof fields[key] === 'string') fields[key] = fields[key].replaceAll(exposed, `params: ${REDACTED}`);
      }
    }
    link = link.cause as ErrorLike | undefined;
  }
  if ('params' in fields) fields.params = REDACTED;
  // PostgreSQL puts the offending row's values in `detail` (e.g. "Key (email)=(…) already exists").
  if ('detail' in fields) fields.detail = REDACTED;
  return serialized;
}

const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  url: (url: unknown) => (typeof url === 'string' ? urlForLog(url) : url),
  err: errorForLog,
};

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers,
    ...(stream ? { stream } : {}),
  };
}
