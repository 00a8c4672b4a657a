import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/api-error.js';
import { API_ROUTES } from '#shared/api-routes.js';
import { sessionTimelineParamsSchema, sessionTimelineSchema } from '#shared/timeline-schemas.js';
import type { TimelineRepository } from './timeline-repository.js';

/** GET /api/sessions/:id/timeline: one visitor session read in full (admin only). */
export function timelineRoutes(app: FastifyInstance, deps: { repository: TimelineRepository }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.sessionTimeline,
    {
      config: { access: 'admin' },
      schema: {
        params: sessionTimelineParamsSchema,
        // Not '4xx': the guard's 401 body carries `success: false`, which apiErrorSchema would strip.
        response: { 200: sessionTimelineSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [session, { entries, truncated }] = await Promise.all([
        deps.repository.session(id),
        deps.repository.forSessions([id]),
      ]);
      // A session with no stored tracking can still be named by a lead or voicemail sent from it.
      if (!session && entries.length === 0) return reply.code(404).send({ message: `Session ${id} not found` });
      return { sessionId: id, session, entries, truncated };
    },
  );
}
