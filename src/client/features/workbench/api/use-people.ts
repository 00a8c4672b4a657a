import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LeadStatusPatch } from '#shared/lead-schemas.js';
import {
  peoplePageSchema,
  personDetailSchema,
  personSchema,
  personStatusChangeSchema,
  STATUS_UNDO_OFFER_MS,
  type PeopleFilter,
  type PeopleSort,
  type Person,
} from '#shared/people-schemas.js';
import { API_ROUTES, apiPath } from '#shared/api-routes.js';
import { toast } from '#client/components/ui/use-toast.js';
import { queryErrorText } from '#client/components/dashboard/query-error-text.js';
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

/** Where else a screen-reader user can undo, when the toast's button is out of reach (Radix `altText`). */
const UNDO_ELSEWHERE: Record<StatusField, string> = {
  isContacted: 'Undo: press F8 to reach this notification, or find the lead under Contacted',
  isHidden: 'Undo: press F8 to reach this notification, or find the lead under Hidden',
};

/** After a status change or its undo: every people list, "Call next" and the person (the dashboard holds no other list of leads). */
function refreshAfterStatus(queryClient: QueryClient, personId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
    queryClient.invalidateQueries({ queryKey: CALL_NEXT_KEY }),
    queryClient.invalidateQueries({ queryKey: personDetailKey(personId) }),
  ]);
}

/**
 * Undoes a status change by the token it answered, and says how that went: 'Undone', or the
 * server's reason (too late, changed again since). A plain function, not a mutation hook: the
 * toast outlives the row that made the change (a called person leaves the list at once).
 */
async function undoStatusChange(queryClient: QueryClient, personId: number, token: string): Promise<void> {
  try {
    const restored = await apiJson(personSchema, 'POST', apiPath(API_ROUTES.personStatusUndo, { id: personId }), {
      token,
    });
    replaceCachedItem(queryClient, PEOPLE_KEY, restored);
    toast({ title: 'Undone' });
  } catch (error) {
    toast({ title: 'Could not undo', description: queryErrorText(error as Error), variant: 'destructive' });
  }
  await refreshAfterStatus(queryClient, personId);
}

/**
 * Toggles a person's called or hidden flag (and every lead of theirs), with SPEC's toasts. The
 * toast offers Undo for STATUS_UNDO_OFFER_MS, which puts back exactly what the change overwrote
 * (decision 0040) and says how that went.
 */
export function useTogglePersonStatus(person: Person) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (field: StatusField) =>
      apiJson(personStatusChangeSchema, 'PATCH', apiPath(API_ROUTES.personStatus, { id: person.id }), {
        [field]: !person[field],
      }),
    onSuccess: async ({ undoToken, ...updated }, field) => {
      replaceCachedItem(queryClient, PEOPLE_KEY, updated);
      toast({
        title: MESSAGES[field].done,
        duration: STATUS_UNDO_OFFER_MS,
        action: {
          label: 'Undo',
          altText: UNDO_ELSEWHERE[field],
          onClick: () => void undoStatusChange(queryClient, person.id, undoToken),
        },
      });
      // SPEC's per-submission lists change too (every lead of the person is marked).
      await refreshAfterStatus(queryClient, person.id);
    },
    onError: (_error, field) => toast({ title: MESSAGES[field].failed, variant: 'destructive' }),
  });
  return { toggle: (field: StatusField) => mutation.mutate(field), isPending: mutation.isPending };
}
