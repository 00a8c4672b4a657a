import { BoundedCache } from './bounded-cache.js';
import type { GeoLookup, Place } from './geo-lookup.js';

/** Distinct addresses remembered: a few MB at most, far more than the visitors active at once. */
export const GEO_CACHE_ENTRIES = 10_000;

export interface CachedGeoLookup extends GeoLookup {
  /** Addresses cached now (never more than `maxEntries`). */
  readonly size: number;
}

/**
 * A visitor sends every event from the same address, and each lookup parses the address and
 * walks the GeoLite2 tree (maxmind's own cache only saves decoding the record), so places are
 * remembered per address. The database is read-only while the server runs, so a cached place
 * is exactly what a fresh lookup would give.
 */
export function cachedGeoLookup(geo: GeoLookup, maxEntries: number = GEO_CACHE_ENTRIES): CachedGeoLookup {
  const places = new BoundedCache<string, Place>(maxEntries);
  // Frozen: every request of that address shares the object.
  const lookUp = (ip: string) => Object.freeze(geo.lookup(ip));
  return {
    lookup: (ip) => places.get(ip, lookUp),
    get size() {
      return places.size;
    },
  };
}
