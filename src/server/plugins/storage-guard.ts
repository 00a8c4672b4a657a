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
 * before PostgreSQL runs out and stops; pages and reads keep working. Checked for every write
 * request, so writes stop when space runs short and resume as soon as it is freed.
 */
export function registerStorageGuard(app: FastifyInstance, space: DataDirSpace | undefined) {
  if (!space || space.reserveBytes === 0) return;
  const sampled = sampledOncePerTurn(space);
  let refusing = false;
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method) || ALWAYS_ALLOWED.has(request.routeOptions.url ?? '')) return;
    const incoming = BODY_COST * (Number(request.headers['content-length']) || 0);
    const short = isShortOfSpace(sampled, incoming);
    if (!short) sampled.admit(incoming);
    if (short !== refusing) {
      refusing = short;
      if (short)
        request.log.error(
          { freeBytes: sampled.freeBytes(), reserveBytes: space.reserveBytes },
          'disk nearly full: refusing writes',
        );
      else request.log.warn({ freeBytes: sampled.freeBytes() }, 'disk space available again: accepting writes');
    }
    if (!short) return;
    return reply.code(503).header('retry-after', '60').send({
      message: 'The server is short of disk space, so nothing can be saved right now. Please try again later.',
    });
  });
}

interface SampledSpace extends DataDirSpace {
  /** Counts a write let through since the sample, so the next request of the turn sees less room. */
  admit(bytes: number): void;
}

/**
 * The free space, read from the disk (a statfs system call) once per event-loop turn instead of
 * once per request. Under load one turn reads the headers of dozens of requests, and the call was
 * a tenth of a tracking request's cost on the main thread (docs/decisions/0030). The requests of
 * one turn arrived together; within it, every request let through is subtracted from the sample,
 * so the turn admits no more than a fresh reading per request would. The next turn reads the disk
 * again: refusing starts and stops as promptly as before.
 */
function sampledOncePerTurn(space: DataDirSpace): SampledSpace {
  let free: number | null = null;
  const forget = () => (free = null);
  return {
    reserveBytes: space.reserveBytes,
    freeBytes: () => {
      if (free === null) {
        free = space.freeBytes();
        setImmediate(forget);
      }
      return free;
    },
    admit: (bytes) => {
      if (free !== null) free -= bytes;
    },
  };
}
