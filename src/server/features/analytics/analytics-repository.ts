import { desc, eq, sql } from 'drizzle-orm';
import { ANALYTICS_RECENT_VISITORS } from '#shared/analytics-schemas.js';
import type { Db } from '#server/db/client.js';
import { rowsOf } from '#server/db/rows.js';
import { leads, visitorSessions } from '#server/db/schema.js';
import type { TimeRange } from './analytics-window.js';
import { funnelCounts, leadSourceGroups, type Funnel, type SourceGroup } from './lead-sources.js';
import {
  countRawVisits,
  countVisits,
  countVisitsByDay,
  type DailyVisits,
  type VisitCounts,
  type VisitDimension,
} from './visit-counts.js';

export interface Conversion {
  /** Visitor sessions last active in the range. */
  sessions: number;
  /** Of those, the ones with at least one lead carrying their session id. */
  converted: number;
}

export interface RecentVisitor {
  sessionId: string;
  city: string | null;
  state: string | null;
  firstVisit: Date;
  lastVisit: Date;
}

/** The analytics reads; `sessionId` narrows each one to that session (the dashboard's filter). */
export class AnalyticsRepository {
  constructor(private readonly db: Db) {}

  /** Visits in the range by dimension: rollups plus raw edges for everyone, raw activities for one session. */
  visitCounts(range: TimeRange, dimensions: readonly VisitDimension[], sessionId?: string): Promise<VisitCounts> {
    return sessionId === undefined
      ? countVisits(this.db, range, dimensions)
      : countRawVisits(this.db, range, dimensions, sessionId);
  }

  /** Visits per local day of `timeZone` in the range (the dashboard's visits chart). */
  visitsByDay(range: TimeRange, timeZone: string, sessionId?: string): Promise<DailyVisits> {
    return countVisitsByDay(this.db, range, timeZone, sessionId);
  }

  /**
   * One pass over the range's sessions (an index-only range scan), each looked up in a hash of
   * the session ids that have leads: leads are few, sessions many. As a correlated EXISTS (one
   * index probe per session) it took 10 times as long at 300,000 sessions in the window.
   */
  async conversion(range: TimeRange, sessionId?: string): Promise<Conversion> {
    const result = await this.db.execute(sql`
      select count(*)::int as sessions,
        (count(*) filter (where s.id in (select ${leads.sessionId} from ${leads} where ${leads.sessionId} is not null)))::int as converted
      from ${visitorSessions} s
      where s.last_visit >= ${new Date(range.from).toISOString()}::timestamptz
        and s.last_visit < ${new Date(range.to).toISOString()}::timestamptz
        ${sessionId === undefined ? sql`` : sql`and s.id = ${sessionId}`}`);
    const [row] = rowsOf<Conversion>(result);
    return { sessions: row?.sessions ?? 0, converted: row?.converted ?? 0 };
  }

  /** New leads of the range grouped by what their source label depends on (lead-sources.ts). */
  leadSourceGroups(range: TimeRange, sessionId?: string): Promise<SourceGroup[]> {
    return leadSourceGroups(this.db, range, sessionId);
  }

  /** Visitors of the range, and those that got the brochure or spoke (lead-sources.ts). */
  funnel(range: TimeRange, sessionId?: string): Promise<Funnel> {
    return funnelCounts(this.db, range, sessionId);
  }

  /** The most recently active sessions, newest first. */
  recentVisitors(sessionId?: string): Promise<RecentVisitor[]> {
    return this.db
      .select({
        sessionId: visitorSessions.id,
        city: visitorSessions.city,
        state: visitorSessions.state,
        firstVisit: visitorSessions.firstVisit,
        lastVisit: visitorSessions.lastVisit,
      })
      .from(visitorSessions)
      .where(sessionId === undefined ? undefined : eq(visitorSessions.id, sessionId))
      .orderBy(desc(visitorSessions.lastVisit), desc(visitorSessions.id))
      .limit(ANALYTICS_RECENT_VISITORS);
  }
}
