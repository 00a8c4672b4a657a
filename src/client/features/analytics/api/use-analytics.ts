import { useQuery, useQueryClient } from '@tanstack/react-query';
import { analyticsSummarySchema } from '#shared/analytics-schemas.js';
import { getQueryFn } from '#client/lib/api.js';
import { API_ROUTES } from '#shared/api-routes.js';

/** Query key of the analytics summary; `sessionId` null asks for every session. */
export const analyticsKey = (sessionId: string | null) => [API_ROUTES.analytics, { sessionId }] as const;

/** The summary for the Visitor Analytics column, polled every 10 s (SPEC §7, §9). */
const fetchSummary = getQueryFn({ on401: 'throw', schema: analyticsSummarySchema });

/** How the summary is fetched: shared by both queries below. */
const summaryOptions = (sessionId: string | null) => ({ queryKey: analyticsKey(sessionId), queryFn: fetchSummary });

export function useAnalytics(sessionId: string | null) {
  return useQuery({ ...summaryOptions(sessionId), refetchInterval: 10_000 });
}

/**
 * The same summary as a separate, slower query (SPEC §7: "refetched every 10 s and by a separate
 * query every 60 s"), for the stat cards. The third key element keeps its cache entry apart; the
 * URL is the same because the loader reads only the path and the params. Its first answer is the
 * 10 s query's (joined while that one loads, or started here when the column is absent): the
 * summary is the costliest read, and the dashboard opens with one request for it, not two.
 */
export function useAnalyticsEveryMinute(sessionId: string | null) {
  const queryClient = useQueryClient();
  const key = [...analyticsKey(sessionId), 'minute'] as const;
  return useQuery({
    queryKey: key,
    queryFn: (context) =>
      queryClient.getQueryData(key) === undefined
        ? queryClient.fetchQuery(summaryOptions(sessionId))
        : fetchSummary(context),
    refetchInterval: 60_000,
  });
}
