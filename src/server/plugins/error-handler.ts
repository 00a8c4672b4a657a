import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '#server/db/database-unavailable.js';

/**
 * One error shape for every failure: `{ message, errors? }`. Client mistakes keep their 4xx and a
 * readable message; anything unexpected becomes a bare 500 so no stack, SQL or internals leak.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const summary = errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ');
      return reply.code(400).send({ message: summary || 'Invalid request', errors });
    }
    const status = error.statusCode ?? 500;
    // The client's side first: Fastify gives a 4xx to what failed there, such as a body the client
    // stopped sending (Node's 'aborted', code ECONNRESET). That code is the client's socket, not
    // the database's, so it is no reason for a 503 or a 'database unavailable' alarm.
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error, status) });
    }
    if (isDatabaseUnavailable(error)) {
      // A full disk, a stopped or unreachable database: nothing was saved, and retrying later can work.
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '30')
        .send({ message: 'The service is temporarily unavailable; please try again shortly' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ message: 'Internal server error' });
  });
}

/**
 * Fastify answers a URL it cannot decode (`/%`) or route before any hook runs, with its own body
 * and none of the security headers; this gives those answers the usual shape and headers.
 */
export function frameworkErrorAnswer(headers: Record<string, string>): FastifyServerOptions['frameworkErrors'] {
  return (error, _request, reply) => {
    const status = error.statusCode ?? 400;
    const message =
      error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not a valid URL'
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'The address is too long'
          : status < 500
            ? 'Bad request'
            : 'Internal server error';
    void (reply as FastifyReply).headers(headers).code(status).send({ message });
  };
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
}

/** Fastify's own messages are fine for most client errors; a few are rewritten to be plain English. */
function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON (Content-Type: application/json)';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty; send a JSON object';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Content-Length does not match the body';
    default:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'Malformed JSON body';
      return status === 429 ? error.message || 'Too many requests' : error.message || 'Bad request';
  }
}
