import { ReplyError, type Redis } from 'ioredis';

/**
 * Fixed-window counters: the tracking budgets and login budgets count with these (the rate-limit
 * plugin has stores of its own, in Redis on the same connection). Per process by default; through
 * Redis when REDIS_URL is set, so that every instance counts the same window (decision 0027). A
 * key's window starts at its first hit and lasts `windowMs`.
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
 * A memory store keeps at most this many keys. Past it, expired windows are swept and then the
 * oldest keys go: a flood of fresh addresses or sessions cannot grow it without bound (forgetting
 * an old key only ever forgives, it never blocks anyone wrongly). What is forgotten is kept to
 * the flood's own kind by giving each purpose its own store (shared-state.ts).
 */
const MEMORY_MAX_KEYS = 100_000;

/**
 * A full store makes room for a tenth of its keys at once. A sweep reads every key, and making
 * room for one key at a time put that whole scan on every new key of a flood (2.5 ms each at
 * 100,000 keys): the flood's own requests then cost the main thread more than anything else.
 */
const ROOM_MADE_WHEN_FULL = 0.1;

export function memoryCounters(now: () => number = Date.now, maxKeys = MEMORY_MAX_KEYS): Counters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const keepAtMost = Math.floor(maxKeys * (1 - ROOM_MADE_WHEN_FULL));
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    // Map keeps insertion order: the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size <= keepAtMost) break;
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
      // Two reads in one round trip, not a transaction: a Redis out of memory refuses MULTI, and
      // the fallback reads what it counted while it refuses writes.
      const [count, ttl] = await Promise.all([client.get(prefix + key), client.pttl(prefix + key)]);
      return count === null ? { count: 0, resetInMs: 0 } : { count: Number(count), resetInMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await client.del(prefix + key);
    },
  };
}

/**
 * What the fallback tells of Redis: every command it failed, and every add it took. Several
 * stores share one report (redis-outage.ts), so an outage is told once however many fall back.
 */
export interface FallbackReport {
  failed(error: unknown): void;
  /**
   * Redis took an add: it answers and has room again. (A read or a delete may pass while writes
   * are refused, so they tell nothing.)
   */
  added(): void;
}

/** An error Redis answered with (out of memory, say), as against no answer at all. */
const isRedisAnswer = (error: unknown) => error instanceof ReplyError;

/**
 * Redis counters that fall back to this process's own while Redis does not answer, or answers
 * with an error (out of memory: it refuses writes rather than evict, decision 0033). The shared
 * limits then become per-process ones instead of refusing every visitor, letting everything
 * through, or failing the request.
 *
 * A Redis that refuses writes still answers reads, so what it counted before goes on counting:
 * an add answers the process's count plus Redis's, and a block made before Redis filled up holds
 * (a flood that fills Redis does not forgive itself). A reset clears both.
 */
export function withLocalFallback(shared: Counters, local: Counters, report: FallbackReport): Counters {
  return {
    kind: shared.kind,
    async add(key, amount, windowMs, options) {
      let result: CounterReading;
      try {
        result = await shared.add(key, amount, windowMs, options);
      } catch (error) {
        report.failed(error);
        const [own, stored] = await Promise.all([
          local.add(key, amount, windowMs, options),
          isRedisAnswer(error) ? shared.read(key).catch(() => null) : null,
        ]);
        if (!stored || stored.count === 0) return own;
        // Both windows have ended when the later one has.
        return { count: own.count + stored.count, resetInMs: Math.max(own.resetInMs, stored.resetInMs) };
      }
      report.added();
      return result;
    },
    async read(key) {
      try {
        return await shared.read(key);
      } catch (error) {
        report.failed(error);
        return local.read(key);
      }
    },
    async reset(key) {
      // Also here: counts made while Redis refused writes must not outlive a reset it accepted.
      await local.reset(key);
      try {
        await shared.reset(key);
      } catch (error) {
        report.failed(error);
      }
    },
  };
}
