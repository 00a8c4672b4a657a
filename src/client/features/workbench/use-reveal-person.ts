import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { toast } from '#client/components/ui/use-toast.js';
import { fetchPersonDetail, personDetailKey } from './api/use-people.js';
import { personName } from './people-labels.js';
import { usePersonAnchorTarget } from './person-anchor.js';
import type { PeopleList } from './use-people-list.js';

/** How long the row stays outlined after it is brought into view, so the eye finds it. */
const OUTLINE_MS = 2500;

type Step = 'looking up' | 'searched';

/**
 * Brings the person a `#person-<id>` link names into view in Active Leads, opened and focused.
 * When their row is not among the loaded ones (another page, filter or search), the person is
 * looked up and the list narrowed to them: the filter their status belongs to and a search for
 * their e-mail (else phone, else name). A person who no longer exists is said so.
 */
export function useRevealPerson(list: PeopleList, listRef: RefObject<HTMLElement | null>) {
  const { target, done } = usePersonAnchorTarget();
  const queryClient = useQueryClient();
  const step = useRef<{ personId: number; step: Step } | null>(null);
  const { pages, isSearchPending, setFilter, setSearch } = list;

  useEffect(() => {
    if (target === null) return;
    const row = listRef.current?.querySelector<HTMLElement>(`article[data-person-id="${target}"]`);
    if (row) {
      step.current = null;
      done();
      revealRow(row);
      return;
    }
    if (pages.isPending || pages.isFetching || isSearchPending) return;
    const current = step.current?.personId === target ? step.current.step : null;
    if (current === 'looking up') return;
    if (current === 'searched') {
      // Narrowed to them and still not listed: linked a moment ago and not yet summarised, say.
      step.current = null;
      done();
      toast({ title: 'That lead is not in the list right now', variant: 'destructive' });
      return;
    }
    step.current = { personId: target, step: 'looking up' };
    queryClient
      .fetchQuery({ queryKey: personDetailKey(target), queryFn: fetchPersonDetail })
      .then(({ person }) => {
        step.current = { personId: target, step: 'searched' };
        setFilter(person.isContacted ? 'contacted' : person.isHidden ? 'hidden' : 'all');
        setSearch(person.summary.emails[0] ?? person.summary.phones[0] ?? personName(person));
      })
      .catch(() => {
        step.current = null;
        done();
        toast({ title: 'That lead could not be found', variant: 'destructive' });
      });
  });
}

/** Opens the row, scrolls it to the middle of the screen, focuses its name and outlines it briefly. */
function revealRow(row: HTMLElement) {
  const toggle = row.querySelector<HTMLButtonElement>('[data-row-toggle]');
  if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click();
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  row.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  toggle?.focus({ preventScroll: true });
  row.dataset.revealed = '';
  window.setTimeout(() => delete row.dataset.revealed, OUTLINE_MS);
}
