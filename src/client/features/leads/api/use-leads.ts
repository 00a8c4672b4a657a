import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadPageSchema, type LeadFilter } from '#shared/lead-list-schemas.js';
import { leadSchema, type Lead, type LeadStatusPatch } from '#shared/lead-schemas.js';
import { toast } from '#client/components/ui/use-toast.js';
import { apiJson } from '#client/lib/api.js';
import { pagesOptions, replaceCachedItem, usePolledPages } from '#client/lib/use-polled-pages.js';
import { API_ROUTES, apiPath } from '#shared/api-routes.js';

/** Every lead query's key starts with this: the status change refreshes them all. */
export const LEADS_KEY = [API_ROUTES.leads] as const;

/** The lead pages of one filter and search (trimmed; '' for none). */
export const leadPagesKey = (filter: LeadFilter, search: string) => [LEADS_KEY[0], { filter, search }] as const;

/**
 * The Active Leads column's leads, filtered and searched by the server, 25 at a time, polled
 * every 10 s (SPEC §7). Every page also carries the counts of each filter over all leads.
 */
export function useLeadPages(filter: LeadFilter, search: string) {
  return usePolledPages(leadPageSchema, leadPagesKey(filter, search));
}

/** How those pages are fetched, for a prefetch ahead of the column. */
export const leadPagesOptions = (filter: LeadFilter, search: string) =>
  pagesOptions(leadPageSchema, leadPagesKey(filter, search));

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
      return apiJson(leadSchema, 'PATCH', apiPath(API_ROUTES.leadStatus, { id: lead.id }), {
        [field]: !lead[field],
      });
    },
    onSuccess: async (updated, field) => {
      // The answer is the changed lead: show it at once (the column's own filter moves it out of
      // view), then reload the pages and counts behind it.
      replaceCachedItem(queryClient, LEADS_KEY, updated);
      toast({ title: MESSAGES[field].done });
      // Awaited, so the buttons stay disabled until the list agrees with what they toggle.
      await queryClient.invalidateQueries({ queryKey: LEADS_KEY });
    },
    onError: (_error, field) => toast({ title: MESSAGES[field].failed, variant: 'destructive' }),
  });
  return { toggle: (field: StatusField) => mutation.mutate(field), isPending: mutation.isPending };
}
