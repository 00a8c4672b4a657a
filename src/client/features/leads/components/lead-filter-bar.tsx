import { LEAD_SEARCH_MAX_CHARS, LEAD_SEARCH_TARGETS, type LeadCounts } from '#shared/lead-list-schemas.js';
import { cn } from '#client/lib/cn.js';
import { LEAD_FILTERS, type LeadFilter } from '#client/features/leads/lead-filters.js';
import { SearchInput } from '#client/components/dashboard/search-input.js';

/** Names what the search looks in, from the same list the server searches. */
const SEARCH_HINT = `Search ${LEAD_SEARCH_TARGETS.map(({ label }) => label).join(', ')}`;

interface LeadFilterBarProps {
  /** Leads under each filter, over all leads (from the server); undefined while they load. */
  counts: LeadCounts | undefined;
  filter: LeadFilter;
  onFilterChange: (filter: LeadFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** The filter buttons (one pressed at a time, each with its count) and the search box. */
export function LeadFilterBar({ counts, filter, onFilterChange, search, onSearchChange }: LeadFilterBarProps) {
  return (
    <div className="grid gap-2">
      <div role="group" aria-label="Filter leads" className="flex flex-wrap gap-1.5">
        {LEAD_FILTERS.map(({ value, label }) => {
          const pressed = value === filter;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onFilterChange(value)}
              className={cn(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium',
                pressed
                  ? 'border-navy-800 bg-navy-800 text-white'
                  : 'border-slate-300 bg-white text-navy-900 hover:bg-slate-100',
              )}
            >
              {label}
              <span className={cn('text-xs', pressed ? 'text-navy-100' : 'text-slate-600')}>
                {counts?.[value] ?? 0}
              </span>
            </button>
          );
        })}
      </div>
      <SearchInput
        id="lead-search"
        label="Search leads"
        value={search}
        onChange={onSearchChange}
        placeholder={SEARCH_HINT}
        maxLength={LEAD_SEARCH_MAX_CHARS}
      />
    </div>
  );
}
