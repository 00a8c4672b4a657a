import {
  PEOPLE_FILTER_VALUES,
  PEOPLE_SORT_VALUES,
  type PeopleFilter,
  type PeopleSort,
} from '#shared/people-schemas.js';
import { getStored, setStored } from '#client/lib/islands/browser-storage.js';

/**
 * The Active Leads filter and order the principal last chose, kept on this device (issue 26): a
 * reload or the next morning opens the list as it was left. SPEC's newest-first, all-leads view
 * stays the default. Only these two choices are kept, never anything about a lead.
 */
export interface ListView {
  filter: PeopleFilter;
  sort: PeopleSort;
}

export const LIST_VIEW_STORAGE_KEY = 'dashboard.activeLeads.view';
export const DEFAULT_LIST_VIEW: ListView = { filter: 'all', sort: 'newest' };

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** The remembered view; each part the default when nothing, or nothing valid, was kept. */
export function rememberedListView(): ListView {
  let kept: Partial<Record<keyof ListView, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(getStored('localStorage', LIST_VIEW_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') kept = parsed;
  } catch {
    // An unreadable value is as good as none.
  }
  return {
    filter: isOneOf(PEOPLE_FILTER_VALUES, kept.filter) ? kept.filter : DEFAULT_LIST_VIEW.filter,
    sort: isOneOf(PEOPLE_SORT_VALUES, kept.sort) ? kept.sort : DEFAULT_LIST_VIEW.sort,
  };
}

export function rememberListView(view: ListView): void {
  setStored('localStorage', LIST_VIEW_STORAGE_KEY, JSON.stringify(view));
}
