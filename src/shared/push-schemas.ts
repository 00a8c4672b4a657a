import * as z from 'zod/mini';
import type { TouchpointKind } from './people-schemas.js';

/** The longest push endpoint accepted: real push services' URLs are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** Devices that may have alerts on at once: enough for the firm, too few for a stolen session to fill the table. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

/** A P-256 public key, uncompressed (65 bytes, first byte 0x04), in base64url without padding. */
const P256DH_PATTERN = /^B[A-Za-z0-9_-]{86}$/;
/** The 16-byte auth secret in base64url without padding. */
const AUTH_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const endpoint = z.string().check(
  z.minLength(1, 'endpoint is required'),
  z.maxLength(PUSH_ENDPOINT_MAX_LENGTH, `endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`),
  z.refine((value) => URL.canParse(value), 'endpoint must be a URL'),
);

/** The browser's PushSubscription as `subscription.toJSON()` gives it (POST API_ROUTES.adminPushSubscriptions). */
export const pushSubscriptionSchema = z.object({
  endpoint,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string().check(z.regex(P256DH_PATTERN, 'keys.p256dh must be a P-256 public key in base64url')),
    auth: z.string().check(z.regex(AUTH_PATTERN, 'keys.auth must be 16 bytes in base64url')),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** Turning alerts off on a device (DELETE API_ROUTES.adminPushSubscriptions). */
export const pushUnsubscribeSchema = z.object({ endpoint });

/** GET API_ROUTES.adminPushKey: the VAPID public key the browser subscribes with (base64url). */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

export const pushSubscriptionResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * What a notification shows: a title by kind and a first name, nothing more (decision 0039): the
 * lock screen is seen by whoever holds the phone.
 */
export interface PushNotification {
  title: string;
  body: string;
  /** The dashboard with that person's row: /admin#person-<id>, or /admin while unlinked. */
  url: string;
}

/** Each notification's title, by the kind of touchpoint that caused it. */
export const PUSH_TITLES: Record<TouchpointKind, string> = {
  consultation: 'New consultation request',
  lead_magnet: 'Brochure download',
  voicemail: 'New voicemail',
  booking: 'Call booked',
};

/** The body when the name is not known (a voicemail whose name was not understood). */
export const PUSH_UNKNOWN_NAME = 'Someone';
