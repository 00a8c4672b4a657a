import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '#shared/api-routes.js';
import { mailHealthSchema } from '#shared/booking-schemas.js';
import { getQueryFn } from '#client/lib/api.js';

/** Mail failing for over an hour is news within minutes, not seconds. */
const POLL_MS = 60_000;

/** GET /api/admin/mail/health, polled every minute. */
export function useMailHealth() {
  return useQuery({
    queryKey: [API_ROUTES.adminMailHealth],
    queryFn: getQueryFn({ on401: 'throw', schema: mailHealthSchema }),
    refetchInterval: POLL_MS,
  });
}
