import { useCallback, useMemo, useState } from 'react';
import { SESSIONS_LIMITS } from '#shared/session-schemas.js';
import { Button } from '#client/components/ui/button.js';
import { toast } from '#client/components/ui/use-toast.js';
import { DashboardColumn } from '#client/components/dashboard/dashboard-column.js';
import { ListEmpty, ListError, ListLoading } from '#client/components/dashboard/list-states.js';
import { SearchInput } from '#client/components/dashboard/search-input.js';
import { SessionCard } from './session-card.js';
import { useSessionFilter } from '#client/components/dashboard/session-filter.js';
import { useDebouncedValue } from '#client/components/dashboard/use-debounced-value.js';
import { useNow } from '#client/components/dashboard/use-now.js';
import { useSentinel } from '#client/components/dashboard/use-sentinel.js';
import { useSessionPages } from '#client/features/sessions/api/use-session-pages.js';

/** The server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Session Activity grid (SPEC §2, §4, §8, §9): visitor sessions, most recently active
 * first, 20 at a time. Scrolling near the end loads the next page; a button does the same for
 * keyboard users. The search and the session filter narrow it on the server.
 */
export function SessionActivity() {
  const { sessionId } = useSessionFilter();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const sessions = useSessionPages(search, sessionId);
  const now = useNow();
  const { data, fetchNextPage, hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError } = sessions;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);

  const loadMore = useCallback(async () => {
    // Joins a load already under way rather than cancelling it.
    const result = await fetchNextPage({ cancelRefetch: false });
    // The pages already shown stay: a failed next page is a toast, not a replaced grid (SPEC §8).
    if (result.isFetchNextPageError) toast({ title: 'Failed to fetch sessions', variant: 'destructive' });
  }, [fetchNextPage]);

  // After a failed page the sentinel stays still (it would retry, and toast, in a loop while in
  // view): the button is the way to try again.
  const sentinelRef = useSentinel<HTMLDivElement>(
    () => void loadMore(),
    hasNextPage && !isFetching && !isFetchNextPageError,
  );

  return (
    <DashboardColumn
      title="Session Activity"
      scrollable={false}
      toolbar={
        <SearchInput
          id="session-search"
          label="Search sessions"
          value={searchText}
          onChange={setSearchText}
          placeholder="Search id, place, IP, page, text"
          maxLength={SESSIONS_LIMITS.searchMaxChars}
        />
      }
    >
      {sessions.isPending ? (
        <ListLoading what="session activity" />
      ) : sessions.error && !data ? (
        <ListError what="session activity" error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : items.length === 0 && !hasNextPage ? (
        <ListEmpty>
          {search
            ? 'No sessions match your search'
            : sessionId
              ? 'No activity tracked in this session'
              : 'No session activity tracked yet'}
        </ListEmpty>
      ) : (
        <>
          {/* A search page may come back empty with more to look through (the server bounds each
              request's work): only the last page decides that nothing matches. */}
          {items.length === 0 ? (
            <p role="status" className="text-center text-sm text-slate-700">
              Searching older sessions...
            </p>
          ) : null}
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {items.map((session) => (
              <li key={session.id} className="grid min-w-0">
                <SessionCard session={session} now={now} />
              </li>
            ))}
          </ul>
          <div ref={sentinelRef} aria-hidden="true" />
          {hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void loadMore()}
              disabled={isFetchingNextPage}
            >
              {isFetchingNextPage ? 'Loading more sessions...' : 'Load more sessions'}
            </Button>
          ) : (
            <p role="status" className="text-center text-sm text-slate-700">
              No more sessions to load
            </p>
          )}
        </>
      )}
    </DashboardColumn>
  );
}
