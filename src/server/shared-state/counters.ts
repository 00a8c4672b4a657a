import type { Redis } from 'ioredis';

/**
 * Fixed-window counters: the rate limits, tracking budgets and login budgets count with these.
 * Per process by default; through Redis when REDIS_URL is set, so that every instance counts the
 * same window (decision 0027). A key's window starts at its first hit and lasts `windowMs`.
 */
export interface Counters {
  /** Adds `amount` to the key's count in its current window and answers the new count. */
  add(key: string, amount: number, windowMs: number, options?: AddOptions): Promise<CounterReading>;
  /** The key's count in its current window (0 when none), without changing it. */
  read(key: string): Promise<CounterReading>;
  /** Forgets the key (a successful login clears its failures). */
  reset(key: string): Promise<void>;
  /** 'redis' when the counts are shared by every instance. */
  readonly kind: 'memory' | 'redis';
}

export interface AddOptions {
  /**
   * Start the window again at this add: the count then lasts `windowMs` after its latest add
   * instead of after its first. A login block that whoever keeps trying keeps alive.
   */
  restartWindow?: boolean;
}

export interface CounterReading {
  count: number;
  /** Milliseconds until the window ends and the count starts again from 0. */
  resetInMs: number;
}

/**
 * The memory store keeps at most this many keys. Past it, expired windows are swept and then the
 * oldest keys go: a flood of fresh addresses or sessions cannot grow it without bound (forgetting
 * an old key only ever forgives, it never blocks anyone wrongly).
 */
const MEMORY_MAX_KEYS = 100_000;

export function memoryCounters(now: () => number = Date.now, maxKeys = MEMORY_MAX_KEYS): Counters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    // Map keeps insertion order: the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };
  const current = (key: string, at: number) => {
    const window = windows.get(key);
    return window && window.endsAt > at ? window : undefined;
  };
  return {
    kind: 'memory',
    add(key, amount, windowMs, options) {
      const at = now();
      let window = current(key, at);
      if (!window || options?.restartWindow) {
        const count = window?.count ?? 0;
        // Deleted and set again: the key moves to the end of the map's order, as the newest window.
        windows.delete(key);
        if (windows.size >= maxKeys) sweep(at);
        window = { count, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += amount;
      return Promise.resolve({ count: window.count, resetInMs: window.endsAt - at });
    },
    read(key) {
      const at = now();
      const window = current(key, at);
      return Promise.resolve(
        window ? { count: window.count, resetInMs: window.endsAt - at } : { count: 0, resetInMs: 0 },
      );
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}

/**
 * INCRBY and the window's expiry in one step on the Redis server, so two instances adding at once
 * both count and the window is set exactly once (or, with ARGV[3] = 1, restarted at every add).
 */
const ADD_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 or ARGV[3] == '1' then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

type RedisWithAdd = Redis & {
  counterAdd(key: string, amount: number, windowMs: number, restartWindow: 0 | 1): Promise<[number, number]>;
};

/** Counters in Redis under `prefix`, shared by every instance that uses the same Redis and prefix. */
export function redisCounters(redis: Redis, prefix: string): Counters {
  const client = redis as RedisWithAdd;
  if (typeof client.counterAdd !== 'function') client.defineCommand('counterAdd', { numberOfKeys: 1, lua: ADD_SCRIPT });
  return {
    kind: 'redis',
    async add(key, amount, windowMs, options) {
      const [count, ttl] = await client.counterAdd(prefix + key, amount, windowMs, options?.restartWindow ? 1 : 0);
      return { count: Number(count), resetInMs: Number(ttl) };
    },
    async read(key) {
      const [[, count], [, ttl]] = (await client
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[Error | null, string | null], [Error | null, number]];
      return count === null ? { count: 0, resetInMs: 0 } : { count: Number(count), resetInMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await client.del(prefix + key);
    },
  };
}

/**
 * Redis counters that fall back to this process's own while Redis does not answer: a Redis outage
 * turns the shared limits into per-process ones (logged once per outage) instead of refusing
 * every visitor or letting everything through.
 */
export function withLocalFallback(
  shared: Counters,
  local: Counters,
  onFallback: (error: unknown) => void,
  onRecovered: () => void,
): Counters {
  let failing = false;
  const guarded =
    <A extends unknown[], R>(call: (store: Counters, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await call(shared, ...args);
        if (failing) {
          failing = false;
          onRecovered();
        }
        return result;
      } catch (error) {
        if (!failing) {
          failing = true;
          onFallback(error);
        }
        return call(local, ...args);
      }
    };
  return {
    kind: shared.kind,
    add: guarded((store, key: string, amount: number, windowMs: number, options?: AddOptions) =>
      store.add(key, amount, windowMs, options),
    ),
    read: guarded((store, key: string) => store.read(key)),
    reset: guarded((store, key: string) => store.reset(key)),
  };
}
