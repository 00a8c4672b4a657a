import { useQuery } from '@tanstack/react-query';
import { sessionTimelineSchema } from '#shared/timeline-schemas.js';
import { getQueryFn } from '#client/lib/api.js';
import { API_ROUTES, apiPath } from '#shared/api-routes.js';

/** Query key of one session's timeline; it starts with the API path, so 'Refresh' refetches it. */
export const sessionTimelineKey = (sessionId: string) =>
  [apiPath(API_ROUTES.sessionTimeline, { id: sessionId })] as const;

const fetchTimeline = getQueryFn({ on401: 'throw', schema: sessionTimelineSchema });

/**
 * A visitor session read in full (GET /api/sessions/:id/timeline). Not polled; refetched each time
 * the drawer opens (the visitor may have done more since), showing what was loaded before meanwhile.
 */
export function useSessionTimeline(sessionId: string) {
  return useQuery({ queryKey: sessionTimelineKey(sessionId), queryFn: fetchTimeline, refetchOnMount: 'always' });
}
