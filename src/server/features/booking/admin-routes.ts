import { tz } from '@date-fns/tz';
import { startOfDay } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema } from '#shared/api-error.js';
import { API_ROUTES } from '#shared/api-routes.js';
import {
  adminBookingListSchema,
  adminBookingSchema,
  availabilityResponseSchema,
  availabilitySchema,
  bookingMoveSchema,
  type AdminBooking,
} from '#shared/booking-schemas.js';
import { serialIdParams } from '#shared/serial-id.js';
import type { Db } from '#server/db/client.js';
import type { AvailabilityStore } from './availability-store.js';
import type { BookingRow } from './booking-repository.js';
import type { BookingService } from './booking-service.js';
import { answerChange } from './change-answer.js';

export interface BookingAdminRoutesDeps {
  db: Db;
  service: BookingService;
  availability: AvailabilityStore;
  timeZone: string;
  now: () => number;
  /** Told of each booking the principal moved or cancelled, once committed. */
  onChanged?: (bookingId: number) => void;
}

const bookingIdParams = serialIdParams('Booking id must be a positive whole number');
const emptyBody = z.optional(z.nullable(z.strictObject({})));
const changeResponses = { 200: adminBookingSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The principal's side of booking: the availability settings, today's and upcoming calls, and
 * cancelling or moving a call (the visitor is told by e-mail). Changing the hours moves nothing
 * already booked: they only decide which times are offered next.
 */
export function bookingAdminRoutes(app: FastifyInstance, deps: BookingAdminRoutesDeps) {
  const { service, availability, timeZone } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notFound = (id: number) => `Booking ${id} not found`;

  const adminBooking = (booking: BookingRow): AdminBooking => ({
    id: booking.id,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    status: service.statusOf(booking),
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: booking.phone,
    company: booking.company,
    personId: booking.personId,
  });

  api.get(
    API_ROUTES.adminAvailability,
    { config: { access: 'admin' }, schema: { response: { 200: availabilityResponseSchema } } },
    async () => ({ timeZone, availability: await availability.read(deps.db) }),
  );

  api.put(
    API_ROUTES.adminAvailability,
    {
      config: { access: 'admin' },
      schema: { body: availabilitySchema, response: { 200: availabilityResponseSchema, 400: apiErrorSchema } },
    },
    async (request) => {
      await availability.write(deps.db, request.body);
      request.log.info({ event: 'booking_availability_changed' }, 'booking availability changed');
      return { timeZone, availability: request.body };
    },
  );

  api.get(
    API_ROUTES.adminBookings,
    { config: { access: 'admin' }, schema: { response: { 200: adminBookingListSchema } } },
    async () => {
      const today = startOfDay(new Date(deps.now()), { in: tz(timeZone) });
      const rows = await service.bookedSince(new Date(today.getTime()));
      return { timeZone, items: rows.map(adminBooking) };
    },
  );

  api.post(
    API_ROUTES.adminBookingCancel,
    {
      config: { access: 'admin' },
      schema: {
        params: bookingIdParams,
        body: emptyBody,
        response: changeResponses,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await service.cancel(id, 'firm');
      const change = { id, outcome, what: 'cancelled', by: 'firm', notFound: notFound(id) } as const;
      return answerChange(request, reply, change, adminBooking, deps.onChanged);
    },
  );

  api.post(
    API_ROUTES.adminBookingMove,
    {
      config: { access: 'admin' },
      schema: {
        params: bookingIdParams,
        body: bookingMoveSchema,
        response: changeResponses,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await service.move(id, request.body.start);
      const change = { id, outcome, what: 'moved', by: 'firm', notFound: notFound(id) } as const;
      return answerChange(request, reply, change, adminBooking, deps.onChanged);
    },
  );
}
