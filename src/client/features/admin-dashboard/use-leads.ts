import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lead, LeadStatusPatch } from '../../../shared/lead-schemas.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiRequest } from '../../lib/api.js';

export const LEADS_KEY = ['/api/consultation-requests'] as const;

/** Every lead (the filters work on the client), polled every 10 s (SPEC §7). */
export function useLeads() {
  return useQuery<Lead[]>({ queryKey: LEADS_KEY, refetchInterval: 10_000 });
}

type StatusField = keyof LeadStatusPatch;

/** SPEC §8's words for each kind of status change. */
const MESSAGES: Record<StatusField, { done: string; failed: string }> = {
  isContacted: { done: 'Contact status updated successfully', failed: 'Failed to update contact status' },
  isHidden: { done: 'Status updated successfully', failed: 'Failed to update status' },
};

/** Toggles a lead's contacted or hidden flag (SPEC §4). One per card, so pending state is per lead. */
export function useToggleLeadStatus(lead: Lead) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (field: StatusField) => {
      const response = await apiRequest('PATCH', `/api/consultation-requests/${lead.id}/status`, {
        [field]: !lead[field],
      });
      return (await response.json()) as Lead;
    },
    onSuccess: async (updated, field) => {
      // The answer is the changed lead: show it at once, then reload the list behind it.
      queryClient.setQueryData<Lead[]>(LEADS_KEY, (leads) => leads?.map((l) => (l.id === updated.id ? updated : l)));
      toast({ title: MESSAGES[field].done });
      // Awaited, so the buttons stay disabled until the list agrees with what they toggle.
      await queryClient.invalidateQueries({ queryKey: LEADS_KEY });
    },
    onError: (_error, field) => toast({ title: MESSAGES[field].failed, variant: 'destructive' }),
  });
  return { toggle: (field: StatusField) => mutation.mutate(field), isPending: mutation.isPending };
}
