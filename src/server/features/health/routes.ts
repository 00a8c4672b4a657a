import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';

/** Liveness and database reachability, for load balancers and uptime checks. */
export function healthRoutes(app: FastifyInstance, database: DatabaseHandle) {
  app.get('/healthz', { config: { access: 'public' } }, async (request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
