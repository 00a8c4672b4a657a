import { sql, type SQL } from 'drizzle-orm';
import { TIMELINE_LIMITS, type TimelineEntry, type TimelineSession } from '#shared/timeline-schemas.js';
import type { Db } from '#server/db/client.js';
import { rowsOf } from '#server/db/rows.js';
import { activities, leads, visitorSessions, voiceMessages } from '#server/db/schema.js';
import { assembleTimeline, clickLabel, leadEntries, pageSeconds, RANK, type RankedEntry } from './timeline.js';

/** Leads and voice messages that belong to the timeline whatever their session (a person's other touchpoints). */
export interface Touchpoints {
  leadIds: number[];
  voiceMessageIds: number[];
}

/** ISO 8601 UTC text: milliseconds for display, microseconds to keep events of one millisecond in order. */
const isoMs = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoUs = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface VisitRow {
  id: number;
  session_id: string;
  page: string;
  at: string;
  sort_at: string;
  time_on_page: number | null;
  next_at: string | null;
}

interface ClickRow {
  id: number;
  session_id: string;
  page: string;
  at: string;
  sort_at: string;
  element_text: string | null;
  element_id: string | null;
  element_tag: string | null;
}

interface FieldRow {
  seq: number;
  session_id: string;
  page: string;
  field: string;
  field_type: string | null;
  value: string | null;
  edits: number;
  at: string;
  sort_at: string;
}

interface LeadRow {
  id: number;
  type: 'consultation' | 'lead_magnet';
  first_name: string;
  last_name: string;
  message: string;
  session_id: string | null;
  at: string;
  sort_at: string;
}

interface VoiceRow {
  id: number;
  session_id: string | null;
  duration: number | null;
  transcript: string | null;
  audio_deleted_at: string | null;
  at: string;
  sort_at: string;
}

/**
 * Reads a timeline straight from the tables (docs/architecture.md, "A session's timeline"). Each
 * query returns at most one row more than the cap, the oldest of its kind, so a session of
 * thousands of events costs a few bounded reads; keystrokes are collapsed to one row per field
 * in SQL.
 */
export class TimelineRepository {
  constructor(
    private readonly db: Db,
    private readonly maxEntries: number = TIMELINE_LIMITS.maxEntries,
  ) {}

  /** The stored facts of one visitor session, or null. */
  async session(id: string): Promise<TimelineSession | null> {
    const [row] = rowsOf<TimelineSession>(
      await this.db.execute(sql`
        select id, city, state, ${isoMs(sql`first_visit`)} as "firstVisit", ${isoMs(sql`last_visit`)} as "lastVisit",
          device_type as "deviceType", browser_name as "browserName", page_views as "pageViews"
        from ${visitorSessions} where id = ${id}`),
    );
    return row ?? null;
  }

  /**
   * Everything the sessions did, oldest first: their page activity, and the leads and voice
   * messages sent from them or named in `touchpoints`.
   */
  async forSessions(
    sessionIds: string[],
    touchpoints: Touchpoints = { leadIds: [], voiceMessageIds: [] },
  ): Promise<{ entries: TimelineEntry[]; truncated: boolean }> {
    const hasSessions = sessionIds.length > 0;
    const [visits, clicks, fields, leadRows, voiceRows] = await Promise.all([
      hasSessions ? this.visits(sessionIds) : [],
      hasSessions ? this.clicks(sessionIds) : [],
      hasSessions ? this.fields(sessionIds) : [],
      this.leads(sessionIds, touchpoints.leadIds),
      this.voiceMessages(sessionIds, touchpoints.voiceMessageIds),
    ]);
    return assembleTimeline(
      {
        activity: [visits.map(visitEntry), clicks.map(clickEntry), fields.map(fieldEntry)],
        touchpoints: [
          ...leadRows.flatMap((row) =>
            leadEntries({
              id: row.id,
              type: row.type,
              firstName: row.first_name,
              lastName: row.last_name,
              message: row.message,
              sessionId: row.session_id,
              at: row.at,
              sortAt: row.sort_at,
            }),
          ),
          ...voiceRows.map(voicemailEntry),
        ],
      },
      this.maxEntries,
    );
  }

  private get rowLimit() {
    return this.maxEntries + 1;
  }

  /** Page views with the leave beacon's time on page (tracking-writer adds it to the visit) and the next view's time. */
  private async visits(sessionIds: string[]): Promise<VisitRow[]> {
    return rowsOf<VisitRow>(
      await this.db.execute(sql`
        select v.id::float8 as id, v.session_id, v.page, ${isoMs(sql`v.occurred_at`)} as at,
          ${isoUs(sql`v.occurred_at`)} as sort_at,
          case when jsonb_typeof(v.details -> 'timeOnPage') = 'number' then (v.details ->> 'timeOnPage')::float8 end
            as time_on_page,
          ${isoMs(sql`v.next_at`)} as next_at
        from (
          select a.id, a.session_id, a.page, a.occurred_at, a.details,
            lead(a.occurred_at) over (partition by a.session_id order by a.occurred_at, a.id) as next_at
          from ${activities} a
          where a.session_id = any(${sql.param(sessionIds)}::text[]) and a.type = 'visit'
        ) v
        order by v.occurred_at, v.id
        limit ${this.rowLimit}`),
    );
  }

