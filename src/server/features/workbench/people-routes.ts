import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/api-error.js';
import { API_ROUTES } from '#shared/api-routes.js';
import {
  PEOPLE_PAGE_LIMITS,
  peoplePageSchema,
  peopleQuerySchema,
  personDetailSchema,
  personIdParamsSchema,
  personSchema,
  personTimelineSchema,
  personStatusPatchSchema,
  personStatusChangeSchema,
  personStatusUndoSchema,
} from '#shared/people-schemas.js';
import { sendWithEtag } from '#server/http/etag.js';
import { sendInvalidCursor } from '#server/http/list-page.js';
import type { PeopleRepository } from './people-repository.js';
import { peopleToCsv } from './people-csv.js';
import type { PersonLinker } from './person-linker.js';
import type { TimelineRepository } from './timeline-repository.js';

export interface PeopleRoutesDeps {
  repository: PeopleRepository;
  linker: PersonLinker;
  timelines: TimelineRepository;
}

/**
 * The workbench's calls (docs/workbench.md), beside SPEC's: the list of people, one person with
 * every touchpoint and consent, their status, and the CSV. Every read first links what is not yet
 * linked, so a lead stored a moment ago is never missing.
 */
export function peopleRoutes(app: FastifyInstance, { repository, linker, timelines }: PeopleRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notFound = (id: number) => ({ message: `Lead ${id} not found` });

  api.get(
    API_ROUTES.people,
    {
      config: { access: 'admin', revalidate: true },
      schema: { querystring: peopleQuerySchema, response: { 200: peoplePageSchema, 400: apiErrorSchema } },
    },
    async (request, reply) => {
      await linker.sync();
      const { limit, cursor, filter, sort, sessionId, search } = request.query;
      const page = await repository.page({
        limit: limit ?? PEOPLE_PAGE_LIMITS.defaultLimit,
        cursor,
        filter: filter ?? 'all',
        sort: sort ?? 'newest',
        sessionId,
        search: search ?? '',
      });
      if (!page) return sendInvalidCursor(reply);
      return sendWithEtag(request, reply, page);
    },
  );

  /** One person's admin route: its id in the path, a 404 when no person has it. */
  const personRoute = <S extends z.ZodMiniType>(answer: S) => ({
    config: { access: 'admin' as const },
    schema: { params: personIdParamsSchema, response: { 200: answer, 400: apiErrorSchema, 404: apiErrorSchema } },
  });
  /** The person with every touchpoint, once whatever is unlinked is linked; null when unknown. */
  const syncedDetail = async (id: number) => {
    await linker.sync();
    return repository.detail(id);
  };

  api.get(API_ROUTES.person, personRoute(personDetailSchema), async (request, reply) => {
    const detail = await syncedDetail(request.params.id);
    return detail ?? reply.code(404).send(notFound(request.params.id));
  });

  api.get(API_ROUTES.personTimeline, personRoute(personTimelineSchema), async (request, reply) => {
    const detail = await syncedDetail(request.params.id);
    if (!detail) return reply.code(404).send(notFound(request.params.id));
    const idsOf = (kinds: readonly string[]) =>
      detail.touchpoints.filter((touchpoint) => kinds.includes(touchpoint.kind)).map((touchpoint) => touchpoint.id);
    const { entries, truncated } = await timelines.forSessions(detail.person.summary.sessionIds, {
      leadIds: idsOf(['consultation', 'lead_magnet']),
      voiceMessageIds: idsOf(['voicemail']),
    });
    return { personId: detail.person.id, entries, truncated };
  });

  api.patch(
    API_ROUTES.personStatus,
    {
      config: { access: 'admin' },
      schema: {
        params: personIdParamsSchema,
        body: personStatusPatchSchema,
        response: { 200: personStatusChangeSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const change = await repository.updateStatus(request.params.id, request.body);
      if (!change) return reply.code(404).send(notFound(request.params.id));
      request.log.info({ event: 'person_status_changed', personId: change.id, ...request.body }, 'lead status changed');
      return change;
    },
  );

  // Undo of a status change (decision 0040): the token it answered puts back exactly what it overwrote.
  api.post(
    API_ROUTES.personStatusUndo,
    {
      config: { access: 'admin' },
      schema: {
        params: personIdParamsSchema,
        body: personStatusUndoSchema,
        response: {
          200: personSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await repository.undoStatus(request.params.id, request.body.token);
      if ('refused' in outcome) return reply.code(outcome.refused.status).send({ message: outcome.refused.message });
      request.log.info({ event: 'person_status_undone', personId: outcome.person.id }, 'lead status change undone');
      return outcome.person;
    },
  );

  api.get(API_ROUTES.peopleCsv, { config: { access: 'admin' } }, async (_request, reply) => {
    await linker.sync();
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-by-person-${date}.csv"`)
      .send(peopleToCsv(await repository.listForExport()));
  });
}
