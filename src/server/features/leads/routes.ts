import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HONEYPOT_FIELD,
  leadIdParamsSchema,
  leadRequestSchema,
  leadSchema,
  leadStatusPatchSchema,
  leadSubmitResponseSchema,
  type Lead,
} from '#shared/lead-schemas.js';
import { apiErrorSchema } from '#shared/api-error.js';
import { leadListQuerySchema, leadListResponseSchema } from '#shared/lead-list-schemas.js';
import { LIST_PAGE_LIMITS } from '#shared/list-page.js';
import { sendWithEtag } from '#server/http/etag.js';
import { sendInvalidCursor } from '#server/http/list-page.js';
import { leadsToCsv } from './lead-csv.js';
import type { Acknowledgements } from '#server/mail/acknowledgements.js';
import type { DbOrTx, MailOutbox } from '#server/mail/outbox.js';
import type { PushOutbox } from '#server/push/push-outbox.js';
import { leadEmail } from './lead-email.js';
import type { LeadRepository } from './lead-repository.js';
import { API_ROUTES } from '#shared/api-routes.js';
import { consentContext } from '#server/consent/consent-ledger.js';

export interface LeadRoutesDeps {
  repository: LeadRepository;
  /** The principal's new-lead notice goes through it, in the lead's transaction. */
  outbox: MailOutbox;
  /** The visitor's acknowledgement, in the lead's transaction too. */
  acknowledgements: Acknowledgements;
  /** The principal's alert on subscribed devices, in the lead's transaction too. */
  push: PushOutbox;
  /** Link to the dashboard, for the new-lead e-mail. */
  dashboardUrl: string;
  /** Lead submissions allowed per client IP per hour. */
  rateLimitPerHour: number;
  /** The site's origins (PUBLIC_URL and ALLOWED_ORIGINS): a Referer from one names the page a consent was given on. */
  siteOrigins: readonly string[];
  /** Told of every stored lead once it is committed (the workbench links it to its person). */
  onStored?: (lead: Lead) => void;
}

const RECEIVED = { success: true as const, message: 'Thank you! Your request has been received.' };

export function leadRoutes(app: FastifyInstance, deps: LeadRoutesDeps) {
  const { repository, outbox, acknowledgements, dashboardUrl } = deps;
  // With mail off nothing else is written, and the lead keeps its one-statement insert.
  const queueMail = outbox.enabled
    ? async (tx: DbOrTx, lead: Lead) => {
        await outbox.enqueue(tx, { kind: 'lead_notice', to: 'firm', ...leadEmail(lead, dashboardUrl) });
        await acknowledgements.queue(tx, {
          path: lead.type === 'lead_magnet' ? 'brochure' : 'consultation',
          to: lead.email,
          firstName: lead.firstName,
        });
      }
    : undefined;
  const queueCaused = async (tx: DbOrTx, lead: Lead) => {
    await queueMail?.(tx, lead);
    await deps.push.enqueue(tx, { kind: lead.type, touchpointId: lead.id });
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    API_ROUTES.leadCreate,
    {
      config: {
        access: 'public',
        rateLimit: { max: deps.rateLimitPerHour, timeWindow: '1 hour' },
      },
      schema: { body: leadRequestSchema, response: { 201: leadSubmitResponseSchema } },
    },
    async (request, reply) => {
      if (request.body[HONEYPOT_FIELD]) {
        request.log.info({ event: 'lead_spam_dropped' }, 'lead dropped: spam trap filled');
        return reply.code(201).send(RECEIVED);
      }
      // Nothing else to write with the lead (mail off, no device subscribed): one insert, no transaction.
      const hasMore = queueMail !== undefined || (await deps.push.hasSubscribers());
      const lead = await repository.create(
        request.body,
        consentContext(request, deps.siteOrigins),
        hasMore ? queueCaused : undefined,
      );
      request.log.info({ event: 'lead_created', leadId: lead.id, type: lead.type }, 'lead stored');
      deps.onStored?.(lead);
      return reply.code(201).send(RECEIVED);
    },
  );

  api.get(
    API_ROUTES.leads,
    {
      config: { access: 'admin', revalidate: true },
      schema: {
        querystring: leadListQuerySchema,
        response: { 200: leadListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { limit, cursor, filter, search } = request.query;
      // No paging parameter: SPEC §7's complete list, as before paging existed.
      if (limit === undefined && cursor === undefined && filter === undefined && search === undefined) {
        return sendWithEtag(request, reply, await repository.list());
      }
      const page = await repository.page({
        limit: limit ?? LIST_PAGE_LIMITS.defaultLimit,
        cursor,
        filter: filter ?? 'all',
        search: search ?? '',
      });
      if (!page) return sendInvalidCursor(reply);
      return sendWithEtag(request, reply, page);
    },
  );

  api.get(API_ROUTES.leadsCsv, { config: { access: 'admin' } }, async (_request, reply) => {
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${date}.csv"`)
      .send(leadsToCsv(await repository.list()));
  });

  api.patch(
    API_ROUTES.leadStatus,
    {
      config: { access: 'admin' },
      schema: {
        params: leadIdParamsSchema,
        body: leadStatusPatchSchema,
        response: { 200: leadSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const lead = await repository.updateStatus(request.params.id, request.body);
      if (!lead) return reply.code(404).send({ message: `Lead ${request.params.id} not found` });
      request.log.info({ event: 'lead_status_changed', leadId: lead.id, ...request.body }, 'lead status changed');
      return lead;
    },
  );
}
