import { useInfiniteQuery } from '@tanstack/react-query';
import { sessionPageSchema, SESSIONS_LIMITS } from '#shared/session-schemas.js';
import { pageFetcher } from '#client/lib/page-url.js';
import { API_ROUTES } from '#shared/api-routes.js';

/** SPEC §9: sessions come 20 to a page. */
export const SESSION_PAGE_SIZE = SESSIONS_LIMITS.defaultLimit;

/** Query key of the Session Activity grid; every key starting with the API path is refreshed by 'Refresh'. */
export const sessionsKey = (search: string, sessionId: string | null) =>
  [API_ROUTES.sessions, { search, sessionId }] as const;

const fetchSessionPage = pageFetcher(sessionPageSchema, SESSION_PAGE_SIZE);

/**
 * Pages of visitor sessions, most recently active first (SPEC §7), narrowed by the search and
 * the session filter. Not polled: SPEC polls only leads, voice and analytics, and a poll would
 * refetch every page the admin has scrolled through.
 */
export function useSessionPages(search: string, sessionId: string | null) {
  return useInfiniteQuery({
    queryKey: sessionsKey(search, sessionId),
    queryFn: fetchSessionPage,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
