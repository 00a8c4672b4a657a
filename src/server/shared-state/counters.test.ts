import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryCounters, redisCounters, withLocalFallback, type Counters } from './counters.js';
import { REDIS_TEST_URL } from '#server/test-support/redis.js';

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
  it('counts in this process while Redis does not answer, says so once, and says when it is back', async () => {
    const events: string[] = [];
    let down = true;
    const failing: Counters = {
      kind: 'redis',
      add: (key, amount, windowMs) =>
        down ? Promise.reject(new Error('connection refused')) : memoryCounters().add(key, amount, windowMs),
      read: () => Promise.reject(new Error('connection refused')),
      reset: () => Promise.reject(new Error('connection refused')),
    };
    const counters = withLocalFallback(
      failing,
      memoryCounters(),
      () => events.push('fallback'),
      () => events.push('recovered'),
    );
    expect((await counters.add('x', 1, 60_000)).count).toBe(1);
    expect((await counters.add('x', 1, 60_000)).count).toBe(2);
    expect(events).toEqual(['fallback']);
    down = false;
    await counters.add('x', 1, 60_000);
    expect(events).toEqual(['fallback', 'recovered']);
  });
});
