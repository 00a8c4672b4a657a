import { describe, expect, it } from 'vitest';
import { ReadSnapshot, ReadSnapshots } from './read-snapshot.js';

/** A read whose answers the test releases one by one, counting how many were started. */
function controlledRead() {
  const pending: Array<(value: number) => void> = [];
  let started = 0;
  return {
    read: () =>
      new Promise<number>((resolve) => {
        started++;
        pending.push(resolve);
      }),
    get started() {
      return started;
    },
    /** Answers the oldest read still waiting. */
    answer(value: number) {
      pending.shift()!(value);
    },
  };
}

const flushPromises = () => new Promise((resolve) => setImmediate(resolve));

function setup() {
  let clock = 1_000;
  let writesPending = false;
  const errors: unknown[] = [];
  const reads = controlledRead();
  const snapshot = new ReadSnapshot(reads.read, {
    writesPending: () => writesPending,
    refreshAfterMs: 2000,
    maxAgeMs: 10_000,
    onRefreshError: (error) => errors.push(error),
    now: () => clock,
  });
  return {
    snapshot,
    reads,
    errors,
    advance: (ms: number) => (clock += ms),
    setWritesPending: (value: boolean) => (writesPending = value),
  };
}

describe('ReadSnapshot', () => {
  it('reads fresh for every request while no write is pending', async () => {
    const { snapshot, reads } = setup();
    const first = snapshot.get();
    reads.answer(1);
    expect(await first).toBe(1);
    const second = snapshot.get();
    expect(reads.started).toBe(2);
    reads.answer(2);
    expect(await second).toBe(2);
  });

  it('serves the last answer while writes are pending, refreshing it in the background once, after refreshAfterMs', async () => {
    const { snapshot, reads, advance, setWritesPending } = setup();
    const fresh = snapshot.get();
    reads.answer(1);
    await fresh;
    setWritesPending(true);
    advance(1000);
    expect(await snapshot.get()).toBe(1);
    expect(reads.started).toBe(1);
    advance(1500);
    // Older than 2 s: still served at once, one recomputation begins, and only one.
    expect(await snapshot.get()).toBe(1);
    expect(await snapshot.get()).toBe(1);
    expect(reads.started).toBe(2);
    reads.answer(2);
    await flushPromises();
    expect(await snapshot.get()).toBe(2);
    expect(reads.started).toBe(2);
  });

  it('makes requests wait for one shared fresh read when there is no snapshot or it is past maxAgeMs', async () => {
    const { snapshot, reads, advance, setWritesPending } = setup();
    setWritesPending(true);
    const waiting = [snapshot.get(), snapshot.get(), snapshot.get()];
    expect(reads.started).toBe(1);
    reads.answer(7);
    expect(await Promise.all(waiting)).toEqual([7, 7, 7]);

    advance(10_001);
    const late = [snapshot.get(), snapshot.get()];
    expect(reads.started).toBe(2);
    reads.answer(8);
    expect(await Promise.all(late)).toEqual([8, 8]);
  });

  it('keeps serving the snapshot when a background refresh fails, and reports the failure', async () => {
    let fail = false;
    let clock = 0;
    const errors: unknown[] = [];
    const snapshot = new ReadSnapshot(() => (fail ? Promise.reject(new Error('database gone')) : Promise.resolve(1)), {
      writesPending: () => true,
      refreshAfterMs: 2000,
      maxAgeMs: 10_000,
      onRefreshError: (error) => errors.push(error),
      now: () => clock,
    });
    expect(await snapshot.get()).toBe(1);
    fail = true;
    clock = 3000;
    expect(await snapshot.get()).toBe(1);
    await flushPromises();
    expect(errors).toEqual([new Error('database gone')]);
    expect(await snapshot.get()).toBe(1);
    // Past maxAgeMs the request itself waits for the read, and sees its failure.
    clock = 11_000;
    await expect(snapshot.get()).rejects.toThrow('database gone');
  });

  it('keeps one snapshot per key', async () => {
    const asked: number[] = [];
    const snapshots = new ReadSnapshots((limit: number) => Promise.resolve(asked.push(limit) && limit * 10), {
      writesPending: () => true,
      refreshAfterMs: 2000,
      maxAgeMs: 10_000,
      onRefreshError: () => {},
    });
    expect(await snapshots.get(20)).toBe(200);
    expect(await snapshots.get(50)).toBe(500);
    expect(await snapshots.get(20)).toBe(200);
    expect(asked).toEqual([20, 50]);
  });
});
