import * as z from 'zod/mini';
import { leadListSchema, leadSchema } from './lead-schemas.js';
import { listCursorParam, listLimitParam, listPageShape } from './list-page.js';

/**
 * GET /api/consultation-requests in pages (docs/decisions/0013): the Active Leads filters of
 * SPEC §4 and the column's search, applied by the server. Kept apart from lead-schemas.ts, which
 * the public forms import, so none of this reaches the public bundle.
 */

/**
 * SPEC §4's lead filters. 'all' and the two types are the leads still to act on (neither hidden
 * nor contacted); 'contacted' and 'hidden' are the archives, whatever the other flag says.
 */
export const LEAD_FILTER_VALUES = ['all', 'consultation', 'lead_magnet', 'contacted', 'hidden'] as const;
export type LeadFilter = (typeof LEAD_FILTER_VALUES)[number];

export const LEAD_SEARCH_MAX_CHARS = 200;

/** Control characters are never in a lead's fields (PostgreSQL text cannot even hold NUL), so a search refuses them. */
export const isControlCharacter = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

export const leadListQuerySchema = z.strictObject({
  limit: listLimitParam,
  cursor: listCursorParam,
  filter: z.optional(z.enum(LEAD_FILTER_VALUES, { error: `filter must be one of ${LEAD_FILTER_VALUES.join(', ')}` })),
  search: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(LEAD_SEARCH_MAX_CHARS, `search must be at most ${LEAD_SEARCH_MAX_CHARS} characters`),
      z.refine((value) => ![...value].some(isControlCharacter), 'search must not contain control characters'),
    ),
  ),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** Leads per filter, over every lead (the search aside): the filter buttons and the New Leads and Uncontacted cards. */
export const leadCountsSchema = z.object({
  all: z.number(),
  consultation: z.number(),
  lead_magnet: z.number(),
  contacted: z.number(),
  hidden: z.number(),
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

export const leadPageSchema = z.object({ ...listPageShape(leadSchema), counts: leadCountsSchema });
export type LeadPage = z.infer<typeof leadPageSchema>;

/** The answer: SPEC's complete list without paging parameters, otherwise one page. */
export const leadListResponseSchema = z.union([leadListSchema, leadPageSchema]);

/**
 * The digits of a search that looks like a phone number ('312 555 0101', '(312)555-0101'), so it
 * finds the phone however that was written; null for any other search.
 */
export function phoneSearchDigits(search: string): string | null {
  if (!/^[\d\s().+-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  return digits === '' ? null : digits;
}
