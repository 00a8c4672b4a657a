import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { addressKeyOf } from '#server/client-info/address-key.js';
import type { Counters } from '#server/shared-state/counters.js';
import type { StoredEvent } from './tracking-event.js';

export interface TrackingBudgetLimits {
  /** Events one address may send per minute, across every tracking route (TRACK_RATE_LIMIT). */
  addressEventsPerMinute: number;
  /** Events one visitor session may send per minute and per day. */
  sessionEventsPerMinute: number;
  sessionEventsPerDay: number;
}

/** Which budget kept events out, and when its window starts again. */
export interface BudgetLimit {
  scope: 'address' | 'session';
  resetInMs: number;
}

export interface BudgetAdmission {
  /** The events within every budget, in the order they came. */
  admitted: StoredEvent[];
  /** Set when some events were kept out: the budget that did it (the address's first). */
  limitedBy: BudgetLimit | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3_600_000;

/**
 * When only part of a request fits a budget, the visit is kept before its page leave, a page
 * leave before a click, a click before a keystroke: the dashboard's figures are built from visits,
 * and a visitor's typing is the least of what a session says.
 */
const PRIORITY: Record<StoredEvent['type'], number> = { visit: 0, leave: 1, click: 2, keystroke: 3 };

/** The `count` events of highest priority, in their original order. */
function mostImportant(events: readonly StoredEvent[], count: number): StoredEvent[] {
  if (count >= events.length) return [...events];
  if (count <= 0) return [];
  const chosen = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => PRIORITY[a.event.type] - PRIORITY[b.event.type] || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
  return chosen.map(({ event }) => event);
}

/** How many of `amount` just added fit under `limit`, given the window's count after adding them. */
const fitting = (limit: number, countAfter: number, amount: number) =>
  Math.max(0, Math.min(amount, limit - (countAfter - amount)));

/**
 * The tracking budgets, counted in events rather than requests (decision 0029): one per address
 * across all four tracking routes, and two per visitor session (per minute and per day). The
 * counts live in `shared.counters`, so with REDIS_URL every instance spends the same budget.
 *
 * A request that only partly fits is cut, not refused: the events that fit are kept (most
 * important first) and the route reports how many in `accepted`. Refusing the whole batch would
 * throw away the visit a keystroke-heavy batch also carries, and the tracker never sends a batch
 * again; reporting `accepted` keeps the answer honest about what was kept.
 *
 * A request's events are added to each count first and compared after, in one atomic step per
 * count, so instances adding at once cannot both slip under a limit; what was then kept out is
 * given back, so the counts hold what was kept and a burst refused this minute does not spend
 * the session's day.
 */
export class TrackingBudgets {
  constructor(
    private readonly counters: Counters,
    private readonly limits: TrackingBudgetLimits,
  ) {}

  async admit(address: string, events: readonly StoredEvent[]): Promise<BudgetAdmission> {
    if (events.length === 0) return { admitted: [], limitedBy: null };
    // (A window that ends between the add and the give-back starts below zero: a few events more
    // for that one window, never fewer.)
    const refunds: Array<Promise<unknown>> = [];
    const giveBack = (key: string, amount: number, windowMs: number) => {
      if (amount > 0) refunds.push(this.counters.add(key, -amount, windowMs));
    };
    // The address first, so an address over its budget costs no per-session counting.
    const addressKey = `track:address:${address}`;
    const byAddress = await this.counters.add(addressKey, events.length, MINUTE_MS);
    const addressFit = fitting(this.limits.addressEventsPerMinute, byAddress.count, events.length);
    let limitedBy: BudgetLimit | null =
      addressFit < events.length ? { scope: 'address', resetInMs: byAddress.resetInMs } : null;
    const withinAddress = mostImportant(events, addressFit);

    const bySession = new Map<string, StoredEvent[]>();
    for (const event of withinAddress) {
      const list = bySession.get(event.sessionId);
      if (list) list.push(event);
      else bySession.set(event.sessionId, [event]);
    }
    const kept = new Set<StoredEvent>();
    await Promise.all(
      [...bySession].map(async ([sessionId, sessionEvents]) => {
        const amount = sessionEvents.length;
        const minuteKey = `track:session-minute:${sessionId}`;
        const dayKey = `track:session-day:${sessionId}`;
        const [minute, day] = await Promise.all([
          this.counters.add(minuteKey, amount, MINUTE_MS),
          this.counters.add(dayKey, amount, DAY_MS),
        ]);
        const minuteFit = fitting(this.limits.sessionEventsPerMinute, minute.count, amount);
        const dayFit = fitting(this.limits.sessionEventsPerDay, day.count, amount);
        const fit = Math.min(minuteFit, dayFit);
        for (const event of mostImportant(sessionEvents, fit)) kept.add(event);
        giveBack(minuteKey, amount - fit, MINUTE_MS);
        giveBack(dayKey, amount - fit, DAY_MS);
        // Retry-After: the end of the window that kept them out (the day's once the day is spent).
        if (fit < amount) limitedBy ??= { scope: 'session', resetInMs: (dayFit < minuteFit ? day : minute).resetInMs };
      }),
    );
    giveBack(addressKey, events.length - kept.size, MINUTE_MS);
    await Promise.all(refunds);
    return { admitted: withinAddress.filter((event) => kept.has(event)), limitedBy };
  }
}

/**
 * One request limit for the four tracking routes together (TRACK_RATE_LIMIT requests per address
 * per minute, in the plugin's store: Redis with REDIS_URL). The plugin's own `groupId` does not
 * group routes in @fastify/rate-limit 11.2 (each route gets its own store and Redis key prefix:
 * fastify/fastify-rate-limit#463), so the group is one limiter, shared by the routes, whose key
 * names the group. It bounds what the event budget cannot see: requests dropped (bots) or refused
 * before their events are counted.
 */
export function trackingRequestLimit(app: FastifyInstance, maxPerMinute: number): onRequestAsyncHookHandler {
  return app.rateLimit({
    max: maxPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `tracking:${addressKeyOf(request)}`,
  });
}
