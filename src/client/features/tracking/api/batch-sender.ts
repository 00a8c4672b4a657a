import type { TrackingEvent } from '#shared/tracking-schemas.js';
import { FLUSH_DELAY_MS, LIMITS, MAX_BODY_BYTES } from '#client/features/tracking/tracking-config.js';

/** An event and when it happened; its `ageMs` is worked out when it is sent. */
export interface QueuedEvent {
  at: number;
  event: TrackingEvent;
}

/**
 * The queue as POST /api/track-events bodies (JSON arrays): at most maxBatchEvents events and
 * maxBytes UTF-8 bytes each. `ageMs` is clamped to what the server accepts: a slightly wrong
 * time (after a laptop slept with events queued) beats a refused batch.
 */
export function batchBodies(
  queued: readonly QueuedEvent[],
  now: number,
  maxEvents: number = LIMITS.maxBatchEvents,
  maxBytes: number = MAX_BODY_BYTES,
): string[] {
  const encoder = new TextEncoder();
  const bodies: string[] = [];
  let parts: string[] = [];
  let bytes = 2;
  const close = () => {
    if (parts.length) bodies.push(`[${parts.join(',')}]`);
    parts = [];
    bytes = 2;
  };
  for (const { at, event } of queued) {
    const json = JSON.stringify({ ...event, ageMs: Math.min(LIMITS.maxEventAgeMs, Math.max(0, Math.round(now - at))) });
    // One byte more for the comma.
    const size = encoder.encode(json).length + 1;
    // Cannot happen with the builders' cut fields; an event that fits no body is dropped.
    if (size + 2 > maxBytes) continue;
    if (parts.length === maxEvents || bytes + size > maxBytes) close();
    parts.push(json);
    bytes += size;
  }
  close();
  return bodies;
}

export type SendBody = (body: string, leaving: boolean) => void;

/**
 * Events wait in memory and leave together FLUSH_DELAY_MS after the first of them (no timer runs
 * while the queue is empty), or at once through `flush(true)` when the page goes away.
 */
export function createBatchQueue(send: SendBody, clock: () => number = Date.now) {
  let queue: QueuedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (leaving: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    const bodies = batchBodies(queue, clock());
    queue = [];
    for (const body of bodies) send(body, leaving);
  };
  return {
    add(at: number, event: TrackingEvent) {
      queue.push({ at, event });
      timer ??= setTimeout(flush, FLUSH_DELAY_MS, false);
    },
    flush,
  };
}

/** After this many failures in a row the page stops sending: the server is down or refusing. */
const MAX_FAILURES = 3;

interface Transport {
  sendBeacon?: (url: string, data: Blob) => boolean;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * Sends one body. A leaving page uses a beacon, as text/plain (a simple request: application/json
 * would need a preflight a beacon cannot make; the server accepts text/plain JSON on tracking
 * routes); if the browser refuses the beacon (quota), and otherwise, a keepalive fetch.
 * Failures are only logged (SPEC §8) and the batch is dropped: there is no retry, and after
 * MAX_FAILURES in a row nothing more is sent from this page.
 */
export function createSender(url: string, transport: Transport): SendBody {
  let failures = 0;
  const fail = (reason: unknown) => {
    failures += 1;
    console.warn('Visitor tracking: a batch of events was dropped.', reason);
  };
  return (body, leaving) => {
    if (failures >= MAX_FAILURES) return;
    try {
      if (leaving && transport.sendBeacon?.(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
      transport
        .fetch(url, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body })
        .then((response) => (response.ok ? (failures = 0) : fail(response.status)), fail);
    } catch (error) {
      fail(error);
    }
  };
}
