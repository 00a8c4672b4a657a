import * as z from 'zod/mini';
import { personSchema } from './people-schemas.js';
import { sessionIdString } from './text-fields.js';

/**
 * The dashboard's "Call next" (issue 26; docs/workbench.md): the one to three people to call now,
 * beside the Active Leads list, which keeps SPEC's newest-first default.
 */

/** At most this many are named: a short list the principal can act on at a glance. */
export const CALL_NEXT_LIMIT = 3;

/** A booked call this close is "call now", ahead of the best score. */
export const CALL_NEXT_BOOKED_WITHIN_MS = 2 * 60 * 60 * 1000;

/**
 * Why the person is named, in the order they rank:
 * - 'overdue': past the first call's due time (the 24-hour promise, or a booked call's start);
 * - 'booked_soon': their booked call starts within CALL_NEXT_BOOKED_WITHIN_MS;
 * - 'top_score': neither, named by score. People whose booked call is further away are left out:
 *   they chose when to be called.
 */
export const CALL_NEXT_REASONS = ['overdue', 'booked_soon', 'top_score'] as const;
export type CallNextReason = (typeof CALL_NEXT_REASONS)[number];

export const callNextQuerySchema = z.strictObject({
  /** The dashboard's session filter, as on the list. */
  sessionId: z.optional(sessionIdString),
});

export const callNextSchema = z.object({
  items: z.array(z.object({ reason: z.enum(CALL_NEXT_REASONS), person: personSchema })),
});
export type CallNext = z.infer<typeof callNextSchema>;
export type CallNextItem = CallNext['items'][number];
