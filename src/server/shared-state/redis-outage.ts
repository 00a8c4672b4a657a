import type { FastifyBaseLogger } from 'fastify';
import type { FallbackReport } from './counters.js';

/** Redis's answer to a write it has no room for (maxmemory reached under `noeviction`). */
const isOutOfMemory = (error: unknown) => error instanceof Error && error.message.startsWith('OOM');

/**
 * The one report every Redis-backed store falls back through: an outage is logged once when it
 * begins, however many stores fall back, and once when Redis takes an add again. A full Redis is
 * named as such, since its remedy (more memory) is not an unreachable one's.
 */
export function redisOutageReport(logger: FastifyBaseLogger): FallbackReport {
  let failing = false;
  return {
    failed(error) {
      if (failing) return;
      failing = true;
      logger.error(
        { err: error },
        isOutOfMemory(error)
          ? 'Redis is out of memory and refuses writes: limits are per process until it takes them again'
          : 'Redis not answering: limits are per process until it does',
      );
    },
    added() {
      if (!failing) return;
      failing = false;
      logger.info('Redis answering again: limits are shared again');
    },
  };
}
