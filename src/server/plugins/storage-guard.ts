import type { FastifyInstance } from 'fastify';
import { isShortOfSpace, type DataDirSpace } from '#server/db/data-dir-space.js';
import { API_ROUTES } from '#shared/api-routes.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Signing in and out writes a row, but an admin must still get in to read what is stored. */
const ALWAYS_ALLOWED = new Set<string>([API_ROUTES.adminLogin, API_ROUTES.adminLogout]);
/** A stored body costs about three times its size: the row, the write-ahead log, a playable copy of audio. */
const BODY_COST = 3;

/**
 * Refuses writes with a 503 while the embedded database's disk is short of space (db/data-dir-space.ts),
 * before PostgreSQL runs out and stops; pages and reads keep working. Checked per write request
 * (one statfs call), so writes resume as soon as space is freed.
 */
export function registerStorageGuard(app: FastifyInstance, space: DataDirSpace | undefined) {
  if (!space || space.reserveBytes === 0) return;
  let refusing = false;
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method) || ALWAYS_ALLOWED.has(request.routeOptions.url ?? '')) return;
    const incoming = BODY_COST * (Number(request.headers['content-length']) || 0);
    const short = isShortOfSpace(space, incoming);
    if (short !== refusing) {
      refusing = short;
      if (short)
        request.log.error(
          { freeBytes: space.freeBytes(), reserveBytes: space.reserveBytes },
          'disk nearly full: refusing writes',
        );
      else request.log.warn({ freeBytes: space.freeBytes() }, 'disk space available again: accepting writes');
    }
    if (!short) return;
    return reply.code(503).header('retry-after', '60').send({
      message: 'The server is short of disk space, so nothing can be saved right now. Please try again later.',
    });
  });
}
