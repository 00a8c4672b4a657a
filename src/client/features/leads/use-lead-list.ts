import { useState } from 'react';
import { isControlCharacter, type LeadFilter } from '#shared/lead-list-schemas.js';
import { useDebouncedValue } from '#client/components/dashboard/use-debounced-value.js';
import { useLeadPages } from './api/use-leads.js';

/** The server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

/** The search as the server gets it: trimmed, a pasted tab or line break as a space (it refuses control characters). */
export const searchText = (typed: string) =>
  [...typed]
    .map((char) => (isControlCharacter(char) ? ' ' : char))
    .join('')
    .trim();

/**
 * What the Active Leads column shows (its filter, its search box) and the lead pages for it.
 * Held by the dashboard, because the New Leads and Uncontacted cards read the counts those pages
 * carry, whatever the column shows.
 */
export function useLeadList() {
  const [filter, setFilter] = useState<LeadFilter>('all');
  const [search, setSearch] = useState('');
  const serverSearch = useDebouncedValue(searchText(search), SEARCH_DEBOUNCE_MS);
  const pages = useLeadPages(filter, serverSearch);
  return { filter, setFilter, search, setSearch, serverSearch, pages, counts: pages.data?.pages[0]?.counts };
}

export type LeadList = ReturnType<typeof useLeadList>;
