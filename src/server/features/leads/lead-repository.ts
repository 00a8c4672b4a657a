import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { LEAD_STORED_FIELDS, type LeadFieldName } from '#shared/lead-fields.js';
import {
  LEAD_FILTER_VALUES,
  LEAD_SEARCH_DIGITS_FIELD,
  LEAD_SEARCH_TARGETS,
  leadFilterConditions,
  phoneSearchDigits,
  type LeadFilter,
  type LeadPage,
} from '#shared/lead-list-schemas.js';
import type { Lead, LeadStatusPatch, ParsedLeadRequest } from '#shared/lead-schemas.js';
import type { Db } from '#server/db/client.js';
import { containing } from '#server/db/like-pattern.js';
import { consents, leads } from '#server/db/schema.js';
import { consentRows, type ConsentContext } from '#server/consent/consent-ledger.js';
import type { DbOrTx } from '#server/mail/outbox.js';
import { countWhere, cursorRows, pageRows, toPage, type PageRequest } from '#server/http/list-page.js';

type LeadRow = typeof leads.$inferSelect;

const toLead = (row: LeadRow): Lead => ({ ...row, createdAt: row.createdAt.toISOString() });

/** What an insert sets; typed as the table's columns, so a shared field without its migration does not compile. */
const COLUMNS = ['type', ...LEAD_STORED_FIELDS, 'sessionId'] as const satisfies ReadonlyArray<keyof LeadRow>;

export interface LeadPageRequest extends PageRequest {
  filter: LeadFilter;
  /** Trimmed; empty means no search. */
  search: string;
}

/**
 * SPEC §4's filters, built from the shared rules the client's filter buttons apply too (each rule
 * names at least one value, so `and` always has a condition to return).
 */
const FILTERS = Object.fromEntries(
  LEAD_FILTER_VALUES.map((filter) => [
    filter,
    and(...leadFilterConditions(filter).map(([property, value]) => eq(leads[property], value)))!,
  ]),
) as Record<LeadFilter, SQL>;

/** A search target's text: its one column, or its columns joined by a space (the full name). */
const searchText = (fields: readonly LeadFieldName[]): SQL =>
  sql`(${sql.join(
    fields.map((field) => leads[field]),
    sql` || ' ' || `,
  )})`;

/**
 * The column's search (LEAD_SEARCH_TARGETS), case-insensitive; a phone-like search also matches
 * the phone's digits however it was written ('5550188' finds '(312) 555-0188').
 */
function matchingSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  const digits = phoneSearchDigits(search);
  const phone = leads[LEAD_SEARCH_DIGITS_FIELD];
  return or(
    ...LEAD_SEARCH_TARGETS.map(({ fields }) => ilike(searchText(fields), pattern)),
    digits ? sql`regexp_replace(${phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : undefined,
  );
}

/** Leads under each filter, over every lead: the filter buttons' counts. */
const FILTER_COUNTS = Object.fromEntries(
  LEAD_FILTER_VALUES.map((filter) => [filter, countWhere(FILTERS[filter])]),
) as Record<LeadFilter, SQL<number>>;

/** Built once: lead submission is the hottest write, and a prepared statement skips re-planning. */
function prepareInsert(db: Db) {
  const placeholders = Object.fromEntries(COLUMNS.map((column) => [column, sql.placeholder(column)]));
  return db
    .insert(leads)
    .values(placeholders as unknown as typeof leads.$inferInsert)
    .returning()
    .prepare('insert_lead');
}

export class LeadRepository {
  private readonly insert: ReturnType<typeof prepareInsert>;

  constructor(private readonly db: Db) {
    this.insert = prepareInsert(db);
  }

  /**
   * Resolves only once the row is committed: the caller may then acknowledge the visitor. A phone
   * number comes with its consent (the ledger row is written in the same transaction), and
   * `within` writes what the lead causes (its e-mails) in that transaction too.
   */
  async create(
    request: ParsedLeadRequest,
    consent: ConsentContext,
    within?: (tx: DbOrTx, lead: Lead) => Promise<void>,
  ): Promise<Lead> {
    // A brochure request lacks the consultation's answers (debt, creditors): stored as ''.
    const given: Partial<Record<LeadFieldName, string>> = request;
    const values = {
      type: request.type,
      ...Object.fromEntries(LEAD_STORED_FIELDS.map((field) => [field, given[field] ?? ''])),
      sessionId: request.sessionId,
    } as typeof leads.$inferInsert;
    const hasPhone = Boolean(values.phone?.trim());
    // Nothing else to write: the prepared statement alone (the hottest write, mail off).
    if (!hasPhone && !within) {
      const [row] = await this.insert.execute(values);
      return toLead(row!);
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(leads).values(values).returning();
      if (hasPhone) {
        await tx
          .insert(consents)
          .values(consentRows({ phone: row!.phone, recording: false }, consent, { leadId: row!.id }));
      }
      const lead = toLead(row!);
      await within?.(tx, lead);
      return lead;
    });
  }

  /**
   * The name and company typed most recently into the brochure or consultation form in this
   * session together with this e-mail address (compared trimmed and case-insensitively), or null:
   * a voicemail from the same session and address uses them as hints.
   */
  async namesTypedInSession(
    sessionId: string,
    email: string,
  ): Promise<{ firstName: string; lastName: string; company: string } | null> {
    const [row] = await this.db
      .select({ firstName: leads.firstName, lastName: leads.lastName, company: leads.company })
      .from(leads)
      .where(and(eq(leads.sessionId, sessionId), sql`lower(trim(${leads.email})) = lower(trim(${email}))`))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(1);
    return row ?? null;
  }

  /** Every lead, newest first. */
  async list(): Promise<Lead[]> {
    const rows = await this.db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id));
    return rows.map(toLead);
  }

  /**
   * One page of the filtered, searched list, newest first, with the counts the dashboard shows;
   * null when the cursor names no lead.
   */
  async page(request: LeadPageRequest): Promise<LeadPage | null> {
    const { limit, cursor } = request;
    const matching = and(FILTERS[request.filter], matchingSearch(request.search));
    const [[counts], rows] = await Promise.all([
      this.db
        .select({
          ...FILTER_COUNTS,
          total: countWhere(matching),
          cursorFound: cursorRows(leads, cursor),
        })
        .from(leads),
      pageRows(this.db, leads, matching, request),
    ]);
    const { total, cursorFound, ...byFilter } = counts!;
    if (cursor !== undefined && cursorFound === 0) return null;
    const page = toPage(rows, limit);
    return { items: page.items.map(toLead), nextCursor: page.nextCursor, total, counts: byFilter };
  }

  /** The updated lead, or null when no lead has that id. */
  async updateStatus(id: number, patch: LeadStatusPatch): Promise<Lead | null> {
    const [row] = await this.db.update(leads).set(patch).where(eq(leads.id, id)).returning();
    return row ? toLead(row) : null;
  }
}
