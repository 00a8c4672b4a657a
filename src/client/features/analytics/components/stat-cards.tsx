import { useRef } from 'react';
import type { AnalyticsSummary } from '#shared/analytics-schemas.js';
import { queryErrorText } from '#client/components/dashboard/query-error-text.js';
import { useOverflowsSideways } from '#client/components/dashboard/use-overflows-sideways.js';
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
    <div className="w-36 min-w-0 shrink-0 snap-start rounded-lg border border-slate-200 bg-white px-2.5 py-1 shadow-sm lg:w-auto">
      <dt className="text-xs leading-tight font-semibold text-slate-600">{label}</dt>
      <dd className="text-lg leading-6 font-bold wrap-anywhere text-navy-900">{value}</dd>
      <dd className="text-xs leading-tight wrap-anywhere text-slate-600">{detail}</dd>
    </div>
  );
}

/**
 * The figures at the top of the dashboard (SPEC §2), as a compact strip so the leads start on the
 * first screen (issue 26): one row of nine from 1280 px, two below that, and on a phone a single
 * row that scrolls sideways (by swipe, or by keyboard once focused).
 */
export function StatCards({ activeLeads, analytics, analyticsError, extraCards = [] }: StatCardsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsSideways(scroller);
  return (
    <section aria-labelledby="dashboard-overview" className="grid min-w-0 gap-2">
      <h2 id="dashboard-overview" className="sr-only">
        Overview
      </h2>
      {/* Focusable while it scrolls sideways, so a keyboard can scroll it; from lg nothing overflows. */}
      <div
        ref={scroller}
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'group' : undefined}
        aria-label={scrolls ? 'Figures, scroll sideways for more' : undefined}
        className="-mx-1 snap-x overflow-x-auto px-1 pb-1 focus-visible:outline-2 focus-visible:outline-navy-700 lg:mx-0 lg:overflow-visible lg:px-0 lg:pb-0"
      >
        <dl className="flex gap-2 lg:grid lg:grid-cols-5 xl:grid-cols-9">
          {[...leadCardValues(activeLeads), ...extraCards, ...analyticsCardValues(analytics)].map((card) => (
            <StatCard key={card.label} {...card} />
          ))}
        </dl>
      </div>
      {analyticsError && !analytics && (
        <p role="status" className="text-sm wrap-anywhere text-red-800">
          Visitor analytics could not be loaded: {queryErrorText(analyticsError)}
        </p>
      )}
    </section>
  );
}
