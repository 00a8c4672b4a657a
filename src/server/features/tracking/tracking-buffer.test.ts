import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { TrackingBuffer } from './tracking-buffer.js';
import type { StoredEvent } from './tracking-event.js';

const event = (n: number): StoredEvent => ({
  type: 'leave',
  sessionId: `session_${n}`,
  page: '/',
  timeOnPage: n,
  at: new Date(0),
  visitor: { ipAddress: null, city: null, state: null, deviceType: 'unknown', browserName: null },
});
const ids = (events: readonly StoredEvent[]) => events.map((e) => e.sessionId);
const logger = pino({ level: 'silent' });

describe('TrackingBuffer', () => {
  it('writes in batches of batchSize, one write at a time, in arrival order', async () => {
    const writes: string[][] = [];
    let running = 0;
    let overlapped = false;
    const buffer = new TrackingBuffer({
      logger,
      flushIntervalMs: 60_000,
      batchSize: 2,
      write: async (events) => {
        overlapped ||= running > 0;
        running += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        writes.push(ids(events));
        running -= 1;
      },
    });
    buffer.add([event(1)]);
    buffer.add([event(2), event(3)]);
    buffer.add([event(4), event(5)]);
    await buffer.close();
    expect(writes.flat()).toEqual(['session_1', 'session_2', 'session_3', 'session_4', 'session_5']);
    expect(writes.every((batch) => batch.length <= 2)).toBe(true);
    expect(overlapped).toBe(false);
    expect(buffer.add([event(6)])).toBe(false);
  });

  it('keeps a failed batch for the next flush and refuses new events beyond maxPending', async () => {
    let failing = true;
    const written: string[] = [];
    const buffer = new TrackingBuffer({
      logger,
      flushIntervalMs: 60_000,
      maxPending: 3,
      write: (events) => {
        if (failing) return Promise.reject(new Error('database unavailable'));
        written.push(...ids(events));
        return Promise.resolve();
      },
    });
    buffer.add([event(1), event(2)]);
    await buffer.flush();
    expect(buffer.size).toBe(2);
    expect(buffer.add([event(3), event(4)])).toBe(false);
    expect(buffer.add([event(3)])).toBe(true);
    expect(buffer.size).toBe(3);
    failing = false;
    await buffer.flush();
    expect(written).toEqual(['session_1', 'session_2', 'session_3']);
    expect(buffer.size).toBe(0);
    await buffer.close();
  });

  it('tells whether more events would fit, closed or not, with the same rule as add', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const buffer = new TrackingBuffer({
      logger,
      flushIntervalMs: 60_000,
      maxPending: 10,
      batchSize: 100,
      write: () => held,
    });
    expect(buffer.maxPending).toBe(10);
    expect(buffer.hasRoomFor(10)).toBe(true);
    expect(buffer.hasRoomFor(11)).toBe(false);
    buffer.add([1, 2, 3, 4, 5, 6, 7].map(event));
    expect(buffer.hasRoomFor(3)).toBe(true);
    expect(buffer.hasRoomFor(4)).toBe(false);
    expect(buffer.add([8, 9, 10, 11].map(event))).toBe(false);
    expect(buffer.add([8, 9, 10].map(event))).toBe(true);
    expect(buffer.hasRoomFor(1)).toBe(false);
    expect(buffer.hasRoomFor(0)).toBe(true);
    const flushed = buffer.flush();
    release();
    await flushed;
    expect(buffer.hasRoomFor(10)).toBe(true);
    await buffer.close();
    expect(buffer.hasRoomFor(0)).toBe(false);
  });

  it('drops only the events the database refuses as data (SQLSTATE 22/23) and writes the rest', async () => {
    const written: string[] = [];
    const refusals: unknown[] = [];
    const buffer = new TrackingBuffer({
      logger: pino({ level: 'error' }, { write: (line: string) => void refusals.push(JSON.parse(line)) }),
      flushIntervalMs: 60_000,
      write: (events) => {
        // Like drizzle: the database error is the cause of the thrown one.
        if (ids(events).some((id) => id === 'session_3' || id === 'session_6')) {
          return Promise.reject(
            Object.assign(new Error('Failed query'), {
              cause: Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' }),
            }),
          );
        }
        written.push(...ids(events));
        return Promise.resolve();
      },
    });
    buffer.add([1, 2, 3, 4, 5, 6, 7].map(event));
    await buffer.flush();
    expect(written.sort()).toEqual(['session_1', 'session_2', 'session_4', 'session_5', 'session_7']);
    expect(buffer.size).toBe(0);
    expect(refusals).toHaveLength(2);
    expect(refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sessionId: 'session_3', msg: 'tracking event refused by the database; dropped' }),
      ]),
    );
    await buffer.close();
  });

  it('writes lanes in parallel while keeping each session in order', async () => {
    const written: string[][] = [];
    let running = 0;
    let parallel = 0;
    const buffer = new TrackingBuffer({
      logger,
      flushIntervalMs: 60_000,
      lanes: 3,
      batchSize: 2,
      write: async (events) => {
        running += 1;
        parallel = Math.max(parallel, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        written.push(events.map((e) => `${e.sessionId}:${(e as { timeOnPage: number }).timeOnPage}`));
        running -= 1;
      },
    });
    const events = Array.from({ length: 30 }, (_, n) => ({ ...event(n), sessionId: `session_${n % 6}` }));
    buffer.add(events);
    await buffer.close();
    const all = written.flat();
    expect(all).toHaveLength(30);
    expect(parallel).toBeGreaterThan(1);
    for (let session = 0; session < 6; session += 1) {
      const order = all
        .filter((entry) => entry.startsWith(`session_${session}:`))
        .map((entry) => Number(entry.split(':')[1]));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('flushes on its timer', async () => {
    const written: string[] = [];
    const buffer = new TrackingBuffer({
      logger,
      flushIntervalMs: 20,
      write: (events) => {
        written.push(...ids(events));
        return Promise.resolve();
      },
    });
    buffer.add([event(1)]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(written).toEqual(['session_1']);
    await buffer.close();
  });
});
