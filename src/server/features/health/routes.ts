import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#server/db/client.js';
import { isShortOfSpace } from '#server/db/data-dir-space.js';

/**
 * Liveness and database reachability, for load balancers and uptime checks. It is answered even
 * while the server sheds load (`pressure.underPressure`): shedding already protects the process,
 * and a monitor that took a busy single server out of rotation would turn a burst into an outage.
 */
export function healthRoutes(app: FastifyInstance, database: DatabaseHandle) {
  app.get('/healthz', { config: { access: 'public', servedUnderPressure: true } }, async (request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      // Short of disk space, writes are refused (plugins/storage-guard.ts) while reads still work.
      const storage = isShortOfSpace(database.space) ? 'short of disk space: writes are refused' : 'ok';
      return {
        status: storage === 'ok' ? 'ok' : 'degraded',
        database: database.kind,
        storage,
        pressure: app.pressureStatus(),
      };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
