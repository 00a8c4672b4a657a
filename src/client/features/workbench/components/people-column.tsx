import { Download } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LEAD_SEARCH_MAX_CHARS } from '#shared/lead-list-schemas.js';
import { PEOPLE_SORT_VALUES, type PeopleSort } from '#shared/people-schemas.js';
import { API_ROUTES } from '#shared/api-routes.js';
import { DashboardColumn } from '#client/components/dashboard/dashboard-column.js';
import { FilterButtons } from '#client/components/dashboard/filter-buttons.js';
import { ListEmpty, ListError, ListLoading } from '#client/components/dashboard/list-states.js';
import { PagedList } from '#client/components/dashboard/paged-list.js';
import { SearchInput } from '#client/components/dashboard/search-input.js';
import { useNow } from '#client/components/dashboard/use-now.js';
import { buttonClassName } from '#client/components/ui/button.js';
import { loadedItems } from '#client/lib/use-polled-pages.js';
import {
  KEYS_HINT_ID,
  matchesPeopleFilter,
  PEOPLE_FILTERS,
  PEOPLE_SORTS,
} from '#client/features/workbench/people-labels.js';
import type { PeopleList } from '#client/features/workbench/use-people-list.js';
import { useRevealPerson } from '#client/features/workbench/use-reveal-person.js';
import { PersonRow } from './person-row.js';

const ROW_TOGGLE = '[data-row-toggle]';

/**
 * The Active Leads column as the lead workbench (docs/workbench.md): one compact row per person,
 * filtered, searched and ordered by the server, with no scroll box of its own. From a row's name
 * the keyboard moves on (↓ or j), back (↑ or k) and marks the person called (c). `strip` sits
 * above the filters ("Call next" and the booked calls, composed by the dashboard). A link to
 * `#person-<id>` brings that person's row into view, open (use-reveal-person.ts).
 */
export function PeopleColumn({
  list,
  strip,
  isStripPending = false,
  sessionId,
}: {
  list: PeopleList;
  strip?: ReactNode;
  /** While the strip is still loading the list waits too, so rows never move down when it arrives. */
  isStripPending?: boolean;
  /** The dashboard's session filter, for the empty list's words. */
  sessionId: string | null;
}) {
  const { filter, sort, pages } = list;
  const now = useNow();
  const listRef = useRef<HTMLDivElement>(null);
  /** The row to focus once the list changes: the next one after a person left it by 'c'. */
  const focusAfterChange = useRef<number | null>(null);
  const shown = loadedItems(pages.data).filter((person) => matchesPeopleFilter(person, filter));
  useRevealPerson(list, listRef);

  const toggles = () => [...(listRef.current?.querySelectorAll<HTMLButtonElement>(ROW_TOGGLE) ?? [])];

  useEffect(() => {
    const index = focusAfterChange.current;
    if (index === null) return;
    const rows = toggles();
    if (rows.length === 0) return;
    focusAfterChange.current = null;
    rows[Math.min(index, rows.length - 1)]!.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches(ROW_TOGGLE) || event.altKey || event.ctrlKey || event.metaKey) return;
    const rows = toggles();
    const index = rows.indexOf(target as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      rows[Math.max(0, Math.min(rows.length - 1, to))]?.focus();
    };
    if (event.key === 'ArrowDown' || event.key === 'j') move(index + 1);
    else if (event.key === 'ArrowUp' || event.key === 'k') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(rows.length - 1);
    else if (event.key === 'c') {
      event.preventDefault();
      const markCalled = target
        .closest('article')
        ?.querySelector<HTMLButtonElement>('button[data-action="mark-called"]:not(:disabled)');
      if (markCalled) {
        focusAfterChange.current = index;
        markCalled.click();
      }
    }
  };

  return (
    <DashboardColumn
      title="Active Leads"
      scrollable={false}
      actions={
        <a
          href={API_ROUTES.peopleCsv}
          download
          className={buttonClassName({ variant: 'outline', className: 'lg:pointer-fine:min-h-9' })}
        >
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      }
      toolbar={
        <div className="grid gap-2">
          {strip}
          <FilterButtons
            label="Filter leads"
            filters={PEOPLE_FILTERS}
            counts={list.counts}
            value={filter}
            onChange={list.setFilter}
          />
          <div className="flex flex-wrap items-center gap-2">
            <span className="flex items-center gap-2">
              <label htmlFor="lead-sort" className="text-sm font-medium text-slate-800">
                Sort by
              </label>
              <select
                id="lead-sort"
                value={sort}
                onChange={(event) => {
                  const value = event.target.value;
                  if ((PEOPLE_SORT_VALUES as readonly string[]).includes(value)) list.setSort(value as PeopleSort);
                }}
                className="min-h-11 rounded-md border border-slate-300 bg-white px-2 text-base text-navy-900 sm:text-sm"
              >
                {PEOPLE_SORTS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </span>
            <div className="min-w-[12rem] flex-1">
              <SearchInput
                id="lead-search"
                label="Search leads"
                value={list.search}
                onChange={list.setSearch}
                placeholder="Search name, company, e-mail, phone"
                maxLength={LEAD_SEARCH_MAX_CHARS}
              />
            </div>
          </div>
        </div>
      }
    >
      {pages.isPending || isStripPending ? (
        <ListLoading what="leads" />
      ) : pages.error && !pages.data ? (
        <ListError what="leads" error={pages.error} />
      ) : shown.length === 0 ? (
        pages.isPlaceholderData ? (
          <ListLoading what="leads" />
        ) : (
          <ListEmpty>{emptyText(list, sessionId)}</ListEmpty>
        )
      ) : (
        <div ref={listRef} onKeyDown={onKeyDown} className="grid gap-1.5">
          <PagedList
            items={shown}
            noun="leads"
            render={(person) => <PersonRow key={person.id} person={person} now={now} />}
            pages={pages}
          />
        </div>
      )}
      {/* Only where there is a keyboard to use them; still the keys' description for screen readers everywhere. */}
      <p id={KEYS_HINT_ID} className="hidden text-xs text-slate-600 pointer-fine:block">
        Keys on a lead: ↓/j next, ↑/k previous, c mark called
      </p>
    </DashboardColumn>
  );
}

/** Why the list is empty: a search, the session filter, or nothing yet; never read as lost data. */
function emptyText(list: PeopleList, sessionId: string | null): string {
  if (list.search.trim()) return 'No leads match your search.';
  if (sessionId) return 'No leads in this session';
  return 'No leads here yet.';
}
