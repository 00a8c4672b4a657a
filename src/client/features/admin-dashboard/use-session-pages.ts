import { useInfiniteQuery, type QueryFunctionContext } from '@tanstack/react-query';
import type { SessionPage } from '../../../shared/session-schemas.js';
import { throwIfNotOk } from '../../lib/api.js';
import { sessionPageUrl } from './session-page-url.js';

/** Query key of the Session Activity grid; every key starting with the API path is refreshed by 'Refresh'. */
export const sessionsKey = (search: string, sessionId: string | null) => ['/api/sessions', { search, sessionId }] as const;

type SessionsKey = ReturnType<typeof sessionsKey>;

/** The default loader knows nothing of cursors: this one adds the page's cursor and size. */
async function fetchSessionPage({ queryKey, pageParam, signal }: QueryFunctionContext<SessionsKey, string | null>) {
  const response = await fetch(sessionPageUrl(queryKey, pageParam), { credentials: 'include', signal });
  await throwIfNotOk(response);
  return (await response.json()) as SessionPage;
}

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
