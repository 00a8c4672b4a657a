import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('ConcurrencyLimit', () => {
  it('runs at most N tasks at once, in arrival order', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        limit.run(async () => {
          order.push(i);
          running++;
          peak = Math.max(peak, running);
          await tick();
          running--;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('frees the slot when a task fails, and lets a waiting caller give up', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let release: () => void = () => {};
    const busy = limit.run(() => new Promise<void>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const waiting = limit.run(() => Promise.resolve('never'), controller.signal);
    controller.abort(new Error('gave up'));
    await expect(waiting).rejects.toThrow('gave up');
    release();
    await busy;
    expect(await limit.run(() => Promise.resolve('next'))).toBe('next');
  });
});
