import { API_ROUTES, apiPath } from '#shared/api-routes.js';
import {
  bookingCreatedSchema,
  managedBookingSchema,
  slotsResponseSchema,
  type BookingRequest,
} from '#shared/booking-schemas.js';
import { apiJson, apiRequest, HttpError, parseResponse, serverMessage, throwIfNotOk } from '#client/lib/api.js';

/** The visitor's booking calls (plain fetch: the public pages carry no query library, decision 0008). */

/** GET /api/booking/slots: the open times and the firm's zone. */
export async function fetchSlots(signal?: AbortSignal) {
  const response = await fetch(API_ROUTES.bookingSlots, { credentials: 'include', signal });
  await throwIfNotOk(response);
  return parseResponse(slotsResponseSchema, await response.json(), API_ROUTES.bookingSlots);
}

/** POST /api/bookings: 201 with the booking and its manage link; 409 when the time is gone. */
export function createBooking(request: BookingRequest) {
  return apiJson(bookingCreatedSchema, 'POST', API_ROUTES.bookings, request);
}

/** GET /api/bookings/manage/:token (404 for a link that is not valid). */
export async function fetchManagedBooking(token: string, signal?: AbortSignal) {
  const url = apiPath(API_ROUTES.bookingManage, { token });
  const response = await fetch(url, { credentials: 'include', signal });
  await throwIfNotOk(response);
  return parseResponse(managedBookingSchema, await response.json(), url);
}

/** POST …/cancel: only ever from a button on the page, so a mail scanner's GET cancels nothing. */
export async function cancelManagedBooking(token: string): Promise<void> {
  await apiRequest('POST', apiPath(API_ROUTES.bookingManageCancel, { token }), {});
}

/** POST …/move with the new start. */
export async function moveManagedBooking(token: string, start: string): Promise<void> {
  await apiRequest('POST', apiPath(API_ROUTES.bookingManageMove, { token }), { start });
}

/** The .ics file of a booking, from its manage token. */
export const inviteHref = (token: string) => apiPath(API_ROUTES.bookingInvite, { token });

/** What went wrong, in words a visitor can act on: the server's message when it gave one. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const message = serverMessage(error);
    if (message && error.status < 500) return message;
  }
  return fallback;
}

export const isStatus = (error: unknown, status: number) => error instanceof HttpError && error.status === status;
