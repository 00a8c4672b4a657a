import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator: equal tags mean the same data as far as the dashboard is concerned. */
export function weakEtag(text: string): string {
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}

/** If-None-Match matches when it is `*` or lists the tag (weak comparison, RFC 9110 §13.1.2). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends `value` as the route's JSON 200 answer with a weak ETag, or a bodiless 304 when the client
 * already holds it: the dashboard polls every 10 s and an unchanged list then costs no body. The tag
 * is computed over `tagged` (default: the answer itself), so a field that changes on every request
 * without changing what is shown (the analytics window's "now") can be left out of it.
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, value: unknown, tagged: unknown = value) {
  // reply.serialize uses the route's response schema for 200, as a plain `return value` would.
  const body = reply.serialize(value) as string;
  const etag = weakEtag(tagged === value ? body : JSON.stringify(tagged));
  reply.header('etag', etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
