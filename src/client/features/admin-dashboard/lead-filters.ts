import type { Lead } from '../../../shared/lead-schemas.js';

/**
 * The Active Leads filters (SPEC §4). 'all' and the two type filters are the leads still to act
 * on (neither hidden nor contacted); 'contacted' and 'hidden' are the archives, whatever the
 * other flag says.
 */
export const LEAD_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'consultation', label: 'Consultations' },
  { value: 'lead_magnet', label: 'Lead Magnets' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'hidden', label: 'Hidden' },
] as const;

export type LeadFilter = (typeof LEAD_FILTERS)[number]['value'];

type LeadFlags = Pick<Lead, 'type' | 'isHidden' | 'isContacted'>;

const isActive = (lead: LeadFlags) => !lead.isHidden && !lead.isContacted;

export function matchesFilter(lead: LeadFlags, filter: LeadFilter): boolean {
  switch (filter) {
    case 'all':
      return isActive(lead);
    case 'consultation':
    case 'lead_magnet':
      return lead.type === filter && isActive(lead);
    case 'contacted':
      return lead.isContacted;
    case 'hidden':
      return lead.isHidden;
  }
}

/** The New Leads and Uncontacted cards both count the leads still to act on (SPEC §2). */
export function countActiveLeads(leads: readonly LeadFlags[]): number {
  return leads.filter(isActive).length;
}

type SearchableLead = Pick<Lead, 'firstName' | 'lastName' | 'company' | 'email' | 'phone'>;

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * Case-insensitive match of the search box text in the name, company, e-mail or phone. A number
 * typed without punctuation also finds the phone however it was written ('5550188' finds
 * '(312) 555-0188').
 */
export function matchesSearch(lead: SearchableLead, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [`${lead.firstName} ${lead.lastName}`, lead.company, lead.email, lead.phone];
  if (haystack.some((field) => field.toLowerCase().includes(needle))) return true;
  const isPhoneLike = /^[\d\s().+-]+$/.test(needle);
  return isPhoneLike && digitsOnly(needle) !== '' && digitsOnly(lead.phone).includes(digitsOnly(needle));
}

/** What the column lists: the filter's leads that match the search, newest first. */
export function visibleLeads<T extends LeadFlags & SearchableLead & Pick<Lead, 'id' | 'createdAt'>>(
  leads: readonly T[],
  filter: LeadFilter,
  search: string,
): T[] {
  return leads
    .filter((lead) => matchesFilter(lead, filter) && matchesSearch(lead, search))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
