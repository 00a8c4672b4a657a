import * as z from 'zod/mini';
import { sessionFilterParam } from './session-schemas.js';

/**
 * GET /api/analytics (SPEC §3 Analytics summary). Every figure's exact definition is in
 * docs/analytics.md.
 */
export const ANALYTICS_WINDOW_DAYS = 30;
/** Length of the top states, referrers and search queries lists. */
export const ANALYTICS_TOP_COUNT = 10;
/** Pages listed under each top referrer. */
export const ANALYTICS_REFERRER_PAGES = 10;
export const ANALYTICS_RECENT_VISITORS = 10;

export const analyticsQuerySchema = z.strictObject({ sessionId: sessionFilterParam });
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

const count = z.number();

export const analyticsSummarySchema = z.object({
  /** totalVisits / 30, one decimal. */
  averageVisitsPerDay: z.number(),
  /** Percent of the window's visitor sessions that have a lead, two decimals (0–100). */
  conversionRate: z.number(),
  totalVisits: count,
  topStates: z.array(z.object({ state: z.string(), count })),
  topReferrers: z.array(
    z.object({ referrer: z.string(), count, pages: z.array(z.object({ page: z.string(), count })) }),
  ),
  topSearchQueries: z.array(z.object({ query: z.string(), count })),
  /** Visits since local midnight in the business time zone. */
  visitsToday: count,
  /** Shares of the visits with a known device type (tablets count as mobile), one decimal. */
  mobilePercentage: z.number(),
  desktopPercentage: z.number(),
  knownDeviceVisits: count,
  unknownDeviceVisits: count,
  recentVisitors: z.array(
    z.object({
      sessionId: z.string(),
      city: z.nullable(z.string()),
      state: z.nullable(z.string()),
      firstVisit: z.string(),
      lastVisit: z.string(),
    }),
  ),
  /**
   * Visits per local day of the business time zone, oldest first, from the day the window starts
   * to today (31 dates: the first is partly outside the window). For the visits chart.
   */
  dailyVisits: z.array(z.object({ date: z.string(), count })),
  /** The instants the figures cover (ISO 8601, UTC): the 30-day window and the start of today. */
  window: z.object({ from: z.string(), to: z.string(), todayFrom: z.string(), timeZone: z.string() }),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/**
 * GET /api/analytics/lead-sources (beside SPEC's calls): 'Leads by Source' and the conversion
 * funnel over the same 30-day window, optionally for one session (the dashboard's filter). Exact
 * definitions: docs/analytics.md.
 */
export const leadSourcesQuerySchema = z.strictObject({ sessionId: sessionFilterParam });
export type LeadSourcesQuery = z.input<typeof leadSourcesQuerySchema>;

/** Most sources listed; the rest of the leads are not listed. */
export const LEAD_SOURCES_MAX = 50;

export const leadSourcesSchema = z.object({
  /** New leads of the window per source ('Google Search', 'newsletter / email', 'Unknown'…), most first. */
  sources: z.array(z.object({ source: z.string(), leads: count })),
  /** Visitor sessions of the window, and those of them that got the brochure or spoke (voicemail or consultation). */
  funnel: z.object({ visitors: count, brochure: count, spoke: count }),
});
export type LeadSources = z.infer<typeof leadSourcesSchema>;
