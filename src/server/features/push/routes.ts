import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { count, eq, sql } from 'drizzle-orm';
import { apiErrorSchema } from '#shared/api-error.js';
import { API_ROUTES } from '#shared/api-routes.js';
import {
  MAX_PUSH_SUBSCRIPTIONS,
  pushKeySchema,
  pushSubscriptionResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '#shared/push-schemas.js';
import type { Db } from '#server/db/client.js';
import { pushSubscriptions } from '#server/db/schema.js';

export interface PushRoutesDeps {
  db: Db;
  /** The VAPID public key (base64url) browsers subscribe with. */
  publicKey: string;
  /**
   * Whether plain-http endpoints are taken (NODE_ENV=test: the tests' local push endpoint). Real
   * push services are all https, and the server posts to whatever endpoint is stored.
   */
  allowHttpEndpoints: boolean;
  /** Told after a device is subscribed (the push outbox stops believing there is none). */
  onSubscribed?: () => void;
}

/** GET API_ROUTES.adminPushKey, POST and DELETE API_ROUTES.adminPushSubscriptions (decision 0039). */
export function pushRoutes(app: FastifyInstance, deps: PushRoutesDeps) {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_ROUTES.adminPushKey,
    { config: { access: 'admin' }, schema: { response: { 200: pushKeySchema } } },
    () => ({ publicKey: deps.publicKey }),
  );

  api.post(
    API_ROUTES.adminPushSubscriptions,
    {
      config: { access: 'admin' },
      schema: {
        body: pushSubscriptionSchema,
        response: { 200: pushSubscriptionResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      const scheme = new URL(endpoint).protocol;
      if (scheme !== 'https:' && !(deps.allowHttpEndpoints && scheme === 'http:')) {
        return reply.code(400).send({
          message: 'endpoint must be an https URL',
          errors: [{ field: 'endpoint', message: 'must be an https URL' }],
        });
      }
      const stored = await db.transaction(async (tx) => {
        // Serialises subscribing, so two devices at once cannot both take the last place.
        await tx.execute(sql`lock table ${pushSubscriptions} in share row exclusive mode`);
        const [known] = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, endpoint));
        if (!known) {
          const [{ devices }] = (await tx.select({ devices: count() }).from(pushSubscriptions)) as [
            { devices: number },
          ];
          if (devices >= MAX_PUSH_SUBSCRIPTIONS) return false;
        }
        // A browser that subscribes again keeps its endpoint and may change its keys.
        await tx
          .insert(pushSubscriptions)
          .values({ endpoint, p256dh: keys.p256dh, auth: keys.auth })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { p256dh: keys.p256dh, auth: keys.auth, updatedAt: sql`now()` },
          });
        return true;
      });
      if (!stored) {
        return reply.code(409).send({
          message: `Alerts are already on for ${MAX_PUSH_SUBSCRIPTIONS} devices: turn them off on a device you no longer use first.`,
        });
      }
      deps.onSubscribed?.();
      request.log.info({ event: 'push_subscribed' }, 'alerts turned on for a device');
      return { success: true as const, message: 'Alerts are on for this device.' };
    },
  );

  api.delete(
    API_ROUTES.adminPushSubscriptions,
    {
      config: { access: 'admin' },
      schema: { body: pushUnsubscribeSchema, response: { 200: pushSubscriptionResponseSchema, 400: apiErrorSchema } },
    },
    async (request) => {
      // Its pending alerts go with it (on delete cascade). Unknown endpoints are already off.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, request.body.endpoint));
      request.log.info({ event: 'push_unsubscribed' }, 'alerts turned off for a device');
      return { success: true as const, message: 'Alerts are off for this device.' };
    },
  );
}
