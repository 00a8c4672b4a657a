import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '#shared/api-routes.js';
import { CARRIED_TOUCH_MAX_AGE_MS } from '#shared/attribution-schemas.js';
import { TRACKING_LIMITS, VISITOR_SESSION_REFRESH_MS, VISITOR_SESSION_TIMEOUT_MS } from '#shared/tracking-schemas.js';
import {
  FIRST_TOUCH_MAX_AGE_MS,
  LIMITS,
  MAX_BODY_BYTES,
  SESSION_REFRESH_MS,
  SESSION_TIMEOUT_MS,
  TRACKING_URL,
} from './tracking-config.js';

describe('the tracker copies of the shared contract numbers', () => {
  it('match the shared module', () => {
    expect(LIMITS).toEqual({
      maxBatchEvents: TRACKING_LIMITS.maxBatchEvents,
      elementTextChars: TRACKING_LIMITS.elementTextChars,
      inputValueChars: TRACKING_LIMITS.inputValueChars,
      maxEventAgeMs: TRACKING_LIMITS.maxEventAgeMs,
    });
    expect(SESSION_TIMEOUT_MS).toBe(VISITOR_SESSION_TIMEOUT_MS);
    expect(SESSION_REFRESH_MS).toBe(VISITOR_SESSION_REFRESH_MS);
    expect(FIRST_TOUCH_MAX_AGE_MS).toBe(CARRIED_TOUCH_MAX_AGE_MS);
    expect(TRACKING_URL).toBe(API_ROUTES.trackEvents);
  });

  it('keep a body under the server limit', () => {
    expect(MAX_BODY_BYTES).toBeLessThan(TRACKING_LIMITS.maxBodyBytes);
  });
});
