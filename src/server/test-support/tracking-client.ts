import type { FastifyInstance } from 'fastify';
import type { TrackingEvent } from '#shared/tracking-schemas.js';

/**
 * Writes tracking events the way browsers do, through POST /api/track-events, at a chosen time:
 * the test app's clock is moved there first. Device and place come from the User-Agent header
 * and the IP address (the bundled GeoLite2 database), as in production.
 */
export const USER_AGENTS = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  mobile:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  tablet:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  /** A games console: a real browser whose device type is unknown. */
  unknown:
    'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15',
} as const;

/** Addresses and where GeoLite2 puts them. */
export const IPS = {
  california: '73.162.0.1', // San Jose
  texas: '70.121.0.1', // Frisco
  newYork: '72.229.0.1', // New York
  florida: '174.48.0.1', // Fort Lauderdale
  quebec: '24.48.0.1', // Montreal
  /** Known to GeoLite2 but without a city or state. */
  nowhere: '8.8.8.8',
} as const;

export interface Visitor {
  userAgent: string;
  ip: string;
}

/** A clock the test app reads (`createTestApp(kind, { now: clock.now })`) and tests move. */
export class TestClock {
  constructor(public value: number) {}
  readonly now = () => this.value;
}

export async function trackAt(
  app: FastifyInstance,
  clock: TestClock,
  at: number,
  events: TrackingEvent[],
  visitor: Visitor,
): Promise<void> {
  const previous = clock.value;
  clock.value = at;
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/api/track-events',
      remoteAddress: visitor.ip,
      headers: { 'content-type': 'application/json', 'user-agent': visitor.userAgent },
      payload: JSON.stringify(events),
    });
    if (response.statusCode !== 200) throw new Error(`tracking failed: ${response.statusCode} ${response.body}`);
  } finally {
    clock.value = previous;
  }
}

/** Tracking without a rate limit or session cap in the way of a test writing many events. */
export const TRACKING_TEST_ENV = {
  TRACK_RATE_LIMIT: '1000000000',
  TRACK_SESSION_EVENTS_PER_MINUTE: '1000000',
  TRACK_SESSION_EVENTS_PER_DAY: '100000000',
};
