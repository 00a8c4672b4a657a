import type { CarriedTouch } from '#shared/attribution-schemas.js';
import type { StorageLike } from './session-store.js';
import { FIRST_TOUCH_MAX_AGE_MS } from './tracking-config.js';

/** Where the browser keeps its first-ever arrival (decision 0025), beside SPEC §3's keys. */
export const FIRST_TOUCH_KEY = 'visitorFirstTouch';

/** The stored arrival: its session, landing page, referrer, time, and the last session it was sent with. */
interface StoredTouch {
  session: string;
  page: string;
  referrer: string | null;
  at: number;
  sent?: string;
}

/**
 * Source attribution across sessions (decision 0025). The first visit this browser makes is kept
 * in local storage (unless it came from this site itself: then it is not an arrival, and the next
 * one is kept); the first visit of each later session carries it to the server, which makes it
 * that session's first touch. Older than the server accepts, it is replaced by the current visit.
 * Blocked storage carries nothing. `page` and `referrer` are already cut to the server's limits.
 */
export function carryFirstTouch(
  storage: () => StorageLike,
  visit: { session: string; page: string; referrer: string | null; at: number },
  ownOrigin: string,
): CarriedTouch | undefined {
  try {
    const store = storage();
    const stored = JSON.parse(store.getItem(FIRST_TOUCH_KEY) ?? 'null') as Partial<StoredTouch> | null;
    const ageMs = visit.at - (stored?.at ?? NaN);
    if (stored?.page?.[0] === '/' && ageMs >= 0 && ageMs <= FIRST_TOUCH_MAX_AGE_MS) {
      if (stored.session === visit.session || stored.sent === visit.session) return undefined;
      store.setItem(FIRST_TOUCH_KEY, JSON.stringify({ ...stored, sent: visit.session }));
      return { page: stored.page, referrer: typeof stored.referrer === 'string' ? stored.referrer : null, ageMs };
    }
    if (!visit.referrer?.startsWith(ownOrigin)) {
      const touch: StoredTouch = { session: visit.session, page: visit.page, referrer: visit.referrer, at: visit.at };
      store.setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
    }
  } catch {
    // Blocked or full storage, or a value this code did not write: nothing is carried.
  }
  return undefined;
}
