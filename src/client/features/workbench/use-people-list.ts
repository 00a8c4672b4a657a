import { useState } from 'react';
import type { PeopleFilter, PeopleSort } from '#shared/people-schemas.js';
import { useDebouncedValue } from '#client/components/dashboard/use-debounced-value.js';
import { searchText } from '#client/lib/search-text.js';
import { usePeoplePages } from './api/use-people.js';

/** The server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * What the Active Leads column shows (filter, order, search) and the pages of people for it, under
 * the dashboard's session filter. Held by the dashboard: the New Leads, Uncontacted and 'Time to
 * First Call' cards read the counts and figures those pages carry.
 */
export function usePeopleList(sessionId: string | null) {
  const [filter, setFilter] = useState<PeopleFilter>('all');
  const [sort, setSort] = useState<PeopleSort>('newest');
  const [search, setSearch] = useState('');
  const serverSearch = useDebouncedValue(searchText(search), SEARCH_DEBOUNCE_MS);
  const pages = usePeoplePages({ filter, sort, search: serverSearch, sessionId });
  const first = pages.data?.pages[0];
  return {
    filter,
    setFilter,
    sort,
    setSort,
    search,
    setSearch,
    pages,
    counts: first?.counts,
    speedToLead: first?.speedToLead,
  };
}

export type PeopleList = ReturnType<typeof usePeopleList>;
