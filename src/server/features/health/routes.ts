import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '#server/db/client.js';
import { isShortOfSpace } from '#server/db/data-dir-space.js';
import type { CrossSiteCounts } from '#server/plugins/cross-site.js';

export interface HealthRoutesDeps {
  database: DatabaseHandle;
  /** HEALTH_TOKEN: a monitor that sends it as a bearer token sees the details. */
  healthToken: string | undefined;
  /** True when the request carries a valid admin session (the admin sees the details too). */
  isAdmin(request: FastifyRequest): Promise<boolean>;
  /** Cross-site requests refused and tracking requests dropped since start (plugins/cross-site.ts). */
  crossSite(): CrossSiteCounts;
}

const DOWN_MESSAGE = 'The service is temporarily unavailable';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The bearer token, compared in constant time (digests, so lengths never differ). */
function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}

/**
 * Liveness and database reachability, for load balancers and uptime checks. Anyone gets only
 * `{ status: 'up' }` (200) or `{ status: 'down', message }` (503): memory, event-loop delay, requests in
 * flight and the database type would tell an attacker when a flood is working. The details are
 * for the logged-in admin or a monitor holding HEALTH_TOKEN.
 *
 * It is answered even while the server sheds load (`pressure.underPressure`): shedding already
 * protects the process, and a monitor that took a busy single server out of rotation would turn a
 * burst into an outage.
 */
export function healthRoutes(app: FastifyInstance, deps: HealthRoutesDeps) {
  const { database } = deps;
  const mayReadDetails = async (request: FastifyRequest) =>
    bearerMatches(request, deps.healthToken) || (await deps.isAdmin(request));

  app.get('/healthz', { config: { access: 'public', servedUnderPressure: true } }, async (request, reply) => {
    // Never cached by a proxy: the answer is per caller (details or not) and changes by the second.
    reply.header('cache-control', 'no-store');
    let reachable = true;
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      reachable = false;
    }
    if (!(await mayReadDetails(request).catch(() => false))) {
      // Every error answer carries a message (the API's error shape); this one says no more than "down".
      return reachable ? reply.send({ status: 'up' }) : reply.code(503).send({ status: 'down', message: DOWN_MESSAGE });
    }
    if (!reachable) return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' });
    // Short of disk space, writes are refused (plugins/storage-guard.ts) while reads still work.
    const storage = isShortOfSpace(database.space) ? 'short of disk space: writes are refused' : 'ok';
    return {
      status: storage === 'ok' ? 'ok' : 'degraded',
      database: database.kind,
      storage,
      pressure: app.pressureStatus(),
      // Rising while visitors use the site: ALLOWED_ORIGINS lacks the address they reach it at.
      crossSite: deps.crossSite(),
    };
  });
}
