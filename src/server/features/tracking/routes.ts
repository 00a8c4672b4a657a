import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/api-error.js';
import {
  TRACKING_LIMITS,
  trackAcceptedResponseSchema,
  trackClickSchema,
  trackingBatchSchema,
  trackKeystrokeSchema,
  trackVisitResponseSchema,
  trackVisitSchema,
  type ParsedTrackingEvent,
} from '#shared/tracking-schemas.js';
import { addressKeyOf } from '#server/client-info/address-key.js';
import type { GeoLookup } from '#server/client-info/geo-lookup.js';
import { describeUserAgent, isBotUserAgent } from '#server/client-info/user-agent.js';
import type { CrossSiteRule } from '#server/plugins/cross-site.js';
import { toStoredEvent } from './stored-events.js';
import { trackingRequestLimit } from './tracking-budgets.js';
import { BUSY, type Intake, type TrackingIntake } from './tracking-intake.js';
import type { Visitor } from './tracking-event.js';
import { API_ROUTES } from '#shared/api-routes.js';

export interface TrackingRoutesDeps {
  /** Storage budget, event budgets, then the buffer (tracking-intake.ts). */
  intake: TrackingIntake;
  geo: GeoLookup;
  /** The site's own origins (PUBLIC_URL, ALLOWED_ORIGINS): a referrer from one of them is internal. */
  siteOrigins: readonly string[];
  /** Events other websites' pages send are dropped, and counted. */
  crossSite: CrossSiteRule;
  captureInputValues: boolean;
  /** Requests and events per address per minute, each across all four routes (decision 0029). */
  rateLimitPerMinute: number;
  now: () => number;
}

class MalformedBodyError extends Error {
  readonly statusCode = 400;
}

/**
 * The tracking routes (SPEC §7 track-visit, track-click, track-keystroke, plus the tracker's
 * batch route). They accept `text/plain` JSON because `navigator.sendBeacon` cannot send
 * `application/json` cross-browser; that parser exists in this scope only. Events from bots and
 * other origins get the same answer as accepted ones and are dropped, so scrapers learn nothing.
 * The admin session cookie is never read here.
 *
 * When the buffer is full they answer 503 (Retry-After: 1) before the body is read: see the
 * `onRequest` hook below. Over a budget (per address, per session, storage) they answer 429 or 503
 * with Retry-After and keep nothing beyond it (decision 0029).
 */
