import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/api-error.js';
import { INVALID_CURSOR_MESSAGE, sessionPageSchema, sessionsQuerySchema } from '#shared/session-schemas.js';
import { ReadSnapshots, type ReadSnapshotOptions } from '#server/db/read-snapshot.js';
import { decodeCursor } from './cursor.js';
import type { SessionRepository } from './session-repository.js';
import { API_ROUTES } from '#shared/api-routes.js';

/** GET /api/sessions (SPEC §7): the Session Activity grid, one keyset page at a time. */
export interface SessionRoutesDeps {
  repository: SessionRepository;
  /** When the first page (no cursor, search or filter) may come from a snapshot (read-snapshot.ts). */
  snapshot?: Omit<ReadSnapshotOptions, 'onRefreshError'>;
}

export function sessionRoutes(app: FastifyInstance, deps: SessionRoutesDeps) {
  const firstPage = (limit: number) => deps.repository.page({ cursor: null, search: '', limit });
  // The grid's first page is what the dashboard polls; deeper pages and searches are asked by a person.
  const firstPages = deps.snapshot
    ? new ReadSnapshots(firstPage, {
        ...deps.snapshot,
        onRefreshError: (error) => app.log.error({ err: error }, 'sessions first page snapshot not refreshed'),
      })
    : { get: firstPage };
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.sessions,
    {
      config: { access: 'admin' },
      schema: { querystring: sessionsQuerySchema, response: { 200: sessionPageSchema, 400: apiErrorSchema } },
    },
    async (request, reply) => {
      const { cursor: cursorText, search, sessionId, limit } = request.query;
      const cursor = cursorText ? decodeCursor(cursorText) : null;
      if (cursorText && !cursor) {
        return reply
          .code(400)
          .send({ message: INVALID_CURSOR_MESSAGE, errors: [{ field: 'cursor', message: INVALID_CURSOR_MESSAGE }] });
      }
      if (!cursor && !search && sessionId === undefined) return firstPages.get(limit);
      return deps.repository.page({ cursor, search: search ?? '', sessionId, limit });
    },
  );
}
