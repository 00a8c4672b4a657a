import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { FOLLOW_UP_HOURS } from '#content/claims.js';
import type { LeadStatusPatch } from '#shared/lead-schemas.js';
import {
  PEOPLE_FILTER_VALUES,
  type ConsentEntry,
  type PeopleFilter,
  type PeoplePage,
  type PeopleSort,
  type Person,
  type PersonDetail,
  type PersonStatusChange,
  TOUCHPOINT_KINDS,
  type SpeedToLead,
  type TouchpointKind,
  type Touchpoint,
} from '#shared/people-schemas.js';
import { phoneSearchDigits } from '#shared/lead-list-schemas.js';
import type { Db } from '#server/db/client.js';
import { containing } from '#server/db/like-pattern.js';
import { bookings, consents, leads, people, voiceMessages } from '#server/db/schema.js';
import { countWhere } from '#server/http/list-page.js';
import type { StoredSummary } from './person-summary.js';
import { keepBeforeStatus, undoStatus, type UndoRefusal } from './status-undos.js';

type PersonRow = typeof people.$inferSelect;

/** Something the person wrote or said, with when. */
export interface DatedWords {
  at: string;
  text: string;
}

/** A person as the CSV exports them: the detail, and the words of their consultation messages and voicemails, newest first. */
export interface PersonExport extends PersonDetail {
  messages: DatedWords[];
  transcripts: DatedWords[];
}

/** SPEC's analytics window, for 'Time to First Call'. */
const WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

const touchCount = (kind: string) => sql`coalesce((${people.summary}->'touchpoints'->>${kind})::int, 0)`;
/** A person with at least one touchpoint left (all of a voicemail-only caller's messages may be deleted). */
const LIVE = sql`(${sql.join(
  TOUCHPOINT_KINDS.map((kind) => touchCount(kind)),
  sql` + `,
)}) > 0`;
/** The follow-up promise (content/claims.ts) in milliseconds. */
const FOLLOW_UP_MS = FOLLOW_UP_HOURS * 60 * 60 * 1000;

/**
 * When the first call is due: the booked call's start when one is booked, else the first touch
 * plus the follow-up promise. Unqualified column names: the list's keyset compares it against the
 * cursor person's in a subquery.
 */
export const DUE_AT = sql`coalesce((summary->'bookedCall'->>'start')::timestamptz, first_touch_at + make_interval(secs => ${FOLLOW_UP_MS / 1000}))`;
export const ACTIVE = and(LIVE, eq(people.isHidden, false), eq(people.isContacted, false))!;

/** Each filter over people (PEOPLE_FILTER_VALUES); the first four are the people still to call. */
const FILTERS: Record<PeopleFilter, SQL> = {
  all: ACTIVE,
  consultation: and(ACTIVE, sql`${touchCount('consultation')} > 0`)!,
  lead_magnet: and(ACTIVE, sql`${touchCount('lead_magnet')} > 0`)!,
  voicemail: and(ACTIVE, sql`${touchCount('voicemail')} > 0`)!,
  contacted: and(LIVE, eq(people.isContacted, true))!,
  hidden: and(LIVE, eq(people.isHidden, true))!,
};

/**
 * Each order's columns and direction. All columns of one order go the same way, so a page's
 * keyset is one row comparison against the cursor's person, read in SQL (as the lead lists do).
 */
const ORDERS: Record<PeopleSort, { columns: SQL[]; direction: 'asc' | 'desc' }> = {
  newest: { columns: [sql`last_touch_at`, sql`id`], direction: 'desc' },
  due: { columns: [DUE_AT, sql`id`], direction: 'asc' },
  score: { columns: [sql`score`, sql`last_touch_at`, sql`id`], direction: 'desc' },
  amount: { columns: [sql`debt_rank`, sql`score`, sql`id`], direction: 'desc' },
};

export interface PeoplePageRequest {
  limit: number;
  cursor: number | undefined;
  filter: PeopleFilter;
  sort: PeopleSort;
  sessionId: string | undefined;
  /** Trimmed; empty means no search. */
  search: string;
}

