import { Filter, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.js';
import { useSessionFilter } from '#client/components/dashboard/session-filter.js';

/**
 * Says which session the dashboard is narrowed to, with the way out (SPEC §2, §4). It stays at
 * the top of the screen while the filter is on (sticky), so the way out is never scrolled away
 * and the narrowed columns below never read as lost data.
 */
export function SessionFilterBanner() {
  const { sessionId, clear } = useSessionFilter();
  if (!sessionId) return null;
  return (
    <section
      aria-labelledby="session-filter-title"
      data-sticky=""
      className="sticky top-0 z-30 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-b-lg border border-navy-200 bg-navy-50 px-3 py-2 shadow-md"
    >
      <div className="flex min-w-0 items-start gap-2">
        <Filter className="mt-0.5 size-4 shrink-0 text-navy-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="session-filter-title" className="text-sm font-semibold text-navy-900">
            Session Filter Active
          </h2>
          <p className="text-sm break-all text-navy-800">
            Showing session <code className="font-mono">{sessionId}</code>
          </p>
        </div>
      </div>
      <Button variant="outline" onClick={clear}>
        <X className="size-4" aria-hidden="true" />
        Clear Filter
      </Button>
    </section>
  );
}
