import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadStatusPatch } from '#shared/lead-schemas.js';
import {
  peoplePageSchema,
  personDetailSchema,
  personSchema,
  type PeopleFilter,
  type PeopleSort,
  type Person,
} from '#shared/people-schemas.js';
import { API_ROUTES, apiPath } from '#shared/api-routes.js';
import { toast } from '#client/components/ui/use-toast.js';
import { apiJson, getQueryFn } from '#client/lib/api.js';
import { pagesOptions, replaceCachedItem, usePolledPages } from '#client/lib/use-polled-pages.js';
import { CALL_NEXT_KEY } from './use-call-next.js';

/** Every workbench query's key starts with this: a status change refreshes them all. */
export const PEOPLE_KEY = [API_ROUTES.people] as const;

export interface PeopleListParams {
  filter: PeopleFilter;
  sort: PeopleSort;
  /** Trimmed; '' for none. */
  search: string;
  /** The dashboard's session filter, or null. */
  sessionId: string | null;
}

/** The key's params are the query string: empty ones are left out of the URL. */
export const peoplePagesKey = ({ filter, sort, search, sessionId }: PeopleListParams) =>
  [PEOPLE_KEY[0], { filter, sort, ...(search ? { search } : {}), ...(sessionId ? { sessionId } : {}) }] as const;

/** The Active Leads column's people, polled every 10 s like SPEC's lists, 25 at a time. */
export function usePeoplePages(params: PeopleListParams) {
  return usePolledPages(peoplePageSchema, peoplePagesKey(params));
}

/** How those pages are fetched, for the first-page prefetch. */
export const peoplePagesOptions = (params: PeopleListParams) => pagesOptions(peoplePageSchema, peoplePagesKey(params));

export const personDetailKey = (personId: number) => [apiPath(API_ROUTES.person, { id: personId })] as const;

export const fetchPersonDetail = getQueryFn({ on401: 'throw', schema: personDetailSchema });

/** One person with every touchpoint and consent (the expanded row and the timeline). */
export function usePersonDetail(personId: number, enabled = true) {
  return useQuery({ queryKey: personDetailKey(personId), queryFn: fetchPersonDetail, enabled });
}

type StatusField = keyof LeadStatusPatch;

/** SPEC §8's words for each kind of status change. */
const MESSAGES: Record<StatusField, { done: string; failed: string }> = {
  isContacted: { done: 'Contact status updated successfully', failed: 'Failed to update contact status' },
  isHidden: { done: 'Status updated successfully', failed: 'Failed to update status' },
};

/** Toggles a person's called or hidden flag (and every lead of theirs), with SPEC's toasts. */
export function useTogglePersonStatus(person: Person) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (field: StatusField) =>
      apiJson(personSchema, 'PATCH', apiPath(API_ROUTES.personStatus, { id: person.id }), {
        [field]: !person[field],
      }),
    onSuccess: async (updated, field) => {
      replaceCachedItem(queryClient, PEOPLE_KEY, updated);
      toast({ title: MESSAGES[field].done });
      // SPEC's per-submission lists change too (every lead of the person is marked).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
        queryClient.invalidateQueries({ queryKey: [API_ROUTES.leads] }),
        queryClient.invalidateQueries({ queryKey: personDetailKey(person.id) }),
        queryClient.invalidateQueries({ queryKey: CALL_NEXT_KEY }),
      ]);
    },
    onError: (_error, field) => toast({ title: MESSAGES[field].failed, variant: 'destructive' }),
  });
  return { toggle: (field: StatusField) => mutation.mutate(field), isPending: mutation.isPending };
}
