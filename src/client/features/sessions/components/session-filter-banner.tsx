import { Filter, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.js';
import { useSessionFilter } from '#client/components/dashboard/session-filter.js';

/** Says which session the dashboard is narrowed to, with the way out (SPEC §2, §4). */
export function SessionFilterBanner() {
  const { sessionId, clear } = useSessionFilter();
  if (!sessionId) return null;
  return (
    <section
      aria-labelledby="session-filter-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-navy-200 bg-navy-50 p-3"
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
