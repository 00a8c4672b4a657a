import { Redis } from 'ioredis';

/**
 * The Redis connection for shared limits (REDIS_URL). A limit must answer within a request, so
 * commands fail fast while Redis is away (no offline queue, one retry) and the counters fall back
 * to per-process counts (counters.ts); the client keeps reconnecting in the background.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnect at once, then back off to at most 2 s between attempts.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    lazyConnect: false,
  });
}

/** Resolves once the client is connected, or rejects after `timeoutMs`. */
export function redisReady(redis: Redis, timeoutMs = 3000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Redis did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const onReady = () => {
      cleanup();
      resolve();
    };
    const cleanup = () => {
      clearTimeout(timer);
      redis.off('ready', onReady);
    };
    redis.on('ready', onReady);
  });
}
