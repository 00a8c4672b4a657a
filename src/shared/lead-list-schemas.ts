import * as z from 'zod/mini';
import type { LeadFieldName } from './lead-fields.js';
import { leadListSchema, leadSchema, type Lead } from './lead-schemas.js';
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

/** The lead properties a filter can require a value of. */
export type LeadFilterRule = Partial<Pick<Lead, 'type' | 'isHidden' | 'isContacted'>>;

/**
 * Each filter as data: a lead is listed under it when it has every value named. The server's SQL
 * (lead-repository.ts) and the dashboard's own check (lead-filters.ts) are both built from this,
 * so a lead the server lists is never dropped by the client, nor the other way round.
 */
export const LEAD_FILTER_RULES = {
  all: { isHidden: false, isContacted: false },
  consultation: { type: 'consultation', isHidden: false, isContacted: false },
  lead_magnet: { type: 'lead_magnet', isHidden: false, isContacted: false },
  contacted: { isContacted: true },
  hidden: { isHidden: true },
} as const satisfies Record<LeadFilter, LeadFilterRule>;

/** A filter's rule as [property, required value] pairs. */
export const leadFilterConditions = (filter: LeadFilter) =>
  Object.entries(LEAD_FILTER_RULES[filter]) as Array<
    { [K in keyof LeadFilterRule]-?: [K, NonNullable<LeadFilterRule[K]>] }[keyof LeadFilterRule]
  >;

/**
 * What the column's search looks in, case-insensitively: each target's fields joined by a space
 * (so 'jane doe' finds the name), named by `label` in the search box's hint. A search that looks
 * like a phone number also matches LEAD_SEARCH_DIGITS_FIELD's digits, however it was written.
 */
export const LEAD_SEARCH_TARGETS = [
  { label: 'name', fields: ['firstName', 'lastName'] },
  { label: 'company', fields: ['company'] },
  { label: 'e-mail', fields: ['email'] },
  { label: 'phone', fields: ['phone'] },
] as const satisfies ReadonlyArray<{ label: string; fields: readonly [LeadFieldName, ...LeadFieldName[]] }>;
export const LEAD_SEARCH_DIGITS_FIELD = 'phone' satisfies LeadFieldName;
export type LeadSearchField = (typeof LEAD_SEARCH_TARGETS)[number]['fields'][number] | typeof LEAD_SEARCH_DIGITS_FIELD;

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
export const leadCountsSchema = z.object(
  Object.fromEntries(LEAD_FILTER_VALUES.map((filter) => [filter, z.number()])) as Record<
    LeadFilter,
    z.ZodMiniNumber<number>
  >,
);
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
