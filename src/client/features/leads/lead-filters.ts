import {
  LEAD_SEARCH_DIGITS_FIELD,
  LEAD_SEARCH_TARGETS,
  leadFilterConditions,
  phoneSearchDigits,
  type LeadFilter,
  type LeadFilterRule,
  type LeadSearchField,
} from '#shared/lead-list-schemas.js';
import type { Lead } from '#shared/lead-schemas.js';

export type { LeadFilter };

/**
 * The Active Leads filter buttons (SPEC §4), in order. The server applies the filters (and counts
 * them); the same rules here move a lead out of view the moment its status changes.
 */
export const LEAD_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'consultation', label: 'Consultations' },
  { value: 'lead_magnet', label: 'Lead Magnets' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'hidden', label: 'Hidden' },
] as const satisfies ReadonlyArray<{ value: LeadFilter; label: string }>;

type LeadFlags = Pick<Lead, keyof LeadFilterRule>;

/**
 * The server's filter (the shared LEAD_FILTER_RULES): 'all' and the two type filters are the leads
 * still to act on; 'contacted' and 'hidden' the archives.
 */
export function matchesFilter(lead: LeadFlags, filter: LeadFilter): boolean {
  return leadFilterConditions(filter).every(([property, value]) => lead[property] === value);
}

type SearchableLead = Pick<Lead, LeadSearchField>;

/**
 * The server's search (the shared LEAD_SEARCH_TARGETS), for the leads already loaded while the
 * server answers a new one: case-insensitive text in the name, company, e-mail or phone, and a
 * phone-like search in the phone's digits however it was written ('5550188' finds '(312) 555-0188').
 */
export function matchesSearch(lead: SearchableLead, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const haystack = LEAD_SEARCH_TARGETS.map(({ fields }) => fields.map((field) => lead[field]).join(' '));
  if (haystack.some((text) => text.toLowerCase().includes(needle))) return true;
  const digits = phoneSearchDigits(needle);
  return digits !== null && lead[LEAD_SEARCH_DIGITS_FIELD].replace(/\D/g, '').includes(digits);
}
