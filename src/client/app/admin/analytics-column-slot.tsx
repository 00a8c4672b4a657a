import type { ReactNode } from 'react';

/**
 * The place of the third column, Visitor Analytics (top referrers, search queries, recent
 * visitors), built separately: it renders what it is given, or nothing, so the dashboard works
 * before that part exists. Inside it, useSessionFilter() and useAnalytics() are available.
 */
export function AnalyticsColumnSlot({ analyticsColumn }: { analyticsColumn?: ReactNode }) {
  return analyticsColumn ?? null;
}
