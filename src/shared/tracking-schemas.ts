import * as z from 'zod/mini';
import { carriedTouchSchema } from './attribution-schemas.js';
import { bounded, NUL, pageField } from './tracking-fields.js';
import { sessionIdString } from './text-fields.js';

/**
 * Visitor tracking payloads (SPEC §3, §7). The three single-event routes take SPEC's payloads
 * as they are; the tracker itself sends the batch form (`POST /api/track-events`, an array of
 * typed events) so a page costs a few requests instead of one per keystroke.
 *
 * Fields the server does not trust are accepted and ignored: `clientIP`, `city`, `state` and
 * `userAgent` come from the connection and its headers, never from the payload.
 *
 * Only the browser's types are imported on the client (the tracker must stay under 3 KB), so
 * the validation itself costs the public bundle nothing.
 */

export const TRACKING_LIMITS = {
  /** Largest tracking request body, in bytes. */
  maxBodyBytes: 64 * 1024,
  /** Most events in one batch. */
  maxBatchEvents: 200,
  /** SPEC §9: click element text is cut to 100 characters. */
  elementTextChars: 100,
  /** Typed values are cut to this many characters. */
  inputValueChars: 500,
  /** How old a batched event may say it is (the tracker flushes every 2 s; beacons can lag). */
  maxEventAgeMs: 10 * 60 * 1000,
} as const;

/** SPEC §9: a stored session id is reused while younger than this. */
export const VISITOR_SESSION_TIMEOUT_MS = 30 * 60 * 1000;
/** SPEC §9: the stored session timestamp is refreshed this often. */
export const VISITOR_SESSION_REFRESH_MS = 60 * 1000;

/** Text the tracker cuts itself; the server cuts it again rather than losing the event. */
const cut = (max: number) =>
  z.pipe(
    z.string().check(z.maxLength(4 * max, `Must be at most ${4 * max} characters`)),
    z.transform((value: string) => Array.from(value.replaceAll(NUL, '')).slice(0, max).join('')),
  );

const optionalNullable = <T extends z.core.$ZodType>(schema: T) => z.optional(z.nullable(schema));

/** The tracker's session id: the same short token the lead forms send. */
export const trackingSessionIdField = sessionIdString;

const coordinate = z.number().check(z.int('Must be a whole number'), z.gte(-100_000), z.lte(1_000_000));

/** Fields the payloads carry that the server takes from the request instead. */
const untrusted = {
  clientIP: optionalNullable(bounded(100)),
  city: optionalNullable(bounded(200)),
  state: optionalNullable(bounded(200)),
  userAgent: optionalNullable(bounded(1000)),
};

const visitFields = {
  sessionId: trackingSessionIdField,
  page: pageField,
  referrer: optionalNullable(bounded(2048)),
  /** Seconds on the page; present (and the event is a page leave) only in the final beacon. */
  timeOnPage: optionalNullable(z.number().check(z.gte(0), z.lte(7 * 24 * 3600))),
};

const clickFields = {
  sessionId: trackingSessionIdField,
  page: pageField,
  elementId: optionalNullable(bounded(200)),
  elementClass: optionalNullable(bounded(1000)),
  elementTag: optionalNullable(bounded(50)),
  elementText: optionalNullable(cut(TRACKING_LIMITS.elementTextChars)),
  clickX: optionalNullable(coordinate),
  clickY: optionalNullable(coordinate),
};

const keystrokeFields = {
  sessionId: trackingSessionIdField,
  page: pageField,
  elementId: optionalNullable(bounded(200)),
  elementType: optionalNullable(bounded(50)),
  fieldName: optionalNullable(bounded(200)),
  inputValue: optionalNullable(cut(TRACKING_LIMITS.inputValueChars)),
  keystroke: optionalNullable(bounded(50)),
};

/** POST /api/track-visit (SPEC §3 visit payload). A `timeOnPage` above 0 marks the leave beacon. */
export const trackVisitSchema = z.strictObject({ ...visitFields, ...untrusted });
/** POST /api/track-click (SPEC §3 click payload). */
export const trackClickSchema = z.strictObject({ ...clickFields, ...untrusted });
/** POST /api/track-keystroke (SPEC §3 keystroke payload). */
export const trackKeystrokeSchema = z.strictObject({ ...keystrokeFields, ...untrusted });

/** How long ago, in milliseconds, a batched event happened (the server stamps the rest). */
const ageMs = z.optional(z.number().check(z.int(), z.gte(0), z.lte(TRACKING_LIMITS.maxEventAgeMs)));

/**
 * One event of a batch. `visit` is a page load; `leave` is the final beacon of a page with its
 * time on page in seconds (it extends the session, it is not another visit).
 */
export const trackingEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('visit'),
    ...visitFields,
    ageMs,
    /** The browser's first-ever arrival, sent with the first visit of a later session (decision 0025). */
    firstTouch: z.optional(carriedTouchSchema),
  }),
  z.strictObject({
    type: z.literal('leave'),
    sessionId: trackingSessionIdField,
    page: pageField,
    timeOnPage: z.number().check(z.gte(0), z.lte(7 * 24 * 3600)),
    ageMs,
  }),
  z.strictObject({ type: z.literal('click'), ...clickFields, ageMs }),
  z.strictObject({ type: z.literal('keystroke'), ...keystrokeFields, ageMs }),
]);
export type TrackingEvent = z.input<typeof trackingEventSchema>;
export type ParsedTrackingEvent = z.output<typeof trackingEventSchema>;

/** POST /api/track-events: the tracker's batch form. */
export const trackingBatchSchema = z
  .array(trackingEventSchema)
  .check(
    z.minLength(1, 'A batch needs at least one event'),
    z.maxLength(TRACKING_LIMITS.maxBatchEvents, `A batch holds at most ${TRACKING_LIMITS.maxBatchEvents} events`),
  );

/** Answer of POST /api/track-visit (SPEC §3). */
export const trackVisitResponseSchema = z.object({
  location: z.object({ city: z.nullable(z.string()), state: z.nullable(z.string()) }),
});
export type TrackVisitResponse = z.infer<typeof trackVisitResponseSchema>;

/** Answer of the other tracking routes: how many events were accepted (dropped ones count too). */
export const trackAcceptedResponseSchema = z.object({ success: z.literal(true), accepted: z.number() });
