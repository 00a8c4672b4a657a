import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';
import { CrossSiteRule } from './cross-site.js';
import { routeAccess } from './route-access.js';

/**
 * Every API route must have made a decision, and the public ones are listed here by hand:
 * a new public route fails this test until someone adds it on purpose.
 */
const PUBLIC_API_ROUTES = [
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'POST /api/consultation-request',
  'POST /api/voice-feedback',
  // Streamed recordings and the later result of a pending one, each authorised by its own token.
  'GET /api/voice-feedback/:id/result',
  'POST /api/voice-streams',
  'PUT /api/voice-streams/:streamId/chunks/:seq',
  'DELETE /api/voice-streams/:streamId',
  'POST /api/track-visit',
  'POST /api/track-click',
  'POST /api/track-keystroke',
  'POST /api/track-events',
  // Browsers' Content-Security-Policy violation reports (plugins/csp-reports.ts).
  'POST /api/csp-report',
  // Booking the consultation call; the manage page's calls are authorised by the booking's signed token.
  'GET /api/booking/slots',
  'POST /api/bookings',
  'GET /api/bookings/manage/:token',
  'POST /api/bookings/manage/:token/cancel',
  'POST /api/bookings/manage/:token/move',
  'GET /api/bookings/manage/:token/invite.ics',
  // One-click unsubscribe (RFC 8058), authorised by its sealed token (decision 0037).
  'POST /api/mail/unsubscribe/:token',
];
const ADMIN_API_ROUTES = [
  'GET /api/admin/verify',
  'GET /api/consultation-requests',
  'GET /api/consultation-requests.csv',
  'PATCH /api/consultation-requests/:id/status',
  'GET /api/voice-feedback',
  'GET /api/voice-feedback/:id/audio',
  'POST /api/voice-feedback/:id/retry-transcription',
  'DELETE /api/voice-feedback/:id',
  'GET /api/analytics',
  'GET /api/analytics/lead-sources',
  'GET /api/sessions',
  'GET /api/sessions/:id/timeline',
  'GET /api/people',
  'GET /api/people/:id',
  'GET /api/people/:id/timeline',
  'PATCH /api/people/:id/status',
  'POST /api/people/:id/status/undo',
  'GET /api/people.csv',
  'GET /api/people/call-next',
  'GET /api/admin/booking/availability',
  'PUT /api/admin/booking/availability',
  'GET /api/admin/bookings',
  'POST /api/admin/bookings/:id/cancel',
  'POST /api/admin/bookings/:id/move',
  'GET /api/admin/mail/health',
  'GET /api/admin/push/key',
  'POST /api/admin/push/subscriptions',
  'DELETE /api/admin/push/subscriptions',
];
/**
 * The dashboard's polled GETs answer an ETag; `no-store` would stop the browser keeping them and so
 * from ever revalidating, so they are `private, no-cache` (kept by this browser only, revalidated on
 * every use). Every other admin answer, and every 401, is `no-store`.
 */
const REVALIDATED_ADMIN_GETS = [
  '/api/consultation-requests',
  '/api/voice-feedback',
  '/api/analytics',
  '/api/analytics/lead-sources',
  '/api/people',
  '/api/people/call-next',
];

describe.each(DATABASE_KINDS)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  let expiredCookie: string;
  let loggedOutCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock, env: { ADMIN_SESSION_IDLE_MINUTES: '30' } });
    expiredCookie = await loginAsAdmin(t.app);
    clock += 31 * 60_000;
    loggedOutCookie = await loginAsAdmin(t.app);
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: loggedOutCookie } });
  });
  afterAll(() => t?.close());

  const adminRoutes = () => t.app.apiRoutes.filter((route) => route.access === 'admin');

  it('lists exactly the intended public API routes', () => {
    const publicRoutes = t.app.apiRoutes
      .filter((route) => route.access === 'public')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(publicRoutes).toEqual([...PUBLIC_API_ROUTES].sort());
    expect(
      adminRoutes()
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toEqual([...ADMIN_API_ROUTES].sort());
  });

  it('answers 401 on every admin route without a valid session', async () => {
    const credentials: Record<string, Record<string, string>> = {
      none: {},
      garbage: { cookie: 'admin_session=garbage' },
      'well-formed but unknown': { cookie: `admin_session=${'A'.repeat(43)}` },
      expired: { cookie: expiredCookie },
      'logged out': { cookie: loggedOutCookie },
    };
    for (const route of adminRoutes()) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '1');
      for (const [label, headers] of Object.entries(credentials)) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{"isHidden":true}',
        });
        expect(response.statusCode, `${route.method} ${route.url} with ${label} session`).toBe(401);
        expect(response.json()).toEqual({ success: false, message: 'Authentication required' });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('lets a valid session through on every admin GET route, with no-store or revalidated caching', async () => {
    const cookie = await loginAsAdmin(t.app);
    for (const route of adminRoutes().filter((r) => r.method === 'GET')) {
      const response = await t.app.inject({
        method: 'GET',
        url: route.url.replace(/:[a-zA-Z]+/g, '1'),
        headers: { cookie },
      });
      // Past the guard: the answer is the route's own (404 where id 1 does not exist).
      expect([200, 404], route.url).toContain(response.statusCode);
      const expected = REVALIDATED_ADMIN_GETS.includes(route.url) ? 'private, no-cache' : 'no-store';
      expect(response.headers['cache-control'], route.url).toBe(expected);
    }
  });
});

describe('route access decision', () => {
  it('refuses to register an API route that does not say who may call it', async () => {
    const app = Fastify();
    await app.register(routeAccess, {
      crossSite: new CrossSiteRule(['http://localhost']),
      isAdmin: () => Promise.resolve(false),
    });
    expect(() => app.get('/api/forgotten', () => 'secret')).toThrow(
      "Route GET /api/forgotten must declare config.access ('public' or 'admin')",
    );
    await app.close();
  });
});
