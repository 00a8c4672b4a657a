import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSummarySchema } from '../../../shared/analytics-schemas.js';
import type { AnalyticsRepository } from './analytics-repository.js';
import { loadAnalyticsSummary } from './analytics-summary.js';

export interface AnalyticsRoutesDeps {
  repository: AnalyticsRepository;
  /** BUSINESS_TIMEZONE: where "today" starts. */
  timeZone: string;
  now: () => number;
}

/** GET /api/analytics (SPEC §3, §7): the dashboard's visitor summary, optionally for one session. */
export function analyticsRoutes(app: FastifyInstance, deps: AnalyticsRoutesDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/analytics',
    {
      config: { access: 'admin' },
      schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSummarySchema } },
    },
    async (request) =>
      loadAnalyticsSummary(deps.repository, { now: deps.now(), timeZone: deps.timeZone, sessionId: request.query.sessionId }),
  );
}
