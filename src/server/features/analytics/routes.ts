import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  analyticsSummarySchema,
  leadSourcesQuerySchema,
  leadSourcesSchema,
} from '#shared/analytics-schemas.js';
import { ReadSnapshot, type ReadSnapshotOptions } from '#server/db/read-snapshot.js';
import { sendWithEtag } from '#server/http/etag.js';
import type { AnalyticsRepository } from './analytics-repository.js';
import { analyticsWindow } from './analytics-window.js';
import { sourcesFromGroups } from './lead-sources.js';
import { loadAnalyticsSummary } from './analytics-summary.js';
import { API_ROUTES } from '#shared/api-routes.js';

export interface AnalyticsRoutesDeps {
  repository: AnalyticsRepository;
  /** BUSINESS_TIMEZONE: where "today" starts. */
  timeZone: string;
  now: () => number;
  /** When the summary for all sessions may come from a snapshot (read-snapshot.ts); fresh when omitted. */
  snapshot?: Omit<ReadSnapshotOptions, 'onRefreshError'>;
}

/**
 * GET /api/analytics (SPEC §3, §7): the dashboard's visitor summary, optionally for one session;
 * GET /api/analytics/lead-sources: 'Leads by Source' and the conversion funnel, likewise.
 */
export function analyticsRoutes(app: FastifyInstance, deps: AnalyticsRoutesDeps) {
  const load = (sessionId?: string) =>
    loadAnalyticsSummary(deps.repository, { now: deps.now(), timeZone: deps.timeZone, sessionId });
  // The summary for everyone is what a flood of tracking would delay; one session's is cheap.
  const everyone = deps.snapshot
    ? new ReadSnapshot(() => load(), {
        ...deps.snapshot,
        onRefreshError: (error) => app.log.error({ err: error }, 'analytics summary snapshot not refreshed'),
      })
    : { get: () => load() };
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.analytics,
    {
      config: { access: 'admin', revalidate: true },
      schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSummarySchema } },
    },
    async (request, reply) => {
      const { sessionId } = request.query;
      const summary = sessionId === undefined ? await everyone.get() : await load(sessionId);
      // `window.to` is "now" and changes on every request; the figures the admin sees do not. The
      // tag leaves the window out (a day change still shows in dailyVisits' dates), so an unchanged
      // summary revalidates as 304. The dashboard does not display the window.
      const { window: _window, ...figures } = summary;
      return sendWithEtag(request, reply, summary, figures);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.leadSources,
    {
      config: { access: 'admin', revalidate: true },
      schema: { querystring: leadSourcesQuerySchema, response: { 200: leadSourcesSchema } },
    },
    async (request, reply) => {
      const window = analyticsWindow(deps.now());
      const { sessionId } = request.query;
      const [groups, funnel] = await Promise.all([
        deps.repository.leadSourceGroups(window, sessionId),
        deps.repository.funnel(window, sessionId),
      ]);
      return sendWithEtag(request, reply, { sources: sourcesFromGroups(groups), funnel });
    },
  );
}
