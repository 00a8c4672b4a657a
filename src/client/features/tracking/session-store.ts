import { sessionIdFrom, VISITOR_SESSION_ID_KEY } from '#client/lib/islands/visitor-session-id.js';
import { SESSION_REFRESH_MS, SESSION_TIMEOUT_MS } from './tracking-config.js';

/** SPEC §3's other two keys: the id's last-seen time (ms epoch) and a copy of the id. */
export const VISITOR_SESSION_TIMESTAMP_KEY = 'visitorSessionTimestamp';
export const SESSION_ID_COPY_KEY = 'sessionId';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Nine random base-36 characters (the small modulo bias does not matter for an analytics id). */
export function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => (byte % 36).toString(36)).join('');
}

export interface SessionStore {
  /**
   * The session id to stamp on an event made at `now`. Storage is read and the timestamp
   * written at most once a refresh period (events come by the keystroke); `refresh` forces it.
   */
  current(now: number, refresh?: boolean): string;
}

/**
 * SPEC §4: a stored id is reused while its timestamp is younger than the timeout, otherwise a new
 * `session_{now}_{random}` is made. A stored id without any timestamp is adopted: the tracker
 * always writes both, so it was put there on purpose (a returning visitor's id that leads and
 * voicemails already carry). When storage throws (blocked cookies, private modes) the id lives
 * in memory under the same rules; reading `storage()` is inside the try because merely touching
 * `window.localStorage` can throw.
 */
export function createSessionStore(storage: () => StorageLike, random: () => string = randomToken): SessionStore {
  let id = '';
  let seenAt = Number.NEGATIVE_INFINITY;

  return {
    current(now, refresh = false) {
      if (id && !refresh && now - seenAt < SESSION_REFRESH_MS) return id;
      let candidate: string | null = id || null;
      let stamp = seenAt;
      try {
        const store = storage();
        const stored = sessionIdFrom(store.getItem(VISITOR_SESSION_ID_KEY));
        if (stored) {
          const rawStamp = store.getItem(VISITOR_SESSION_TIMESTAMP_KEY);
          candidate = stored;
          stamp = rawStamp === null ? now : Number(rawStamp);
        }
      } catch {
        // Blocked storage: the in-memory id and time decide.
      }
      id = candidate !== null && now - stamp < SESSION_TIMEOUT_MS ? candidate : `session_${now}_${random()}`;
      seenAt = now;
      try {
        const store = storage();
        store.setItem(VISITOR_SESSION_ID_KEY, id);
        store.setItem(VISITOR_SESSION_TIMESTAMP_KEY, String(now));
        store.setItem(SESSION_ID_COPY_KEY, id);
      } catch {
        // Blocked or full storage: the id carries on in memory.
      }
      return id;
    },
  };
}
