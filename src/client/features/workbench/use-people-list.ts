import { useCallback, useState } from 'react';
import type { PeopleFilter, PeopleSort } from '#shared/people-schemas.js';
import { useDebouncedValue } from '#client/components/dashboard/use-debounced-value.js';
import { searchText } from '#client/lib/search-text.js';
import { usePeoplePages } from './api/use-people.js';
import { rememberedListView, rememberListView } from './list-view-memory.js';

/** The server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * What the Active Leads column shows (filter, order, search) and the pages of people for it, under
 * the dashboard's session filter. The filter and order are remembered on this device
 * (list-view-memory.ts); the search is not, so a reload never hides leads behind an old search. Held by the dashboard: the New Leads, Uncontacted and 'Time to
 * First Call' cards read the counts and figures those pages carry.
 */
export function usePeopleList(sessionId: string | null) {
  // Read once: the view this device last used (SPEC's newest-first list of everyone by default).
  const [view, setView] = useState(rememberedListView);
  const { filter, sort } = view;
  const choose = useCallback((change: Partial<typeof view>) => {
    setView((current) => {
      const next = { ...current, ...change };
      rememberListView(next);
      return next;
    });
  }, []);
  const setFilter = useCallback((value: PeopleFilter) => choose({ filter: value }), [choose]);
  const setSort = useCallback((value: PeopleSort) => choose({ sort: value }), [choose]);
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
    /** True while a typed search waits for its pause: the pages shown are not yet for it. */
    isSearchPending: serverSearch !== searchText(search),
    counts: first?.counts,
    speedToLead: first?.speedToLead,
  };
}

export type PeopleList = ReturnType<typeof usePeopleList>;
