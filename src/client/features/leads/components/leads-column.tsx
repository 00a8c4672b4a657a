import { Download } from 'lucide-react';
import { useDeferredValue } from 'react';
import { buttonClassName } from '#client/components/ui/button.js';
import { DashboardColumn } from '#client/components/dashboard/dashboard-column.js';
import { LeadCard } from './lead-card.js';
import { LeadFilterBar } from './lead-filter-bar.js';
import { matchesFilter, matchesSearch } from '#client/features/leads/lead-filters.js';
import { ListEmpty, ListError, ListLoading } from '#client/components/dashboard/list-states.js';
import { PagedList } from '#client/components/dashboard/paged-list.js';
import { searchText, type LeadList } from '#client/features/leads/use-lead-list.js';
import { useNow } from '#client/components/dashboard/use-now.js';
import { loadedItems } from '#client/lib/use-polled-pages.js';
import { API_ROUTES } from '#shared/api-routes.js';

/** Same-origin export of every lead (the server names the file leads-YYYY-MM-DD.csv). */
const CSV_EXPORT_URL = API_ROUTES.leadsCsv;

/**
 * The Active Leads column (SPEC §2, §4): filters, search, and one card per lead. The server
 * filters, searches and pages; the leads already loaded are narrowed here at once, so a lead
 * whose status changed leaves the view, and typing narrows the list while the server is asked.
 */
export function LeadsColumn({ list }: { list: LeadList }) {
  const { filter, search, serverSearch, pages } = list;
  // Typing stays responsive: the narrowing catches up a moment later.
  const typed = searchText(useDeferredValue(search));
  const now = useNow();
  // Until the server has answered for exactly this search, narrow by what is typed.
  const answered = !pages.isPlaceholderData && serverSearch === typed;
  const shown = loadedItems(pages.data).filter(
    (lead) => matchesFilter(lead, filter) && (answered || matchesSearch(lead, typed)),
  );

  return (
    <DashboardColumn
      title="Active Leads"
      actions={
        <a href={CSV_EXPORT_URL} download className={buttonClassName({ variant: 'outline' })}>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      }
      toolbar={
        <LeadFilterBar
          counts={list.counts}
          filter={filter}
          onFilterChange={list.setFilter}
          search={search}
          onSearchChange={list.setSearch}
        />
      }
    >
      {pages.isPending ? (
        <ListLoading what="leads" />
      ) : pages.error && !pages.data ? (
        <ListError what="leads" error={pages.error} />
      ) : shown.length === 0 ? (
        // Nothing loaded matches yet: only the server's answer for this very search says none does.
        answered ? (
          <ListEmpty>{typed ? 'No leads match your search.' : 'No leads here yet.'}</ListEmpty>
        ) : (
          <ListLoading what="leads" />
        )
      ) : (
        <PagedList
          items={shown}
          noun="leads"
          render={(lead) => <LeadCard key={lead.id} lead={lead} now={now} />}
          pages={pages}
        />
      )}
    </DashboardColumn>
  );
}
