import { Download } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { buttonClassName } from '../../components/ui/button.js';
import { DashboardColumn } from './dashboard-column.js';
import { LeadCard } from './lead-card.js';
import { LeadFilterBar } from './lead-filter-bar.js';
import { LimitedList } from './limited-list.js';
import { visibleLeads, type LeadFilter } from './lead-filters.js';
import { ListEmpty, ListError, ListLoading } from './list-states.js';
import { useLeads } from './use-leads.js';
import { useNow } from './use-now.js';

/** Same-origin export of every lead (the server names the file leads-YYYY-MM-DD.csv). */
const CSV_EXPORT_URL = '/api/consultation-requests.csv';

/** The Active Leads column (SPEC §2, §4): filters, search, and one card per lead. */
export function LeadsColumn() {
  const leads = useLeads();
  const [filter, setFilter] = useState<LeadFilter>('all');
  const [search, setSearch] = useState('');
  // Typing stays responsive with many leads: the list catches up a moment later.
  const deferredSearch = useDeferredValue(search);
  const now = useNow();

  const all = leads.data ?? [];
  const shown = visibleLeads(all, filter, deferredSearch);

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
        <LeadFilterBar leads={all} filter={filter} onFilterChange={setFilter} search={search} onSearchChange={setSearch} />
      }
    >
      {leads.isPending ? (
        <ListLoading what="leads" />
      ) : leads.error && !leads.data ? (
        <ListError what="leads" error={leads.error} />
      ) : shown.length === 0 ? (
        <ListEmpty>{deferredSearch.trim() ? 'No leads match your search.' : 'No leads here yet.'}</ListEmpty>
      ) : (
        <LimitedList items={shown} noun="leads" render={(lead) => <LeadCard key={lead.id} lead={lead} now={now} />} />
      )}
    </DashboardColumn>
  );
}
