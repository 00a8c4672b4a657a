import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Counters } from './counters.js';

/**
 * The rate-limit plugin's store on our counters (decision 0033), so its limits (leads, voicemail,
 * tracking requests, stream opens) count where the budgets count: in Redis when REDIS_URL is set,
 * and in this process while Redis is away or full and refuses writes. The plugin's own Redis store
 * lets every request through in that state (skipOnError), and a Redis that refuses writes rather
 * than evict can be filled on purpose: the limits would then be off for whoever filled it.
 *
 * The plugin calls `new Store(globalParams)`, then `child(params)` for each route with a limit of
 * its own (the params carry the route as `routeInfo`, as its Redis store reads them), and
 * `incr(key, callback, timeWindow)` per request.
 */
interface ChildParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

function storeUnder(counters: Counters, prefix: string): FastifyRateLimitStore {
  return {
    incr(key, callback, timeWindow) {
      counters.add(prefix + key, 1, timeWindow).then(
        (reading) => callback(null, { current: reading.count, ttl: reading.resetInMs }),
        (error: Error) => callback(error),
      );
    },
    child(params) {
      const { method = '', url = '' } = (params as ChildParams).routeInfo ?? {};
      return storeUnder(counters, `${prefix}${String(method)}${url}-`);
    },
  };
}

export function rateLimitStore(counters: Counters, namespace = 'rate-limit:'): FastifyRateLimitStoreCtor {
  // A class because the plugin constructs it; each route's child is a plain object.
  return class CounterRateLimitStore implements FastifyRateLimitStore {
    private readonly store = storeUnder(counters, namespace);
    incr: FastifyRateLimitStore['incr'] = (...args) => this.store.incr(...args);
    child: FastifyRateLimitStore['child'] = (params) => this.store.child(params);
  };
}
