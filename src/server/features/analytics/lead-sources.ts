import { sql, type SQL } from 'drizzle-orm';
import { touchSourceLabel, type TouchSourceFields } from '#shared/attribution-schemas.js';
import { LEAD_SOURCES_MAX, type LeadSources } from '#shared/analytics-schemas.js';
import type { Db } from '#server/db/client.js';
import { rowsOf } from '#server/db/rows.js';
import { leads, visitorSessions, voiceMessages } from '#server/db/schema.js';
import type { TimeRange } from './analytics-window.js';

/**
 * 'Leads by Source' and the conversion funnel (docs/analytics.md). Both start from the leads and
 * voice messages (thousands of rows, not millions) and look their sessions up by key; the funnel
 * also counts the window's sessions in the last-visit index, without reading their rows.
 */

/** How many new leads share a source's fields (grouped in SQL, labelled here). */
export interface SourceGroup extends TouchSourceFields {
  leads: number;
}

export type Funnel = LeadSources['funnel'];

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * New leads of the range grouped by the fields their source label depends on. A lead is a person
 * (`person_id`) or, until the touchpoint is linked to one, its lower-cased e-mail; its touchpoints
 * are its brochure and consultation leads and its voicemails that are not deleted. It is new in
 * the range when its first touchpoint is. Its source is the first touch of the earliest tracked
 * session among its touchpoints (null fields: none was tracked). With `sessionId`, only the
 * touchpoints of that session count.
 */
export async function leadSourceGroups(db: Db, range: TimeRange, sessionId?: string): Promise<SourceGroup[]> {
  const inSession = (column: typeof leads.sessionId | typeof voiceMessages.sessionId) =>
    sessionId === undefined ? sql`true` : sql`${column} = ${sessionId}`;
  const result = await db.execute(sql`
    with touchpoints as (
      select coalesce('p' || ${leads.personId}::text, 'e' || lower(${leads.email})) as lead_key,
        ${leads.sessionId} as session_id, ${leads.createdAt} as created_at
      from ${leads}
      where ${inSession(leads.sessionId)}
      union all
      select coalesce('p' || ${voiceMessages.personId}::text, 'e' || lower(${voiceMessages.email})),
        ${voiceMessages.sessionId}, ${voiceMessages.createdAt}
      from ${voiceMessages}
      where not ${voiceMessages.isDeleted} and ${inSession(voiceMessages.sessionId)}
    ),
    new_leads as (
      select lead_key from touchpoints
      group by lead_key
      having min(created_at) >= ${iso(range.from)}::timestamptz and min(created_at) < ${iso(range.to)}::timestamptz
    ),
    sourced as (
      select distinct on (t.lead_key) s.first_touch as touch
      from touchpoints t
      join new_leads using (lead_key)
      left join ${visitorSessions} s on s.id = t.session_id and s.first_touch is not null
      order by t.lead_key, s.first_visit nulls last
    )
    select touch ->> 'utmSource' as "utmSource", touch ->> 'utmMedium' as "utmMedium",
      touch ->> 'referrerLabel' as "referrerLabel", count(*)::int as leads
    from sourced
    group by 1, 2, 3`);
  return rowsOf<{ utmSource: string | null; utmMedium: string | null; referrerLabel: string | null; leads: number }>(
    result,
  ).map((row) => ({
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    // A touch always has a label; a missing one means no touch (touchSourceLabel: 'Unknown').
    referrerLabel: row.referrerLabel ?? '',
    leads: row.leads,
  }));
}

/**
 * The funnel's three counts. Visitors: the sessions last active in the range, as the summary's
 * conversion rate counts them (an index-only range scan). Brochure and spoke: those of them with a
 * brochure lead, or a consultation or a voicemail that is not deleted, made in the range: the
 * range's few leads and voicemails (by their time index) look their sessions up by key, instead of
 * every session of the range being looked up in the leads.
 */
export async function funnelCounts(db: Db, range: TimeRange, sessionId?: string): Promise<Funnel> {
  const from = sql`${iso(range.from)}::timestamptz`;
  const to = sql`${iso(range.to)}::timestamptz`;
  const only = (column: SQL) => (sessionId === undefined ? sql`` : sql`and ${column} = ${sessionId}`);
  const result = await db.execute(sql`
    with steps as (
      select session_id, bool_or(brochure) as brochure, bool_or(spoke) as spoke
      from (
        select ${leads.sessionId} as session_id, ${leads.type} = 'lead_magnet' as brochure,
          ${leads.type} = 'consultation' as spoke
        from ${leads}
        where ${leads.createdAt} >= ${from} and ${leads.createdAt} < ${to} and ${leads.sessionId} is not null
          ${only(sql`${leads.sessionId}`)}
        union all
        select ${voiceMessages.sessionId}, false, true
        from ${voiceMessages}
        where ${voiceMessages.createdAt} >= ${from} and ${voiceMessages.createdAt} < ${to}
          and not ${voiceMessages.isDeleted} and ${voiceMessages.sessionId} is not null ${only(sql`${voiceMessages.sessionId}`)}
      ) as touchpoints
      group by session_id
    ),
    took as (
      select (count(*) filter (where steps.brochure))::int as brochure, (count(*) filter (where steps.spoke))::int as spoke
      from steps join ${visitorSessions} s on s.id = steps.session_id
      where s.last_visit >= ${from} and s.last_visit < ${to}
    )
    select
      (select count(*)::int from ${visitorSessions} s
        where s.last_visit >= ${from} and s.last_visit < ${to} ${only(sql`s.id`)}) as visitors,
      took.brochure, took.spoke
    from took`);
  const [row] = rowsOf<Funnel>(result);
  return { visitors: row?.visitors ?? 0, brochure: row?.brochure ?? 0, spoke: row?.spoke ?? 0 };
}

/**
 * Groups labelled and merged (labels are lower-cased, so two groups can share one): most leads
 * first, ties by name in code-point order, as the summary's top lists.
 */
export function sourcesFromGroups(groups: readonly SourceGroup[]): LeadSources['sources'] {
  const bySource = new Map<string, number>();
  for (const group of groups) {
    const source = touchSourceLabel(group);
    bySource.set(source, (bySource.get(source) ?? 0) + group.leads);
  }
  return [...bySource]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, LEAD_SOURCES_MAX)
    .map(([source, leads]) => ({ source, leads }));
}
