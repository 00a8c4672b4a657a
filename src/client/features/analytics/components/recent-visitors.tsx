import { MapPin } from 'lucide-react';
import type { AnalyticsSummary } from '#shared/analytics-schemas.js';
import { AnalyticsSection, SectionEmpty } from './analytics-section.js';
import { DETAIL_ICON_CLASS } from '#client/components/dashboard/contact-line.js';
import { formatDateTime, formatRelativeTime, formatVisitSpan } from '#client/components/dashboard/format.js';
import { ViewSessionButton } from '#client/components/dashboard/view-session-button.js';
import { placeName } from '#client/components/dashboard/visitor-labels.js';

type RecentVisitor = AnalyticsSummary['recentVisitors'][number];

/** Recent Visitors (SPEC §2, §9): where each came from, over how long, when last seen. */
export function RecentVisitors({ visitors, now }: { visitors: readonly RecentVisitor[]; now: number }) {
  return (
    <AnalyticsSection title="Recent Visitors">
      {visitors.length === 0 ? (
        <SectionEmpty what="visitors" period="yet" />
      ) : (
        <ul className="grid divide-y divide-slate-200">
          {visitors.map((visitor) => (
            <VisitorRow key={visitor.sessionId} visitor={visitor} now={now} />
          ))}
        </ul>
      )}
    </AnalyticsSection>
  );
}

function VisitorRow({ visitor, now }: { visitor: RecentVisitor; now: number }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <MapPin className={DETAIL_ICON_CLASS} aria-hidden="true" />
          <span className="wrap-anywhere">{placeName(visitor.city, visitor.state)}</span>
        </p>
        <p className="text-xs text-slate-600">
          <span className="sr-only">Visited over </span>
          {formatVisitSpan(visitor.firstVisit, visitor.lastVisit)} · <span className="sr-only">last seen </span>
          <time dateTime={visitor.lastVisit} title={formatDateTime(visitor.lastVisit)}>
            {formatRelativeTime(visitor.lastVisit, now)}
          </time>
        </p>
      </div>
      <ViewSessionButton sessionId={visitor.sessionId} />
    </li>
  );
}