  private async clicks(sessionIds: string[]): Promise<ClickRow[]> {
    return rowsOf<ClickRow>(
      await this.db.execute(sql`
        select a.id::float8 as id, a.session_id, a.page, ${isoMs(sql`a.occurred_at`)} as at,
          ${isoUs(sql`a.occurred_at`)} as sort_at, a.details ->> 'elementText' as element_text,
          a.details ->> 'elementId' as element_id, a.details ->> 'elementTag' as element_tag
        from ${activities} a
        where a.session_id = any(${sql.param(sessionIds)}::text[]) and a.type = 'click'
        order by a.occurred_at, a.id
        limit ${this.rowLimit}`),
    );
  }

  /**
   * One row per (session, page, field): its last value, when it last changed and how many times.
   * The tracker sends a keydown (the value before the key) and an input event (the value after)
   * per key, so counting events would double the edits; a change is an event whose value differs
   * from the one before. Without values (TRACK_INPUT_VALUES off, passwords, privacy signals) no
   * change can be seen, so every event counts.
   */
  private async fields(sessionIds: string[]): Promise<FieldRow[]> {
    return rowsOf<FieldRow>(
      await this.db.execute(sql`
        with typed as (
          select a.id, a.session_id, a.page, a.occurred_at,
            coalesce(nullif(a.details ->> 'fieldName', ''), nullif(a.details ->> 'elementId', ''), '') as field,
            -- Unnamed fields of different types stay apart.
            coalesce(nullif(a.details ->> 'fieldName', ''), nullif(a.details ->> 'elementId', ''),
              'type:' || coalesce(a.details ->> 'elementType', '')) as field_key,
            a.details ->> 'elementType' as field_type,
            a.details ->> 'inputValue' as value
          from ${activities} a
          where a.session_id = any(${sql.param(sessionIds)}::text[]) and a.type = 'keystroke'
        ),
        marked as (
          select typed.*,
            (value is null or value is distinct from coalesce(lag(value) over w, '')) as changed
          from typed
          window w as (partition by session_id, page, field_key order by occurred_at, id)
        ),
        collapsed as (
          select distinct on (session_id, page, field_key)
            session_id, page, field, field_type, value, id,
            coalesce(max(occurred_at) filter (where changed) over p, max(occurred_at) over p) as changed_at,
            count(*) filter (where changed) over p as edits
          from marked
          window p as (partition by session_id, page, field_key)
          order by session_id, page, field_key, occurred_at desc, id desc
        )
        select id::float8 as seq, session_id, page, field, field_type, value, edits::int as edits,
          ${isoMs(sql`changed_at`)} as at, ${isoUs(sql`changed_at`)} as sort_at
        from collapsed
        order by changed_at, id
        limit ${this.rowLimit}`),
    );
  }

  private async leads(sessionIds: string[], leadIds: number[]): Promise<LeadRow[]> {
    if (sessionIds.length === 0 && leadIds.length === 0) return [];
    return rowsOf<LeadRow>(
      await this.db.execute(sql`
        select id, type, first_name, last_name, message, session_id, ${isoMs(sql`created_at`)} as at,
          ${isoUs(sql`created_at`)} as sort_at
        from ${leads}
        where session_id = any(${sql.param(sessionIds)}::text[]) or id = any(${sql.param(leadIds)}::int[])
        order by created_at, id
        limit ${this.rowLimit}`),
    );
  }

  /** Voice messages not deleted (SPEC §4: a deleted one is never listed). */
  private async voiceMessages(sessionIds: string[], voiceMessageIds: number[]): Promise<VoiceRow[]> {
    if (sessionIds.length === 0 && voiceMessageIds.length === 0) return [];
    return rowsOf<VoiceRow>(
      await this.db.execute(sql`
        select id, session_id, duration_seconds::float8 as duration, transcript,
          ${isoMs(sql`audio_deleted_at`)} as audio_deleted_at, ${isoMs(sql`created_at`)} as at,
          ${isoUs(sql`created_at`)} as sort_at
        from ${voiceMessages}
        where is_deleted = false
          and (session_id = any(${sql.param(sessionIds)}::text[]) or id = any(${sql.param(voiceMessageIds)}::int[]))
        order by created_at, id
        limit ${this.rowLimit}`),
    );
  }
}

const activityRank = (row: { sort_at: string }, seq: number) => ({ sortAt: row.sort_at, rank: RANK.activity, seq });

function visitEntry(row: VisitRow): RankedEntry {
  return {
    entry: {
      kind: 'page',
      sessionId: row.session_id,
      at: row.at,
      page: row.page,
      ...pageSeconds(row.time_on_page, row.at, row.next_at),
    },
    ...activityRank(row, row.id),
  };
}

function clickEntry(row: ClickRow): RankedEntry {
  const label = clickLabel({ elementText: row.element_text, elementId: row.element_id, elementTag: row.element_tag });
  return {
    entry: { kind: 'click', sessionId: row.session_id, at: row.at, page: row.page, label },
    ...activityRank(row, row.id),
  };
}

function fieldEntry(row: FieldRow): RankedEntry {
  return {
    entry: {
      kind: 'field',
      sessionId: row.session_id,
      at: row.at,
      page: row.page,
      field: row.field,
      fieldType: row.field_type,
      value: row.value,
      edits: row.edits,
    },
    ...activityRank(row, row.seq),
  };
}

function voicemailEntry(row: VoiceRow): RankedEntry {
  return {
    entry: {
      kind: 'voicemail',
      sessionId: row.session_id,
      at: row.at,
      voiceMessageId: row.id,
      duration: row.duration,
      transcript: row.transcript,
      // Only once it happened: most recordings are kept.
      ...(row.audio_deleted_at === null ? {} : { audioDeletedAt: row.audio_deleted_at }),
    },
    sortAt: row.sort_at,
    rank: RANK.voicemail,
    seq: row.id,
  };
}
