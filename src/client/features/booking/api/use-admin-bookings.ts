import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, apiPath } from '#shared/api-routes.js';
import {
  adminBookingListSchema,
  availabilityResponseSchema,
  type AdminBooking,
  type Availability,
} from '#shared/booking-schemas.js';
import { toast } from '#client/components/ui/use-toast.js';
import { apiJson, apiRequest, getQueryFn } from '#client/lib/api.js';
import { failureText } from './booking-api.js';

/** The dashboard's booking calls: the calls list, the availability settings, cancel and move. */

export const ADMIN_BOOKINGS_KEY = [API_ROUTES.adminBookings] as const;
export const AVAILABILITY_KEY = [API_ROUTES.adminAvailability] as const;
/** The people list shows each person's booked call: it changes with every cancel or move. */
const PEOPLE_KEY = [API_ROUTES.people] as const;

/** Polled like the leads: a call booked on the site shows in the strip within the same 10 s. */
const POLL_MS = 10_000;

export function useAdminBookings() {
  return useQuery({
    queryKey: ADMIN_BOOKINGS_KEY,
    queryFn: getQueryFn({ on401: 'throw', schema: adminBookingListSchema }),
    refetchInterval: POLL_MS,
  });
}

export function useAvailability(enabled: boolean) {
  return useQuery({
    queryKey: AVAILABILITY_KEY,
    queryFn: getQueryFn({ on401: 'throw', schema: availabilityResponseSchema }),
    enabled,
  });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: Availability) =>
      apiJson(availabilityResponseSchema, 'PUT', API_ROUTES.adminAvailability, availability),
    onSuccess: (saved) => {
      queryClient.setQueryData(AVAILABILITY_KEY, saved);
      toast({ title: 'Availability saved' });
    },
  });
}

/** Refreshes what a changed booking shows in: the calls strip and the people list. */
function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_BOOKINGS_KEY }),
      queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
    ]);
}

export function useCancelBooking(booking: AdminBooking) {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: () => apiRequest('POST', apiPath(API_ROUTES.adminBookingCancel, { id: booking.id }), {}),
    onSuccess: async () => {
      toast({ title: 'Call cancelled' });
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'Failed to cancel the call', description: failureText(error, ''), variant: 'destructive' }),
  });
}

export function useMoveBooking(booking: AdminBooking) {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (start: string) =>
      apiRequest('POST', apiPath(API_ROUTES.adminBookingMove, { id: booking.id }), { start }),
    onSuccess: async () => {
      toast({ title: 'Call moved' });
      await refresh();
    },
    onError: async (error) => {
      toast({ title: 'Failed to move the call', description: failureText(error, ''), variant: 'destructive' });
      await refresh();
    },
  });
}
