import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { memoryCounters, redisCounters, withLocalFallback, type Counters } from './counters.js';
import { openRedis, redisReady } from './redis-client.js';
import { redisOutageReport } from './redis-outage.js';

/**
 * What the counts are for. Each purpose has its own bounded store in this process, so keys of
 * one purpose only ever push out keys of the same purpose: a flood of new visitor sessions
 * cannot make the process forget a login block (decision 0033).
 */
export interface CountersByPurpose {
  /** Login budgets (per address, per device token, for the whole site): what guards the admin. */
  security: Counters;
  /** Tracking budgets: per address and per visitor session, one key per session a flood invents. */
  tracking: Counters;
  /** The rate-limit plugin's limits (rate-limit-store.ts): per address and route. */
  rateLimits: Counters;
}

/**
 * What every instance must count together: with REDIS_URL, in Redis; without it, in this process
 * (one instance needs nothing more). The rate-limit plugin gets the same Redis connection.
 */
export interface SharedState {
  counters: CountersByPurpose;
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
  const local: CountersByPurpose = {
    security: memoryCounters(options.now),
    tracking: memoryCounters(options.now),
    rateLimits: memoryCounters(options.now),
  };
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
  // In Redis the purposes share one key space (their keys are named apart); Redis itself never
  // evicts them (compose.yaml: noeviction). While it does not answer, or refuses writes, each
  // purpose counts in its own store here.
  const shared = redisCounters(redis, prefix);
  const report = redisOutageReport(logger);
  return {
    counters: {
      security: withLocalFallback(shared, local.security, report),
      tracking: withLocalFallback(shared, local.tracking, report),
      rateLimits: withLocalFallback(shared, local.rateLimits, report),
    },
    redis,
    prefix,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
