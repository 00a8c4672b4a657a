import { useQuery } from '@tanstack/react-query';
import { leadSourcesSchema } from '#shared/analytics-schemas.js';
import { getQueryFn } from '#client/lib/api.js';
import { API_ROUTES } from '#shared/api-routes.js';

/** Query key of 'Leads by Source' and the funnel; `sessionId` null asks for every session. */
export const leadSourcesKey = (sessionId: string | null) => [API_ROUTES.leadSources, { sessionId }] as const;

const fetchLeadSources = getQueryFn({ on401: 'throw', schema: leadSourcesSchema });

/** 'Leads by Source' and the conversion funnel, narrowed by the session filter, polled every 10 s like the summary. */
export function useLeadSources(sessionId: string | null) {
  return useQuery({ queryKey: leadSourcesKey(sessionId), queryFn: fetchLeadSources, refetchInterval: 10_000 });
}
