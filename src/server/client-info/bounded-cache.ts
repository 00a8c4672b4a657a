/**
 * A least-recently-used cache holding at most `maxEntries` values: the client-info caches are
 * keyed by what visitors send (user agents, addresses), so without a bound a stream of distinct
 * values would grow memory without end. A Map keeps insertion order, so re-inserting on a hit
 * moves a key to the back and the front is always the least recently used.
 */
export class BoundedCache<Key, Value> {
  private readonly entries = new Map<Key, Value>();

  constructor(readonly maxEntries: number) {
    if (!(maxEntries >= 1)) throw new Error('A bounded cache needs room for at least one entry');
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value of `key`, or `compute(key)`, which is then cached. */
  get(key: Key, compute: (key: Key) => Value): Value {
    const entries = this.entries;
    if (entries.has(key)) {
      const value = entries.get(key) as Value;
      entries.delete(key);
      entries.set(key, value);
      return value;
    }
    const value = compute(key);
    if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value as Key);
    entries.set(key, value);
    return value;
  }
}
