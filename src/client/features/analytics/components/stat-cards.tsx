import type { AnalyticsSummary } from '#shared/analytics-schemas.js';
import { queryErrorText } from '#client/components/dashboard/query-error-text.js';
import {
  analyticsCardValues,
  leadCardValues,
  type StatCardValue,
} from '#client/features/analytics/stat-card-values.js';

interface StatCardsProps {
  /** Leads neither hidden nor contacted; undefined while the leads load. */
  activeLeads: number | undefined;
  /** The summary, undefined while it loads or when it failed (every figure then shows '—'). */
  analytics: AnalyticsSummary | undefined;
  /** Why the summary is missing, when loading it failed. */
  analyticsError: Error | null;
  /** Cards other parts of the dashboard add after the lead cards (the workbench's 'Time to First Call'). */
  extraCards?: StatCardValue[];
}

function StatCard({ label, value, detail }: StatCardValue) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-bold wrap-anywhere text-navy-900">{value}</dd>
      <dd className="mt-0.5 text-xs wrap-anywhere text-slate-600">{detail}</dd>
    </div>
  );
}

/** The row of figures at the top of the dashboard (SPEC §2). */
export function StatCards({ activeLeads, analytics, analyticsError, extraCards = [] }: StatCardsProps) {
  return (
    <section aria-labelledby="dashboard-overview" className="grid gap-2">
      <h2 id="dashboard-overview" className="sr-only">
        Overview
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 2xl:grid-cols-9">
        {[...leadCardValues(activeLeads), ...extraCards, ...analyticsCardValues(analytics)].map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
      </dl>
      {analyticsError && !analytics && (
        <p role="status" className="text-sm wrap-anywhere text-red-800">
          Visitor analytics could not be loaded: {queryErrorText(analyticsError)}
        </p>
      )}
    </section>
  );
}
