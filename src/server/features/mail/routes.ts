import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema } from '#shared/api-error.js';
import { API_ROUTES } from '#shared/api-routes.js';
import { mailHealthSchema } from '#shared/booking-schemas.js';
import { mailUnsubscribeResponseSchema } from '#shared/mail-schemas.js';
import type { Db } from '#server/db/client.js';
import { mailUnsubscribes } from '#server/db/schema.js';
import type { UnsubscribeTokens } from '#server/mail/unsubscribe-token.js';
import { readMailHealth } from './mail-health.js';

export interface MailRoutesDeps {
  db: Db;
  tokens: UnsubscribeTokens;
  /** Whether SMTP_URL is set. */
  enabled: boolean;
  /** Unsubscribes one client address may send per minute. */
  unsubscribesPerMinute: number;
}

/** An RFC 8058 body is one short field; anything longer is not one. */
const FORM_BODY_LIMIT = 1024;

const BAD_TOKEN = {
  message:
    'This unsubscribe link is not valid. It may have been cut short when it was copied: open it from the e-mail again.',
};

const tokenParams = z.object({ token: z.string().check(z.maxLength(1000)) });
/**
 * The page's button sends no body or `{}`; a mail provider sends `List-Unsubscribe=One-Click` as a
 * form (RFC 8058). Either way the token alone says who unsubscribes.
 */
const unsubscribeBody = z.nullish(z.looseObject({ 'List-Unsubscribe': z.optional(z.literal('One-Click')) }));

/**
 * POST API_ROUTES.mailUnsubscribe and GET API_ROUTES.adminMailHealth (decision 0037). Registered
 * as a plugin: the form parser a one-click unsubscribe needs is accepted on these routes only.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- a Fastify plugin
export async function mailRoutes(app: FastifyInstance, deps: MailRoutesDeps) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    API_ROUTES.mailUnsubscribe,
    {
      // Public and open to any origin: the token is the permission (only its recipient has it), a
      // mail provider's server posts without an Origin, and an unsubscribe only ever stops mail.
      config: { access: 'public', rateLimit: { max: deps.unsubscribesPerMinute, timeWindow: '1 minute' } },
      schema: {
        params: tokenParams,
        body: unsubscribeBody,
        response: { 200: mailUnsubscribeResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const address = deps.tokens.read(request.params.token);
      if (!address) return reply.code(400).send(BAD_TOKEN);
      await deps.db.insert(mailUnsubscribes).values({ address }).onConflictDoNothing();
      request.log.info({ event: 'mail_unsubscribed' }, 'address unsubscribed from acknowledgements and reminders');
      return {
        success: true as const,
        message: 'You are unsubscribed: you will get no more acknowledgements or reminders from us.',
      };
    },
  );

  api.get(
    API_ROUTES.adminMailHealth,
    { config: { access: 'admin' }, schema: { response: { 200: mailHealthSchema } } },
    () => readMailHealth(deps.db, deps.enabled),
  );
}
