import * as z from 'zod/mini';
import { emailField, optionalPhoneField, optionalText, requiredText, sessionIdField } from './text-fields.js';

/**
 * Booking the free consultation call (/book, decision 0038): the public calls' and the
 * dashboard's shapes, shared by the server's validation and the browser. Times on the wire are
 * ISO 8601 instants in UTC ('2026-12-01T14:30:00.000Z'); the browser shows them in the visitor's
 * zone and names the firm's (`timeZone`, an IANA name such as 'America/New_York').
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'HH:MM' on a 24-hour clock, in the firm's zone. */
const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z.string().check(z.regex(CLOCK_PATTERN, 'Use a 24-hour time such as 09:30'));
/** 'YYYY-MM-DD', a day in the firm's zone. */
const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const calendarDay = z.string().check(z.regex(DAY_PATTERN, 'Use a date such as 2026-12-24'));

export const openHoursSchema = z
  .object({ start: clockTime, end: clockTime })
  .check(z.refine((hours) => hours.start < hours.end, 'The hours must end after they start'));
export type OpenHours = z.infer<typeof openHoursSchema>;

export const BOOKING_LIMITS = {
  callMinutes: { min: 10, max: 180 },
  bufferMinutes: { min: 0, max: 120 },
  minNoticeMinutes: { min: 0, max: 7 * 24 * 60 },
  horizonDays: { min: 1, max: 90 },
  /** Open ranges per weekday, and blocked dates kept. */
  rangesPerDay: 6,
  blockedDates: 366,
} as const;

const minutes = (name: string, limits: { min: number; max: number }) =>
  z
    .number(`${name} must be a number`)
    .check(
      z.int(`${name} must be whole minutes`),
      z.gte(limits.min, `${name} must be at least ${limits.min}`),
      z.lte(limits.max, `${name} must be at most ${limits.max}`),
    );

/**
 * The principal's availability (dashboard settings). Weekly hours are wall-clock times in the
 * firm's zone, so a daylight-saving change moves nothing a person sees. Changing them never moves
 * a booking already made.
 */
export const availabilitySchema = z.strictObject({
  weeklyHours: z.strictObject(
    Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        z.array(openHoursSchema).check(z.maxLength(BOOKING_LIMITS.rangesPerDay, 'Too many ranges in one day')),
      ]),
    ) as Record<Weekday, z.ZodMiniArray<typeof openHoursSchema>>,
  ),
  callMinutes: minutes('Call length', BOOKING_LIMITS.callMinutes),
  bufferMinutes: minutes('Buffer', BOOKING_LIMITS.bufferMinutes),
  minNoticeMinutes: minutes('Minimum notice', BOOKING_LIMITS.minNoticeMinutes),
  horizonDays: minutes('Horizon', BOOKING_LIMITS.horizonDays),
  blockedDates: z.array(calendarDay).check(z.maxLength(BOOKING_LIMITS.blockedDates, 'Too many blocked dates')),
});
export type Availability = z.infer<typeof availabilitySchema>;

const workday: OpenHours[] = [{ start: '09:00', end: '17:00' }];
/** Mon–Fri 9:00–17:00 in BUSINESS_TIMEZONE, 30-minute calls, 2 h notice, 14 days ahead. */
export const DEFAULT_AVAILABILITY: Availability = {
  weeklyHours: { mon: workday, tue: workday, wed: workday, thu: workday, fri: workday, sat: [], sun: [] },
  callMinutes: 30,
  bufferMinutes: 15,
  minNoticeMinutes: 120,
  horizonDays: 14,
  blockedDates: [],
};

/** The settings as the dashboard reads them: the availability and the zone it is in. */
export const availabilityResponseSchema = z.object({ timeZone: z.string(), availability: availabilitySchema });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;

/** GET /api/booking/slots */
export const slotsResponseSchema = z.object({ timeZone: z.string(), slots: z.array(slotSchema) });
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

export const BOOKING_START_MESSAGE = 'Please choose a time from the list';
/** An ISO 8601 instant with its zone ('Z' or an offset); anything else is refused. */
const instant = z.string().check(
  z.maxLength(40, BOOKING_START_MESSAGE),
  z.refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    BOOKING_START_MESSAGE,
  ),
);

/** POST /api/bookings */
export const bookingRequestSchema = z.strictObject({
  start: instant,
  email: emailField,
  firstName: requiredText(100, 'First name is required'),
  lastName: optionalText(100),
  phone: z._default(optionalPhoneField, ''),
  company: optionalText(200),
  sessionId: z._default(sessionIdField, null),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type ParsedBookingRequest = z.output<typeof bookingRequestSchema>;

/** 201 to POST /api/bookings */
export const bookingCreatedSchema = z.object({
  id: z.number(),
  start: z.string(),
  end: z.string(),
  /** The page where the visitor sees, moves or cancels the call (a signed token, no account). */
  manageUrl: z.string(),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

export const BOOKING_STATUSES = ['booked', 'cancelled', 'past'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What the manage page shows (GET /api/bookings/manage/:token). */
export const managedBookingSchema = z.object({
  id: z.number(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  timeZone: z.string(),
  firstName: z.string(),
  email: z.string(),
});
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

/** POST /api/bookings/manage/:token/move and the dashboard's move. */
export const bookingMoveSchema = z.strictObject({ start: instant });

/** A booking as the dashboard lists it (today's and upcoming calls). */
export const adminBookingSchema = z.object({
  id: z.number(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  personId: z.nullable(z.number()),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingListSchema = z.object({ timeZone: z.string(), items: z.array(adminBookingSchema) });
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;

/** Mail that has been failing for over an hour (the dashboard's warning). */
export const mailHealthSchema = z.object({
  /** Whether SMTP_URL is set; without it nothing is queued. */
  enabled: z.boolean(),
  failingOverAnHour: z.number(),
  oldestFailingSince: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
});
export type MailHealth = z.infer<typeof mailHealthSchema>;
