import { describe, expect, it } from 'vitest';
import { carryFirstTouch, FIRST_TOUCH_KEY } from './first-touch.js';
import type { StorageLike } from './session-store.js';
import { FIRST_TOUCH_MAX_AGE_MS } from './tracking-config.js';

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

const ORIGIN = 'https://debt.example.com';
const NOW = 1_750_000_000_000;
const DAY = 24 * 3600 * 1000;
const landing = { session: 'session_1_a', page: '/?utm_source=google', referrer: 'https://www.google.com/', at: NOW };
const stored = (storage: { data: Record<string, string> }): unknown =>
  JSON.parse(storage.data[FIRST_TOUCH_KEY] ?? 'null');

describe('carryFirstTouch', () => {
  it('keeps the first-ever arrival and carries nothing in its own session', () => {
    const storage = memoryStorage();
    expect(carryFirstTouch(() => storage, landing, ORIGIN)).toBeUndefined();
    expect(stored(storage)).toEqual(landing);
    expect(carryFirstTouch(() => storage, { ...landing, page: '/faq', at: NOW + 1000 }, ORIGIN)).toBeUndefined();
    expect(stored(storage)).toEqual(landing);
  });

  it('carries it with the first visit of a later session, once', () => {
    const storage = memoryStorage();
    carryFirstTouch(() => storage, landing, ORIGIN);
    const later = { session: 'session_2_b', page: '/', referrer: null, at: NOW + 3 * DAY };
    expect(carryFirstTouch(() => storage, later, ORIGIN)).toEqual({
      page: '/?utm_source=google',
      referrer: 'https://www.google.com/',
      ageMs: 3 * DAY,
    });
    expect(carryFirstTouch(() => storage, { ...later, page: '/faq', at: later.at + 1000 }, ORIGIN)).toBeUndefined();
    // The session after that gets it again; the stored arrival itself never changes.
    expect(carryFirstTouch(() => storage, { ...later, session: 'session_3_c', at: NOW + 5 * DAY }, ORIGIN)).toEqual(
      expect.objectContaining({ ageMs: 5 * DAY }),
    );
    expect(stored(storage)).toMatchObject(landing);
  });

  it('does not keep a page reached from this site as an arrival', () => {
    const storage = memoryStorage();
    carryFirstTouch(() => storage, { ...landing, referrer: `${ORIGIN}/faq` }, ORIGIN);
    expect(stored(storage)).toBeNull();
    carryFirstTouch(() => storage, { ...landing, referrer: null }, ORIGIN);
    expect(stored(storage)).toMatchObject({ referrer: null });
  });

  it('replaces an arrival older than the server accepts, or one it cannot read', () => {
    const storage = memoryStorage();
    carryFirstTouch(() => storage, landing, ORIGIN);
    const late = { session: 'session_9_z', page: '/faq', referrer: null, at: NOW + FIRST_TOUCH_MAX_AGE_MS + 1 };
    expect(carryFirstTouch(() => storage, late, ORIGIN)).toBeUndefined();
    expect(stored(storage)).toEqual(late);

    for (const junk of ['{', '"text"', '{"page":"x","at":1}', '{"page":"/","at":"soon"}']) {
      const bad = memoryStorage({ [FIRST_TOUCH_KEY]: junk });
      expect(carryFirstTouch(() => bad, landing, ORIGIN)).toBeUndefined();
    }
  });

  it('carries nothing when storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(carryFirstTouch(blocked, landing, ORIGIN)).toBeUndefined();
  });
});