/**
 * The search: the full name, the company, any e-mail or phone, case-insensitively; a phone-like
 * search also matches the phones' digits however they were written.
 */
function matchingSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  const digits = phoneSearchDigits(search);
  const field = (name: string) => sql`coalesce(${people.summary}->>${name}, '')`;
  return sql`(
    (${field('firstName')} || ' ' || ${field('lastName')}) ilike ${pattern}
    or ${field('company')} ilike ${pattern}
    or (${people.summary}->'emails')::text ilike ${pattern}
    or (${people.summary}->'phones')::text ilike ${pattern}
    ${digits ? sql`or regexp_replace((${people.summary}->'phones')::text, '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql``}
  )`;
}

export const inSession = (sessionId: string | undefined) =>
  sessionId === undefined ? undefined : sql`${people.summary}->'sessionIds' @> jsonb_build_array(${sessionId}::text)`;

export function toPerson(row: PersonRow): Person {
  const { bookedCall = null, ...summary } = row.summary as StoredSummary;
  return {
    id: row.id,
    firstTouchAt: row.firstTouchAt.toISOString(),
    lastTouchAt: row.lastTouchAt.toISOString(),
    dueAt: bookedCall?.start ?? new Date(row.firstTouchAt.getTime() + FOLLOW_UP_MS).toISOString(),
    bookedCall,
    isContacted: row.isContacted,
    isHidden: row.isHidden,
    firstContactedAt: row.firstContactedAt?.toISOString() ?? null,
    score: row.score,
    summary,
  };
}

/** The kind of touchpoint a consent was given with. */
function touchpointOf(
  consent: { leadId: number | null; bookingId: number | null },
  leadKinds: ReadonlyMap<number, 'consultation' | 'lead_magnet'>,
): TouchpointKind {
  if (consent.leadId !== null) return leadKinds.get(consent.leadId) ?? 'consultation';
  return consent.bookingId !== null ? 'booking' : 'voicemail';
}

/** The workbench's reads and the person's status (docs/workbench.md). */
export class PeopleRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** One page in the chosen order, with the filter counts and speed to lead; null when the cursor names no person. */
  async page(request: PeoplePageRequest): Promise<PeoplePage | null> {
    const scope = inSession(request.sessionId);
    const matching = and(FILTERS[request.filter], scope, matchingSearch(request.search));
    const order = ORDERS[request.sort];
    const tuple = sql.join(order.columns, sql`, `);
    const cursorCondition =
      request.cursor === undefined
        ? undefined
        : sql`(${tuple}) ${order.direction === 'desc' ? sql`<` : sql`>`} (select ${tuple} from people where id = ${request.cursor})`;
    const direction = order.direction === 'desc' ? sql`desc` : sql`asc`;
    const [[counts], rows, speedToLead] = await Promise.all([
      this.db
        .select({
          ...(Object.fromEntries(
            PEOPLE_FILTER_VALUES.map((filter) => [filter, countWhere(and(FILTERS[filter], scope))]),
          ) as Record<PeopleFilter, SQL<number>>),
          total: countWhere(matching),
          cursorFound: countWhere(request.cursor === undefined ? undefined : eq(people.id, request.cursor)),
        })
        .from(people),
      this.db
        .select()
        .from(people)
        .where(and(matching, cursorCondition))
        .orderBy(...order.columns.map((column) => sql`${column} ${direction}`))
        .limit(request.limit + 1),
      this.speedToLead(scope),
    ]);
    const { total, cursorFound, ...byFilter } = counts!;
    if (request.cursor !== undefined && cursorFound === 0) return null;
    const items = rows.slice(0, request.limit).map(toPerson);
    return {
      items,
      nextCursor: rows.length > request.limit ? String(items.at(-1)!.id) : null,
      total,
      counts: byFilter,
      speedToLead,
    };
  }

  /**
   * 'Time to First Call': the median from first touch to the first Mark Called, over people first
   * seen in the 30-day window; and how many people still to call are past the 24-hour promise.
   */
  private async speedToLead(scope: SQL | undefined): Promise<SpeedToLead> {
    const now = this.now();
    const windowStart = new Date(now - WINDOW_MS).toISOString();
    const nowAt = new Date(now).toISOString();
    const called = sql`${people.firstContactedAt} is not null and ${people.firstTouchAt} >= ${windowStart}::timestamptz`;
    const [row] = await this.db
      .select({
        median: sql<number | null>`(percentile_cont(0.5) within group (
          order by extract(epoch from ${people.firstContactedAt} - ${people.firstTouchAt}) / 60
        ) filter (where ${called}))::float8`,
        called: countWhere(and(LIVE, called)),
        overdue: countWhere(and(ACTIVE, sql`${DUE_AT} < ${nowAt}::timestamptz`)),
      })
      .from(people)
      .where(scope);
    const median = row?.median ?? null;
    return {
      medianMinutesToFirstCall: median === null ? null : Math.max(0, Math.round(Number(median))),
      called: row?.called ?? 0,
      overdue: row?.overdue ?? 0,
    };
  }

  async find(id: number): Promise<Person | null> {
    const [row] = await this.db.select().from(people).where(eq(people.id, id));
    return row ? toPerson(row) : null;
  }

  /** The person, every touchpoint (deleted voicemails aside) and their consents; null when unknown. */
  async detail(id: number): Promise<PersonDetail | null> {
    const person = await this.find(id);
    if (!person) return null;
    const [leadRows, voiceRows, bookingRows] = await Promise.all([
      this.db
        .select({
          id: leads.id,
          type: leads.type,
          at: leads.createdAt,
          sessionId: leads.sessionId,
          email: leads.email,
          phone: leads.phone,
        })
        .from(leads)
        .where(eq(leads.personId, id)),
      this.db
        .select({
          id: voiceMessages.id,
          at: voiceMessages.createdAt,
          sessionId: voiceMessages.sessionId,
          email: voiceMessages.email,
          phone: voiceMessages.phone,
        })
        .from(voiceMessages)
        .where(and(eq(voiceMessages.personId, id), eq(voiceMessages.isDeleted, false))),
      this.db
        .select({
          id: bookings.id,
          at: bookings.createdAt,
          sessionId: bookings.sessionId,
          email: bookings.email,
          phone: bookings.phone,
        })
        .from(bookings)
        .where(eq(bookings.personId, id)),
    ]);
    const touchpoints: Touchpoint[] = [
      ...leadRows.map(({ type, at, ...row }) => ({ ...row, kind: type, at: at.toISOString() })),
      ...voiceRows.map(({ at, ...row }) => ({ ...row, kind: 'voicemail' as const, at: at.toISOString() })),
      ...bookingRows.map(({ at, ...row }) => ({ ...row, kind: 'booking' as const, at: at.toISOString() })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return { person, touchpoints, consents: await this.consentsOf(leadRows, voiceRows, bookingRows) };
  }

  /** The consent ledger's entries for these touchpoints, oldest first. */
  async consentsOf(
    leadRows: ReadonlyArray<{ id: number; type: 'consultation' | 'lead_magnet' }>,
    voiceRows: ReadonlyArray<{ id: number }>,
    bookingRows: ReadonlyArray<{ id: number }>,
  ): Promise<ConsentEntry[]> {
    if (leadRows.length === 0 && voiceRows.length === 0 && bookingRows.length === 0) return [];
    const leadKinds = new Map(leadRows.map((row) => [row.id, row.type]));
    const owners = [
      leadRows.length > 0 ? inArray(consents.leadId, [...leadKinds.keys()]) : undefined,
      voiceRows.length > 0
        ? inArray(
            consents.voiceMessageId,
            voiceRows.map((row) => row.id),
          )
        : undefined,
      bookingRows.length > 0
        ? inArray(
            consents.bookingId,
            bookingRows.map((row) => row.id),
          )
        : undefined,
    ].filter((condition): condition is SQL => condition !== undefined);
    const rows = await this.db
      .select()
      .from(consents)
      .where(sql.join(owners, sql` or `))
      .orderBy(asc(consents.givenAt), asc(consents.id));
    return rows.map((row) => ({
      kind: row.kind,
      touchpoint: touchpointOf(row, leadKinds),
      phone: row.phone,
      noticeText: row.noticeText,
      noticeVersion: row.noticeVersion,
      givenAt: row.givenAt.toISOString(),
      ipAddress: row.ipAddress,
      page: row.page,
    }));
  }

  /**
   * Sets the person's flag and the same flag on every lead of theirs, so SPEC's per-submission
   * list agrees. The first Mark Called is kept: 'Time to First Call' measures to it. What the
   * change overwrites is kept in the same transaction, for Undo (decision 0040).
   */
  async updateStatus(id: number, patch: LeadStatusPatch): Promise<PersonStatusChange | null> {
    const calledAt = new Date(this.now());
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(people).where(eq(people.id, id)).for('update');
      if (!current) return null;
      const undoToken = await keepBeforeStatus(
        tx,
        current,
        { isContacted: patch.isContacted ?? current.isContacted, isHidden: patch.isHidden ?? current.isHidden },
        calledAt,
      );
      const [row] = await tx
        .update(people)
        .set({
          ...patch,
          ...(patch.isContacted
            ? { firstContactedAt: sql`coalesce(${people.firstContactedAt}, ${calledAt.toISOString()}::timestamptz)` }
            : {}),
        })
        .where(eq(people.id, id))
        .returning();
      await tx.update(leads).set(patch).where(eq(leads.personId, id));
      return { ...toPerson(row!), undoToken };
    });
  }

  /** Undoes the status change that answered `token` (status-undos.ts), or says why not. */
  async undoStatus(id: number, token: string): Promise<{ person: Person } | UndoRefusal> {
    const outcome = await undoStatus(this.db, id, token, new Date(this.now()));
    return 'refused' in outcome ? outcome : { person: toPerson(outcome.person) };
  }

  /** Every person with a touchpoint, newest activity first, with what they wrote and said: the CSV export. */
  async listForExport(): Promise<PersonExport[]> {
    const rows = await this.db
      .select({ id: people.id })
      .from(people)
      .where(LIVE)
      .orderBy(sql`last_touch_at desc, id desc`);
    const details: PersonExport[] = [];
    for (const { id } of rows) {
      const detail = await this.detail(id);
      if (detail) details.push({ ...detail, ...(await this.wordsOf(id)) });
    }
    return details;
  }

  /** What the person wrote in their consultation requests and said in their transcribed voicemails, newest first. */
  private async wordsOf(id: number): Promise<Pick<PersonExport, 'messages' | 'transcripts'>> {
    const [messages, transcripts] = await Promise.all([
      this.db
        .select({ at: leads.createdAt, text: leads.message })
        .from(leads)
        .where(and(eq(leads.personId, id), eq(leads.type, 'consultation'), sql`${leads.message} <> ''`))
        .orderBy(desc(leads.createdAt), desc(leads.id)),
      this.db
        .select({ at: voiceMessages.createdAt, text: sql<string>`${voiceMessages.transcript}` })
        .from(voiceMessages)
        .where(
          and(
            eq(voiceMessages.personId, id),
            eq(voiceMessages.isDeleted, false),
            sql`coalesce(${voiceMessages.transcript}, '') <> ''`,
          ),
        )
        .orderBy(desc(voiceMessages.createdAt), desc(voiceMessages.id)),
    ]);
    const dated = (rows: Array<{ at: Date; text: string }>) =>
      rows.map((row) => ({ at: row.at.toISOString(), text: row.text }));
    return { messages: dated(messages), transcripts: dated(transcripts) };
  }
}