// eslint-disable-next-line @typescript-eslint/require-await -- a Fastify plugin: async so a throw fails register() instead of crashing the process
export async function trackingRoutes(app: FastifyInstance, deps: TrackingRoutesDeps) {
  const { geo } = deps;
  const siteHosts = deps.siteOrigins.map((origin) => new URL(origin).hostname);

  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new MalformedBodyError('Malformed JSON body'), undefined);
    }
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const routeConfig = { access: 'public' as const };
  const onRequest = trackingRequestLimit(app, deps.rateLimitPerMinute);
  const bodyLimit = TRACKING_LIMITS.maxBodyBytes;

  const visitorOf = (request: FastifyRequest): Visitor => {
    const place = geo.lookup(request.ip);
    const software = describeUserAgent(request.headers['user-agent']);
    return { ipAddress: request.ip || null, ...place, ...software };
  };

  const shouldDrop = (request: FastifyRequest): boolean => {
    const userAgent = request.headers['user-agent'];
    if (!userAgent || isBotUserAgent(userAgent)) return true;
    if (!deps.crossSite.isCrossSite(request)) return false;
    deps.crossSite.trackingDropped();
    return true;
  };

  /**
   * Queues the events unless the request is dropped (bots cost no write, no budget and no storage
   * estimate); answers how many were taken, or why none was: nothing is acknowledged that was not kept.
   */
  const accept = async (request: FastifyRequest, events: ParsedTrackingEvent[], visitor: Visitor): Promise<Intake> => {
    if (shouldDrop(request)) {
      request.log.debug({ events: events.length }, 'tracking events dropped (bot or foreign origin)');
      return { accepted: events.length };
    }
    const context = {
      visitor,
      receivedAt: deps.now(),
      ownHosts: new Set([...siteHosts, request.hostname.toLowerCase()]),
      captureInputValues: deps.captureInputValues,
    };
    return deps.intake.take(
      addressKeyOf(request),
      events.map((event) => toStoredEvent(event, context)),
    );
  };

  const refuse = (reply: FastifyReply, refusal = BUSY) =>
    reply
      .code(refusal.statusCode)
      .header('retry-after', String(refusal.retryAfterSeconds))
      .send({ message: refusal.message });

  /**
   * Refusing cheaply. Under overload most requests end up refused; parsing and validating their
   * bodies first used most of the main thread's time and starved the buffer's writes (congestion
   * collapse: fewer events accepted than at a moderate rate). So, before the body is parsed, a
   * request is refused when the buffer is closed or a maximal batch would no longer fit:
   * `size + TRACKING_LIMITS.maxBatchEvents > maxPending`. Below that line every request's events
   * fit at the time it arrives, so nearly all refusals happen here, for the price of the headers.
   * `accept()` keeps the exact check (other requests may fill the buffer while a body arrives).
   * Dropped requests (bots, other origins) get the same 503 while busy: their answer still matches
   * a real visitor's. Fastify discards the unread body, so the connection stays usable (tested).
   * This hook runs for this plugin's routes only, before their per-route rate limit. Once the
   * storage budget is spent, every request is refused here the same way (tracking-intake.ts).
   */
  app.addHook('onRequest', async (_request, reply) => {
    const refusal = deps.intake.refusalBeforeBody();
    if (refusal) return refuse(reply, refusal);
  });

  const answerAccepted = (reply: FastifyReply, intake: Intake) =>
    'refused' in intake
      ? refuse(reply, intake.refused)
      : reply.send({ success: true as const, accepted: intake.accepted });

  api.post(
    API_ROUTES.trackVisit,
    {
      config: routeConfig,
      onRequest,
      bodyLimit,
      schema: {
        body: trackVisitSchema,
        response: { 200: trackVisitResponseSchema, '4xx': apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { sessionId, page, referrer, timeOnPage } = request.body;
      const visitor = visitorOf(request);
      // SPEC §7: the same route takes the page-leave beacon, which carries the time on page.
      const event: ParsedTrackingEvent =
        timeOnPage != null && timeOnPage > 0
          ? { type: 'leave', sessionId, page, timeOnPage }
          : { type: 'visit', sessionId, page, referrer };
      const intake = await accept(request, [event], visitor);
      if ('refused' in intake) return refuse(reply, intake.refused);
      return reply.send({ location: { city: visitor.city, state: visitor.state } });
    },
  );

  api.post(
    API_ROUTES.trackClick,
    {
      config: routeConfig,
      onRequest,
      bodyLimit,
      schema: {
        body: trackClickSchema,
        response: { 200: trackAcceptedResponseSchema, '4xx': apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { clientIP: _ip, city: _city, state: _state, userAgent: _ua, ...click } = request.body;
      return answerAccepted(reply, await accept(request, [{ type: 'click', ...click }], visitorOf(request)));
    },
  );

  api.post(
    API_ROUTES.trackKeystroke,
    {
      config: routeConfig,
      onRequest,
      bodyLimit,
      schema: {
        body: trackKeystrokeSchema,
        response: { 200: trackAcceptedResponseSchema, '4xx': apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { clientIP: _ip, city: _city, state: _state, userAgent: _ua, ...keystroke } = request.body;
      return answerAccepted(reply, await accept(request, [{ type: 'keystroke', ...keystroke }], visitorOf(request)));
    },
  );

  api.post(
    API_ROUTES.trackEvents,
    {
      config: routeConfig,
      onRequest,
      bodyLimit,
      schema: {
        body: trackingBatchSchema,
        response: { 200: trackAcceptedResponseSchema, '4xx': apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => answerAccepted(reply, await accept(request, request.body, visitorOf(request))),
  );
}
