/**
 * The answer of GET /api/analytics (SPEC §3), over the last 30 days and narrowed to one session
 * when the session filter is set. Declared here until the analytics API publishes its zod schema
 * in src/shared; then this should become `z.infer` of that schema.
 */
export interface AnalyticsSummary {
  averageVisitsPerDay: number;
  /** Percent of visitors who became leads (0–100). */
  conversionRate: number;
  totalVisits: number;
  topStates: Array<{ state: string; count: number }>;
  topReferrers: Array<{ referrer: string; count: number; pages?: Array<{ page: string; count: number }> }>;
  topSearchQueries: Array<{ query: string; count: number }>;
  visitsToday: number;
  mobilePercentage: number;
  desktopPercentage: number;
  /** Visits whose device type is known; the percentages are of these. */
  knownDeviceVisits: number;
  unknownDeviceVisits: number;
  recentVisitors: Array<{
    sessionId: string;
    state: string | null;
    city: string | null;
    firstVisit: string;
    lastVisit: string;
  }>;
}
