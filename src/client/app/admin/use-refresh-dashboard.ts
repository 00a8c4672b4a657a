import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.js';
import { API_PREFIX } from '#shared/api-routes.js';

/**
 * 'Refresh' (SPEC §2): refetches every API answer the dashboard holds (every query key starts
 * with its API path), waits for them, then confirms. Failed loads show in their own places.
 */
export function useRefreshDashboard() {
  const queryClient = useQueryClient();
  const refresh = useMutation({
    mutationFn: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && queryKey[0].startsWith(API_PREFIX),
      }),
    onSuccess: () => toast({ title: 'Dashboard refreshed' }),
  });
  return { refresh: () => refresh.mutate(), isRefreshing: refresh.isPending };
}
