import { describe, expect, it } from 'vitest';
import { VISITOR_SESSION_ID_KEY } from '#client/lib/islands/visitor-session-id.js';
import {
  createSessionStore,
  randomToken,
  SESSION_ID_COPY_KEY,
  VISITOR_SESSION_TIMESTAMP_KEY,
  type StorageLike,
} from './session-store.js';
import { SESSION_REFRESH_MS, SESSION_TIMEOUT_MS } from './tracking-config.js';

function memoryStorage(seed: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...seed };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const NOW = 1_750_000_000_000;
const token = () => 'abc123';

describe('createSessionStore', () => {
  it('makes session_{now}_{random} and stores it under all three keys', () => {
    const storage = memoryStorage();
    const id = createSessionStore(() => storage, token).current(NOW);
    expect(id).toBe(`session_${NOW}_abc123`);
    expect(storage.data).toEqual({
      [VISITOR_SESSION_ID_KEY]: id,
      [VISITOR_SESSION_TIMESTAMP_KEY]: String(NOW),
      [SESSION_ID_COPY_KEY]: id,
    });
  });

  it('reuses a stored id younger than the timeout and refreshes its timestamp', () => {
    const storage = memoryStorage({
      [VISITOR_SESSION_ID_KEY]: 'session_1_old',
      [VISITOR_SESSION_TIMESTAMP_KEY]: String(NOW - SESSION_TIMEOUT_MS + 1),
    });
    expect(createSessionStore(() => storage, token).current(NOW)).toBe('session_1_old');
    expect(storage.data[VISITOR_SESSION_TIMESTAMP_KEY]).toBe(String(NOW));
    expect(storage.data[SESSION_ID_COPY_KEY]).toBe('session_1_old');
  });

  it('replaces an id whose timestamp is as old as the timeout, or unreadable', () => {
    for (const stamp of [String(NOW - SESSION_TIMEOUT_MS), 'junk']) {
      const storage = memoryStorage({
        [VISITOR_SESSION_ID_KEY]: 'session_1_old',
        [VISITOR_SESSION_TIMESTAMP_KEY]: stamp,
      });
      expect(createSessionStore(() => storage, token).current(NOW)).toBe(`session_${NOW}_abc123`);
    }
  });

  it('adopts a stored id that has no timestamp, and ignores one the server would refuse', () => {
    expect(
      createSessionStore(() => memoryStorage({ [VISITOR_SESSION_ID_KEY]: 'session_1_seeded' }), token).current(NOW),
    ).toBe('session_1_seeded');
    expect(createSessionStore(() => memoryStorage({ [VISITOR_SESSION_ID_KEY]: 'bad id!' }), token).current(NOW)).toBe(
      `session_${NOW}_abc123`,
    );
  });

  it('touches storage once a refresh period unless asked to refresh', () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage, token);
    const id = store.current(NOW);
    store.current(NOW + SESSION_REFRESH_MS - 1);
    expect(storage.data[VISITOR_SESSION_TIMESTAMP_KEY]).toBe(String(NOW));
    store.current(NOW + 10, true);
    expect(storage.data[VISITOR_SESSION_TIMESTAMP_KEY]).toBe(String(NOW + 10));
    expect(store.current(NOW + SESSION_REFRESH_MS + 10)).toBe(id);
    expect(storage.data[VISITOR_SESSION_TIMESTAMP_KEY]).toBe(String(NOW + SESSION_REFRESH_MS + 10));
  });

  it('renews after a gap longer than the timeout (a sleeping laptop)', () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage, token);
    const first = store.current(NOW);
    expect(
      createSessionStore(
        () => storage,
        () => 'later',
      ).current(NOW + SESSION_TIMEOUT_MS),
    ).not.toBe(first);
  });

  it('adopts the id another tab stored', () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage, token);
    store.current(NOW);
    storage.data[VISITOR_SESSION_ID_KEY] = 'session_2_other';
    storage.data[VISITOR_SESSION_TIMESTAMP_KEY] = String(NOW + 1000);
    expect(store.current(NOW + SESSION_REFRESH_MS)).toBe('session_2_other');
  });

  it('keeps an in-memory id when storage throws, with the same timeout', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    let n = 0;
    const store = createSessionStore(blocked, () => `r${++n}`);
    const id = store.current(NOW);
    expect(id).toBe(`session_${NOW}_r1`);
    expect(store.current(NOW + SESSION_REFRESH_MS, true)).toBe(id);
    expect(store.current(NOW + SESSION_REFRESH_MS + SESSION_TIMEOUT_MS)).toBe(
      `session_${NOW + SESSION_REFRESH_MS + SESSION_TIMEOUT_MS}_r2`,
    );
  });
});

describe('randomToken', () => {
  it('is nine lowercase alphanumerics', () => {
    expect(randomToken()).toMatch(/^[a-z0-9]{9}$/);
  });
});
