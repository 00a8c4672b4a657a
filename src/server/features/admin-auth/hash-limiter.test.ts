import { describe, expect, it } from 'vitest';
import { HashLimiter, HashLimiterBusyError, type HashLane } from './hash-limiter.js';

/** Tasks that hold their slot until released, recording the order they started in. */
function heldTasks(limiter: HashLimiter) {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const start = (name: string, lane: HashLane) =>
    limiter.run(async () => {
      started.push(name);
      await new Promise<void>((resolve) => releases.set(name, resolve));
    }, lane);
  const release = async (name: string) => {
    releases.get(name)!();
    // Let the finished task hand its slot on.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { started, start, release, settle };
}

describe('hash limiter', () => {
  it('runs at most 2 hashes at once and refuses work beyond its queue', async () => {
    const limiter = new HashLimiter({ openSlots: 2, maxQueued: 2 });
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const task = () =>
      limiter.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      });
    const accepted = [task(), task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(HashLimiterBusyError);
    while (releases.length || running) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
    expect(limiter.started).toEqual({ open: 4, device: 0 });
  });

  it('keeps a slot for device attempts that open attempts never take, even with their queue full', async () => {
    const limiter = new HashLimiter({ openSlots: 2, maxQueued: 2, reservedSlots: 1 });
    const { started, start, release, settle } = heldTasks(limiter);
    const open = ['o1', 'o2', 'o3', 'o4'].map((name) => start(name, 'open'));
    await settle();
    await expect(start('o5', 'open')).rejects.toBeInstanceOf(HashLimiterBusyError);
    expect(started).toEqual(['o1', 'o2']);

    const device = start('d1', 'device');
    await settle();
    expect(started).toEqual(['o1', 'o2', 'd1']);
    // While the device hash runs, no open one starts in a freed slot...
    await release('o1');
    expect(started).toEqual(['o1', 'o2', 'd1']);
    // ...and once it is done, open ones take their slots again.
    await release('d1');
    await device;
    expect(started).toEqual(['o1', 'o2', 'd1', 'o3']);
    for (const name of ['o2', 'o3', 'o4']) await release(name);
    await Promise.all(open);
    expect(limiter.started).toEqual({ open: 4, device: 1 });
  });

  it('serves waiting device attempts before open ones that waited longer', async () => {
    const limiter = new HashLimiter({ openSlots: 1, maxQueued: 4, reservedSlots: 1 });
    const { started, start, release, settle } = heldTasks(limiter);
    const all = [start('o1', 'open'), start('d1', 'device'), start('o2', 'open')];
    await settle();
    // Both slots are taken: the next device attempt waits, ahead of o2.
    all.push(start('d2', 'device'));
    await settle();
    expect(started).toEqual(['o1', 'd1']);
    await release('o1');
    expect(started).toEqual(['o1', 'd1', 'd2']);
    await release('d1');
    expect(started).toEqual(['o1', 'd1', 'd2']);
    await release('d2');
    expect(started).toEqual(['o1', 'd1', 'd2', 'o2']);
    await release('o2');
    await Promise.all(all);
  });

  it('runs at most two hashes at once by default: one tokenless, one kept for a device token', async () => {
    const limiter = new HashLimiter();
    const { started, start, release, settle } = heldTasks(limiter);
    const all = [start('o1', 'open'), start('o2', 'open'), start('d1', 'device'), start('d2', 'device')];
    await settle();
    expect(started).toEqual(['o1', 'd1']);
    for (const name of ['o1', 'd1', 'd2', 'o2']) await release(name);
    await Promise.all(all);
    expect(started).toEqual(['o1', 'd1', 'd2', 'o2']);
  });

  it('answers "busy" to an attempt that waited too long for a slot, and hands the slot on as usual', async () => {
    const limiter = new HashLimiter({ maxWaitMs: 50 });
    const { started, start, release, settle } = heldTasks(limiter);
    const first = start('o1', 'open');
    const tooLong = start('o2', 'open');
    const afterIt = start('o3', 'open');
    await expect(tooLong).rejects.toBeInstanceOf(HashLimiterBusyError);
    await expect(afterIt).rejects.toBeInstanceOf(HashLimiterBusyError);
    await release('o1');
    await first;
    const next = start('o4', 'open');
    await settle();
    expect(started).toEqual(['o1', 'o4']);
    await release('o4');
    await next;
  });
});
