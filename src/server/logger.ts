import type { FastifyServerOptions } from 'fastify';

/**
 * pino settings. Request logs carry method, URL and status only; the redaction list is a second
 * line of defence so a careless log call still cannot write secrets or a visitor's details.
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

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
