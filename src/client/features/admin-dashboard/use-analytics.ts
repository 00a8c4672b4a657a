import { useQuery } from '@tanstack/react-query';
import type { AnalyticsSummary } from '../../../shared/analytics-schemas.js';

/** Query key of the analytics summary; `sessionId` null asks for every session. */
export const analyticsKey = (sessionId: string | null) => ['/api/analytics', { sessionId }] as const;

/** The summary for the Visitor Analytics column, polled every 10 s (SPEC §7, §9). */
export function useAnalytics(sessionId: string | null) {
  return useQuery<AnalyticsSummary>({ queryKey: analyticsKey(sessionId), refetchInterval: 10_000 });
}

/**
 * The same summary as a separate, slower query (SPEC §7: "refetched every 10 s and by a separate
 * query every 60 s"), for the stat cards. The third key element keeps its cache entry apart; the
 * URL is the same because the loader reads only the path and the params.
 */
export function useAnalyticsEveryMinute(sessionId: string | null) {
  return useQuery<AnalyticsSummary>({ queryKey: [...analyticsKey(sessionId), 'minute'], refetchInterval: 60_000 });
}
