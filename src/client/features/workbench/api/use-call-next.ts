import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '#shared/api-routes.js';
import { callNextSchema } from '#shared/call-next-schemas.js';
import { getQueryFn } from '#client/lib/api.js';

/**
 * Its own key, not under the people list's: the list's caches hold pages, this one three people.
 * A status change invalidates both (use-people.ts).
 */
export const CALL_NEXT_KEY = [API_ROUTES.peopleCallNext] as const;

/** Polled with the list (SPEC's 10 s), so someone overdue a moment ago moves up without a reload. */
const POLL_MS = 10_000;

/** How "Call next" is fetched, for the query and the dashboard's first-render prefetch. */
export const callNextOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: [CALL_NEXT_KEY[0], sessionId ? { sessionId } : {}],
    queryFn: getQueryFn({ on401: 'throw', schema: callNextSchema }),
  });

/**
 * The one to three people to call now, under the dashboard's session filter. While another
 * session's answer loads, the last one stays (as the list's pages do), so the list below never
 * waits on it again after the first load.
 */
export function useCallNext(sessionId: string | null) {
  return useQuery({ ...callNextOptions(sessionId), refetchInterval: POLL_MS, placeholderData: keepPreviousData });
}
