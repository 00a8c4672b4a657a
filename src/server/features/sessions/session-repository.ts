import { sql } from 'drizzle-orm';
import { SESSIONS_LIMITS, type SessionActivity, type SessionPage } from '#shared/session-schemas.js';
import type { Db } from '#server/db/client.js';
import { encodeCursor, type SessionCursor } from './cursor.js';
import { DEFAULT_SEARCH_LIMITS, searchSessions, type SearchLimits } from './search-sessions.js';
import { rowsOf } from '#server/db/rows.js';
import { cursorOf, inScope, isoMs, ORDER, SESSION_COLUMNS, type SessionRow } from './session-rows.js';

export interface SessionPageRequest {
  /** Start after this session (exclusive); null for the first page. */
  cursor: SessionCursor | null;
  /** Trimmed; empty means no search. */
  search: string;
  sessionId?: string | undefined;
  limit: number;
}

interface ActivityRow {
  session_id: string;
  activity_count: number;
  type: SessionActivity['type'] | null;
  page: string | null;
  at: string | null;
  details: Record<string, unknown> | null;
}

/**
 * Pages of visitor sessions, most recently active first, with their latest activities
 * (docs/analytics.md, "Session activity").
 */
export class SessionRepository {
  private readonly searchLimits: SearchLimits;

  constructor(
    private readonly db: Db,
    searchLimits: Partial<SearchLimits> = {},
  ) {
    this.searchLimits = { ...DEFAULT_SEARCH_LIMITS, ...searchLimits };
  }

  async page(request: SessionPageRequest): Promise<SessionPage> {
    const count = request.limit + 1;
    const { rows, resumeAfter } = request.search
      ? await searchSessions(this.db, { ...request, count }, this.searchLimits)
      : { rows: await this.list(request, count), resumeAfter: null };
    const pageRows = rows.slice(0, request.limit);
    const next = rows.length > request.limit ? cursorOf(pageRows.at(-1)!) : resumeAfter;
    const recent = await this.recentActivities(pageRows.map((row) => row.id));
    return {
      items: pageRows.map(({ cursor_time: _cursor, ...row }) => ({
        ...row,
        activities: recent.get(row.id)?.activities ?? [],
        activityCount: recent.get(row.id)?.count ?? 0,
      })),
      nextCursor: next ? encodeCursor(next) : null,
    };
  }

  /** One range of the (last_visit desc, id desc) index. */
  private async list(request: SessionPageRequest, count: number): Promise<SessionRow[]> {
    return rowsOf<SessionRow>(
      await this.db.execute(sql`
        select ${SESSION_COLUMNS} from visitor_sessions s
        where ${inScope(request.cursor, request.sessionId)} ${ORDER} limit ${count}`),
    );
  }

  /** Each session's activity count and latest activities, newest first. */
  private async recentActivities(
    sessionIds: string[],
  ): Promise<Map<string, { count: number; activities: SessionActivity[] }>> {
    const bySession = new Map<string, { count: number; activities: SessionActivity[] }>();
    if (sessionIds.length === 0) return bySession;
    const result = await this.db.execute(sql`
      select s.id as session_id, c.activity_count, r.type, r.page, r.at, r.details
      from unnest(${sql.param(sessionIds)}::text[]) as s(id)
      cross join lateral (select count(*)::int as activity_count from activities where session_id = s.id) c
      left join lateral (
        select a.type, a.page, a.details, a.occurred_at, a.id, ${isoMs(sql`a.occurred_at`)} as at
        from activities a where a.session_id = s.id
        order by a.occurred_at desc, a.id desc
        limit ${SESSIONS_LIMITS.recentActivities}
      ) r on true
      order by s.id, r.occurred_at desc, r.id desc`);
    for (const row of rowsOf<ActivityRow>(result)) {
      let entry = bySession.get(row.session_id);
      if (!entry) bySession.set(row.session_id, (entry = { count: row.activity_count, activities: [] }));
      if (row.type && row.page !== null && row.at !== null) {
        entry.activities.push({ type: row.type, page: row.page, timestamp: row.at, details: row.details });
      }
    }
    return bySession;
  }
}
