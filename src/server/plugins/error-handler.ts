import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error, status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ message: 'Internal server error' });
  });
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
