import type {
  TRACKING_LIMITS as SharedLimits,
  VISITOR_SESSION_REFRESH_MS as SharedRefresh,
  VISITOR_SESSION_TIMEOUT_MS as SharedTimeout,
} from '#shared/tracking-schemas.js';
import type { CARRIED_TOUCH_MAX_AGE_MS as SharedFirstTouchMaxAge } from '#shared/attribution-schemas.js';
import type { API_ROUTES } from '#shared/api-routes.js';

/**
 * The tracker's numbers. The contract's module also builds the zod schemas, so importing its
 * values would pull zod into every public page; these are copies instead (the route too: the
 * route table is one more request on every page load). The type annotations reject a changed
 * literal at compile time, and tracking-config.test.ts compares every value.
 */
export const TRACKING_URL: (typeof API_ROUTES)['trackEvents'] = '/api/track-events';

export const LIMITS: Pick<
  typeof SharedLimits,
  'maxBatchEvents' | 'elementTextChars' | 'inputValueChars' | 'maxEventAgeMs'
> = {
  maxBatchEvents: 200,
  elementTextChars: 100,
  inputValueChars: 500,
  maxEventAgeMs: 10 * 60 * 1000,
};

/** The server's text limits (tracking-schemas.ts): a longer field would get the whole batch refused. */
export const FIELD_CHARS = { id: 200, className: 1000, tag: 50, type: 50, name: 200, key: 50, url: 2048 } as const;

/**
 * Bytes of one request body. All keepalive requests and beacons in flight share a 64 KB quota,
 * so a body stays at half of that: a page leaving with a big queue still gets two bodies out.
 */
export const MAX_BODY_BYTES = 32 * 1024;

export const SESSION_TIMEOUT_MS: typeof SharedTimeout = 30 * 60 * 1000;
export const SESSION_REFRESH_MS: typeof SharedRefresh = 60 * 1000;

/** Queued events leave at most this long after they happen (sooner when the page is hidden). */
export const FLUSH_DELAY_MS = 2000;

/** How long the browser's first-ever arrival is carried into later sessions (first-touch.ts). */
export const FIRST_TOUCH_MAX_AGE_MS: typeof SharedFirstTouchMaxAge = 90 * 24 * 3600 * 1000;
