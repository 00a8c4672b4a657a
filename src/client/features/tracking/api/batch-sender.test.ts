import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackingEvent } from '#shared/tracking-schemas.js';
import { trackingBatchSchema } from '#shared/tracking-schemas.js';
import { batchBodies, createBatchQueue, createSender, type QueuedEvent } from './batch-sender.js';
import { FLUSH_DELAY_MS, LIMITS } from '#client/features/tracking/tracking-config.js';

const click = (n: number): TrackingEvent => ({
  type: 'click',
  sessionId: 'session_1_abc',
  page: '/',
  elementId: `b${n}`,
  elementClass: null,
  elementTag: 'button',
  elementText: 'é'.repeat(100),
  clickX: n,
  clickY: n,
});

const queued = (count: number, at = 1000): QueuedEvent[] =>
  Array.from({ length: count }, (_, n) => ({ at, event: click(n) }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('batchBodies', () => {
  it('sends a JSON array the server schema accepts, with ageMs', () => {
    const [body, ...rest] = batchBodies(queued(2, 1000), 1500);
    expect(rest).toEqual([]);
    const events = JSON.parse(body!) as TrackingEvent[];
    expect(events.map((event) => event.ageMs)).toEqual([500, 500]);
    expect(trackingBatchSchema.safeParse(events).success).toBe(true);
  });

  it('clamps ageMs to what the server accepts', () => {
    const [body] = batchBodies(
      [
        { at: 0, event: click(0) },
        { at: 5000, event: click(1) },
      ],
      LIMITS.maxEventAgeMs * 2,
    );
    expect((JSON.parse(body!) as TrackingEvent[]).map((event) => event.ageMs)).toEqual([
      LIMITS.maxEventAgeMs,
      LIMITS.maxEventAgeMs,
    ]);
    const [future] = batchBodies([{ at: 2000, event: click(0) }], 1000);
    expect((JSON.parse(future!) as TrackingEvent[])[0]?.ageMs).toBe(0);
  });

  it('splits by event count', () => {
    const bodies = batchBodies(queued(450), 1000, LIMITS.maxBatchEvents, 10_000_000);
    expect(bodies.map((body) => (JSON.parse(body) as unknown[]).length)).toEqual([200, 200, 50]);
  });

  it('splits by UTF-8 bytes and keeps every event', () => {
    const bodies = batchBodies(queued(100), 1000, 200, 4096);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(4096);
    expect(bodies.flatMap((body) => JSON.parse(body) as unknown[])).toHaveLength(100);
  });

  it('drops an event too large for any body and sends nothing for an empty queue', () => {
    expect(batchBodies(queued(1), 1000, 200, 100)).toEqual([]);
    expect(batchBodies([], 1000)).toEqual([]);
  });
});

describe('createBatchQueue', () => {
  it('flushes once, FLUSH_DELAY_MS after the first event, and runs no timer while empty', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const queue = createBatchQueue(send, () => 3000);
    expect(vi.getTimerCount()).toBe(0);
    queue.add(1000, click(1));
    queue.add(2000, click(2));
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1]).toBe(false);
    expect((JSON.parse(send.mock.calls[0]?.[0] as string) as TrackingEvent[]).map((event) => event.ageMs)).toEqual([
      2000, 1000,
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('flushes at once when leaving, and not twice', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const queue = createBatchQueue(send);
    queue.add(Date.now(), click(1));
    queue.flush(true);
    queue.flush(true);
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1]).toBe(true);
  });
});

describe('createSender', () => {
  const ok = () => Promise.resolve(new Response('{}', { status: 200 }));

  it('posts JSON with keepalive while the page stays', () => {
    const fetch = vi.fn(ok);
    const sendBeacon = vi.fn(() => true);
    createSender('/api/track-events', { fetch, sendBeacon })('[1]', false);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith('/api/track-events', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: '[1]',
    });
  });

  it('uses a text/plain beacon when leaving, and fetch when the beacon is refused', async () => {
    const fetch = vi.fn(ok);
    const blobs: Blob[] = [];
    let accept = true;
    const send = createSender('/api/track-events', {
      fetch,
      sendBeacon: (_url, data) => {
        blobs.push(data);
        return accept;
      },
    });
    send('[1]', true);
    expect(fetch).not.toHaveBeenCalled();
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    expect(await blobs[0]?.text()).toBe('[1]');
    accept = false;
    send('[2]', true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('only warns on failure and stops after three failures in a row', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(() => Promise.resolve(new Response('', { status: 500 })));
    const send = createSender('/x', { fetch });
    for (let n = 0; n < 5; n += 1) {
      send('[]', false);
      await Promise.resolve();
      await Promise.resolve();
    }
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it.each([429, 503])(
    'takes a refusal (%i, over a budget or storage full) as a failure: never retried, silent after three',
    async (status) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const fetch = vi.fn(() =>
        Promise.resolve(new Response('{"message":"try again later"}', { status, headers: { 'Retry-After': '60' } })),
      );
      const send = createSender('/x', { fetch });
      for (let n = 0; n < 5; n += 1) {
        send(`[${n}]`, false);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      // One request per batch (no retry of the refused body), and none after the third refusal.
      expect(fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].body)).toEqual([
        '[0]',
        '[1]',
        '[2]',
      ]);
    },
  );

  it('a success resets the failure count; a network error or a throwing beacon only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answers = [500, 500, 200, 500, 500, 200];
    const fetch = vi.fn(() => Promise.resolve(new Response('', { status: answers.shift() ?? 200 })));
    const send = createSender('/x', { fetch });
    for (let n = 0; n < 6; n += 1) {
      send('[]', false);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(fetch).toHaveBeenCalledTimes(6);

    const broken = createSender('/x', {
      fetch: () => Promise.reject(new TypeError('offline')),
      sendBeacon: () => {
        throw new TypeError('bad');
      },
    });
    expect(() => broken('[]', true)).not.toThrow();
    broken('[]', false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledTimes(6);
  });
});
