import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { memoryCounters, redisCounters, withLocalFallback, type Counters } from './counters.js';
import { openRedis, redisReady } from './redis-client.js';

/**
 * What every instance must count together: with REDIS_URL, in Redis; without it, in this process
 * (one instance needs nothing more). The rate-limit plugin gets the same Redis connection.
 */
export interface SharedState {
  counters: Counters;
  /** The Redis connection, or null when the counts are per process. */
  redis: Redis | null;
  /** Key prefix in Redis: instances of one site share it, other sites on the same Redis do not. */
  prefix: string;
  close(): Promise<void>;
}

export async function openSharedState(options: {
  redisUrl: string | undefined;
  prefix: string;
  logger: FastifyBaseLogger;
  now?: () => number;
}): Promise<SharedState> {
  const local = memoryCounters(options.now);
  if (!options.redisUrl)
    return { counters: local, redis: null, prefix: options.prefix, close: () => Promise.resolve() };
  const { logger, prefix } = options;
  const redis = openRedis(options.redisUrl);
  // Connection errors are reported by the fallback below, once per outage, not on every retry.
  redis.on('error', () => {});
  try {
    await redisReady(redis);
    logger.info({ shared: 'redis' }, 'limits and budgets are shared through Redis');
  } catch (error) {
    // The site still starts: limits are per process until Redis answers.
    logger.error({ err: error }, 'Redis unreachable at start: limits are per process until it answers');
  }
  const counters = withLocalFallback(
    redisCounters(redis, prefix),
    local,
    (error) => logger.error({ err: error }, 'Redis not answering: limits are per process until it does'),
    () => logger.info('Redis answering again: limits are shared again'),
  );
  return {
    counters,
    redis,
    prefix,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
