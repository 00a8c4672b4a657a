import { AnalyticsCharts } from './analytics-charts.js';
import { DashboardColumn } from '#client/components/dashboard/dashboard-column.js';
import { ListError, ListLoading } from '#client/components/dashboard/list-states.js';
import { LeadAttribution } from './lead-attribution.js';
import { RecentVisitors } from './recent-visitors.js';
import { SearchQueries } from './search-queries.js';
import { useSessionFilter } from '#client/components/dashboard/session-filter.js';
import { TopReferrers } from './top-referrers.js';
import { useAnalytics } from '#client/features/analytics/api/use-analytics.js';
import { useLeadSources } from '#client/features/analytics/api/use-lead-sources.js';
import { useNow } from '#client/components/dashboard/use-now.js';

/**
 * The Visitor Analytics column (SPEC §2): charts, leads by source and the conversion funnel, top
 * referrers, search queries and recent visitors, narrowed by the session filter and polled every
 * 10 s (the lead sources from a poll of their own, started with the summary's). A poll keeps the
 * last answer on screen (no loading state), so open referrer groups and the column's scroll stay put.
 */
export function AnalyticsColumn() {
  const { sessionId } = useSessionFilter();
  const analytics = useAnalytics(sessionId);
  const leadSources = useLeadSources(sessionId);
  const now = useNow();

  return (
    <DashboardColumn title="Visitor Analytics">
      {analytics.isPending ? (
        <ListLoading what="visitor analytics" />
      ) : analytics.error && !analytics.data ? (
        <ListError what="visitor analytics" error={analytics.error} />
      ) : (
        <>
          <AnalyticsCharts summary={analytics.data} />
          <LeadAttribution data={leadSources.data} error={leadSources.error} />
          <TopReferrers referrers={analytics.data.topReferrers} />
          <SearchQueries queries={analytics.data.topSearchQueries} />
          <RecentVisitors visitors={analytics.data.recentVisitors} now={now} />
        </>
      )}
    </DashboardColumn>
  );
}
