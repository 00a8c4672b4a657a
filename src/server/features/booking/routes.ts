import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema } from '#shared/api-error.js';
import { API_ROUTES } from '#shared/api-routes.js';
import {
  bookingCreatedSchema,
  bookingMoveSchema,
  bookingRequestSchema,
  managedBookingSchema,
  slotsResponseSchema,
  type ManagedBooking,
} from '#shared/booking-schemas.js';
import { consentContext } from '#server/consent/consent-ledger.js';
import type { BookingRow } from './booking-repository.js';
import type { BookingService } from './booking-service.js';
import { answerChange, sendRefusal } from './change-answer.js';
import type { ManageTokens } from './manage-token.js';

export interface BookingRoutesDeps {
  service: BookingService;
  tokens: ManageTokens;
  timeZone: string;
  /** Bookings, moves and cancellations allowed per address (an IPv6 one by its /64) per hour. */
  rateLimitPerHour: number;
  /** The site's origins: a Referer from one names the page a phone consent was given on. */
  siteOrigins: readonly string[];
  /** Told of each booking made or moved by POST /api/bookings, once committed (the workbench links it to its person). */
  onBooked?: (bookingId: number) => void;
  /** Told of each booking moved or cancelled from its manage page, once committed. */
  onChanged?: (bookingId: number) => void;
}

export const INVALID_LINK_MESSAGE = 'This booking link is not valid. Please use the link in your confirmation e-mail.';

/** Looking is cheap and the page polls nothing: reads get thirty times the writes' allowance. */
const READS_PER_WRITE = 30;

const tokenParams = z.strictObject({
  token: z.string().check(z.maxLength(100, 'This booking link is not valid')),
});
/** Cancelling takes no fields; an empty body, `{}` or none at all. */
const emptyBody = z.optional(z.nullable(z.strictObject({})));

const iso = (date: Date) => date.toISOString();
const byVisitor = { by: 'visitor', notFound: INVALID_LINK_MESSAGE } as const;
const changeResponses = { 200: managedBookingSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The public booking calls (/book and the manage page, decision 0038). Every write is same-origin
 * and limited per address; the manage page's calls are authorised by the booking's signed token
 * alone. Only a POST changes a booking: a mail scanner following the link cannot cancel it.
 */
export function bookingRoutes(app: FastifyInstance, deps: BookingRoutesDeps) {
  const { service, tokens, timeZone } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const writeLimit = { max: deps.rateLimitPerHour, timeWindow: '1 hour' };
  const readLimit = { max: deps.rateLimitPerHour * READS_PER_WRITE, timeWindow: '1 hour' };

  const managed = (booking: BookingRow): ManagedBooking => ({
    id: booking.id,
    start: iso(booking.startsAt),
    end: iso(booking.endsAt),
    status: service.statusOf(booking),
    timeZone,
    firstName: booking.firstName,
    email: booking.email,
  });

  api.get(
    API_ROUTES.bookingSlots,
    { config: { access: 'public', rateLimit: readLimit }, schema: { response: { 200: slotsResponseSchema } } },
    async (_request, reply) => {
      const slots = await service.slots();
      reply.header('cache-control', 'no-store');
      return { timeZone, slots: slots.map((slot) => ({ start: iso(slot.start), end: iso(slot.end) })) };
    },
  );

  api.post(
    API_ROUTES.bookings,
    {
      config: { access: 'public', sameOrigin: true, rateLimit: writeLimit },
      schema: { body: bookingRequestSchema, response: { 201: bookingCreatedSchema, 409: apiErrorSchema } },
    },
    async (request, reply) => {
      const outcome = await service.book(request.body, consentContext(request, deps.siteOrigins));
      if ('refused' in outcome) return sendRefusal(reply, outcome, INVALID_LINK_MESSAGE);
      const { booking } = outcome;
      request.log.info({ event: 'booking_booked', bookingId: booking.id, changed: outcome.changed }, 'call booked');
      if (outcome.changed) deps.onBooked?.(booking.id);
      return reply.code(201).send({
        id: booking.id,
        start: iso(booking.startsAt),
        end: iso(booking.endsAt),
        manageUrl: service.manageUrlOf(booking.id),
      });
    },
  );

  api.get(
    API_ROUTES.bookingManage,
    {
      config: { access: 'public', rateLimit: readLimit },
      schema: { params: tokenParams, response: { 200: managedBookingSchema, 404: apiErrorSchema } },
    },
    async (request, reply) => {
      const id = tokens.verify(request.params.token);
      const booking = id === null ? null : await service.find(id);
      if (!booking) return reply.code(404).send({ message: INVALID_LINK_MESSAGE });
      reply.header('cache-control', 'no-store');
      return managed(booking);
    },
  );

  api.get(
    API_ROUTES.bookingInvite,
    { config: { access: 'public', rateLimit: readLimit }, schema: { params: tokenParams } },
    async (request, reply) => {
      const id = tokens.verify(request.params.token);
      const booking = id === null ? null : await service.find(id);
      if (!booking) return reply.code(404).send({ message: INVALID_LINK_MESSAGE });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="consultation-call.ics"')
        .header('cache-control', 'no-store')
        .send(service.invite(booking));
    },
  );

  api.post(
    API_ROUTES.bookingManageCancel,
    {
      config: { access: 'public', sameOrigin: true, rateLimit: writeLimit },
      schema: {
        params: tokenParams,
        body: emptyBody,
        response: changeResponses,
      },
    },
    async (request, reply) => {
      const id = tokens.verify(request.params.token);
      if (id === null) return reply.code(404).send({ message: INVALID_LINK_MESSAGE });
      const outcome = await service.cancel(id, 'visitor');
      return answerChange(request, reply, { id, outcome, what: 'cancelled', ...byVisitor }, managed, deps.onChanged);
    },
  );

  api.post(
    API_ROUTES.bookingManageMove,
    {
      config: { access: 'public', sameOrigin: true, rateLimit: writeLimit },
      schema: {
        params: tokenParams,
        body: bookingMoveSchema,
        response: changeResponses,
      },
    },
    async (request, reply) => {
      const id = tokens.verify(request.params.token);
      if (id === null) return reply.code(404).send({ message: INVALID_LINK_MESSAGE });
      const outcome = await service.move(id, request.body.start);
      return answerChange(request, reply, { id, outcome, what: 'moved', ...byVisitor }, managed, deps.onChanged);
    },
  );
}
