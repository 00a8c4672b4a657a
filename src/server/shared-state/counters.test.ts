import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCounters, redisCounters, withLocalFallback, type Counters } from './counters.js';
import { startPrivateRedis, type PrivateRedis } from '#server/test-support/private-redis.js';
import { REDIS_TEST_URL } from '#server/test-support/redis.js';
import { redisOutageReport } from './redis-outage.js';

const redis = new Redis(REDIS_TEST_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(() => redis.quit());

const stores: Array<[string, () => Counters]> = [
  ['memory', () => memoryCounters()],
  ['redis', () => redisCounters(redis, `test:${randomBytes(6).toString('hex')}:`)],
];

describe.each(stores)('counters in %s', (_kind, open) => {
  it('adds within a window, reads without adding, and resets', async () => {
    const counters = open();
    expect(await counters.read('a')).toEqual({ count: 0, resetInMs: 0 });
    expect((await counters.add('a', 3, 60_000)).count).toBe(3);
    const second = await counters.add('a', 2, 60_000);
    expect(second.count).toBe(5);
    expect(second.resetInMs).toBeGreaterThan(50_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await counters.read('a')).count).toBe(5);
    expect((await counters.read('b')).count).toBe(0);
    await counters.reset('a');
    expect((await counters.read('a')).count).toBe(0);
  });

  it('starts again from zero once the window has passed', async () => {
    const counters = open();
    await counters.add('w', 4, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await counters.read('w')).count).toBe(0);
    expect((await counters.add('w', 1, 50)).count).toBe(1);
  });

  it('restarts the window at an add that asks for it, keeping the count', async () => {
    const counters = open();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await counters.add('restarted', 2, 600);
    await counters.add('fixed', 1, 600);
    await sleep(400);
    const restarted = await counters.add('restarted', 1, 600, { restartWindow: true });
    expect(restarted.count).toBe(3);
    expect(restarted.resetInMs).toBeGreaterThan(400);
    // A plain add to a live window leaves its end where it was.
    expect((await counters.add('fixed', 1, 600)).resetInMs).toBeLessThanOrEqual(200);
    // Past the first window's end, the restarted one still holds the count...
    await sleep(400);
    expect((await counters.read('restarted')).count).toBe(3);
    expect((await counters.read('fixed')).count).toBe(0);
    // ...until its own end.
    await sleep(400);
    expect((await counters.read('restarted')).count).toBe(0);
  });

  it('counts every one of many adds that arrive at once', async () => {
    const counters = open();
    await Promise.all(Array.from({ length: 200 }, () => counters.add('burst', 1, 60_000)));
    expect((await counters.read('burst')).count).toBe(200);
  });
});

describe('counters shared through Redis', () => {
  it('two stores on one Redis and prefix count together; another prefix counts apart', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const first = redisCounters(redis, prefix);
    const second = redisCounters(redis, prefix);
    const other = redisCounters(redis, `${prefix}other:`);
    await first.add('ip', 2, 60_000);
    await second.add('ip', 3, 60_000);
    expect((await first.read('ip')).count).toBe(5);
    expect((await other.read('ip')).count).toBe(0);
  });
});

describe('memory counters', () => {
  it('hold at most their key limit, forgetting the oldest windows first', async () => {
    const counters = memoryCounters(Date.now, 100);
    for (let index = 0; index < 1000; index += 1) await counters.add(`k${index}`, 1, 60_000);
    expect((await counters.read('k999')).count).toBe(1);
    expect((await counters.read('k0')).count).toBe(0);
  });
});

describe('the local fallback', () => {
  /** A logger that keeps what it was told, as `level: message`. */
  const recorder = () => {
    const lines: string[] = [];
    const logger = {
      error: (_fields: unknown, message: string) => lines.push(`error: ${message}`),
      info: (message: string) => lines.push(`info: ${message}`),
    } as unknown as FastifyBaseLogger;
    return { lines, report: redisOutageReport(logger) };
  };

  it('counts in this process while Redis does not answer, says so once for every store, and says when it is back', async () => {
    const { lines, report } = recorder();
    let down = true;
    const failing: Counters = {
      kind: 'redis',
      add: (key, amount, windowMs) =>
        down ? Promise.reject(new Error('connection refused')) : memoryCounters().add(key, amount, windowMs),
      read: () => Promise.reject(new Error('connection refused')),
      reset: () => Promise.reject(new Error('connection refused')),
    };
    const security = withLocalFallback(failing, memoryCounters(), report);
    const tracking = withLocalFallback(failing, memoryCounters(), report);
    expect((await security.add('x', 1, 60_000)).count).toBe(1);
    expect((await security.add('x', 1, 60_000)).count).toBe(2);
    expect((await tracking.add('x', 5, 60_000)).count).toBe(5);
    expect(lines).toEqual(['error: Redis not answering: limits are per process until it does']);
    down = false;
    await tracking.add('x', 1, 60_000);
    await security.add('x', 1, 60_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('info: Redis answering again: limits are shared again');
  });

  describe('with a Redis that is full', () => {
    let full: PrivateRedis;
    beforeAll(async () => {
      full = await startPrivateRedis();
    });
    afterAll(() => full?.stop());

    it('counts in this process while Redis refuses writes, on top of what Redis holds, and names the cause', async () => {
      const { lines, report } = recorder();
      const redisStore = redisCounters(full.client, 'site:');
      const counters = withLocalFallback(redisStore, memoryCounters(), report);
      expect((await counters.add('login:address:a', 3, 60_000)).count).toBe(3);
      expect((await counters.add('login:address:b', 2, 60_000)).count).toBe(2);
      // Past its memory limit, Redis under noeviction keeps every key and refuses to write.
      await full.client.config('SET', 'maxmemory', '1');
      await expect(redisStore.add('login:address:a', 1, 60_000)).rejects.toThrow(/^OOM /);
      // Redis's 3 still count: a block made before it filled up holds.
      expect((await counters.add('login:address:a', 1, 60_000)).count).toBe(4);
      const fifth = await counters.add('login:address:a', 1, 60_000);
      expect(fifth.count).toBe(5);
      expect(fifth.resetInMs).toBeGreaterThan(50_000);
      expect((await counters.add('login:address:new', 1, 60_000)).count).toBe(1);
      expect(await full.client.get('site:login:address:a')).toBe('3');
      // A reset (a delete passes) forgets both counts; a read passing tells nothing of writes.
      await counters.add('login:address:b', 1, 60_000);
      await counters.reset('login:address:b');
      expect((await counters.add('login:address:b', 1, 60_000)).count).toBe(1);
      await counters.read('login:address:a');
      expect(lines).toEqual([
        'error: Redis is out of memory and refuses writes: limits are per process until it takes them again',
      ]);
      // Room again: the counts are Redis's alone once more.
      await full.client.config('SET', 'maxmemory', '0');
      expect((await counters.add('login:address:a', 1, 60_000)).count).toBe(4);
      expect(lines.at(-1)).toBe('info: Redis answering again: limits are shared again');
    });
  });
});
