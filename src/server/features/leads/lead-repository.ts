import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { phoneSearchDigits, type LeadFilter, type LeadPage } from '../../../shared/lead-list-schemas.js';
import type { Lead, LeadStatusPatch, ParsedLeadRequest } from '../../../shared/lead-schemas.js';
import type { Db } from '../../db/client.js';
import { leads } from '../../db/schema.js';
import { countWhere, cursorRows, pageRows, toPage, type PageRequest } from '../../http/list-page.js';

type LeadRow = typeof leads.$inferSelect;

const toLead = (row: LeadRow): Lead => ({ ...row, createdAt: row.createdAt.toISOString() });

const COLUMNS = [
  'type',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'debtAmount',
  'creditorsCount',
  'message',
  'sessionId',
] as const;

export interface LeadPageRequest extends PageRequest {
  filter: LeadFilter;
  /** Trimmed; empty means no search. */
  search: string;
}

const ACTIVE = sql`not ${leads.isHidden} and not ${leads.isContacted}`;

/** SPEC §4's filters, as the client's filter buttons apply them. */
const FILTERS: Record<LeadFilter, SQL> = {
  all: ACTIVE,
  consultation: sql`${ACTIVE} and ${leads.type} = 'consultation'`,
  lead_magnet: sql`${ACTIVE} and ${leads.type} = 'lead_magnet'`,
  contacted: sql`${leads.isContacted}`,
  hidden: sql`${leads.isHidden}`,
};

/** ILIKE's wildcards and its escape character, taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The column's search, case-insensitive, in the name, company, e-mail or phone; a phone-like
 * search also matches the phone's digits however it was written ('5550188' finds '(312) 555-0188').
 */
function matchingSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  const digits = phoneSearchDigits(search);
  return or(
    sql`(${leads.firstName} || ' ' || ${leads.lastName}) ilike ${pattern}`,
    ilike(leads.company, pattern),
    ilike(leads.email, pattern),
    ilike(leads.phone, pattern),
    digits ? sql`regexp_replace(${leads.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : undefined,
  );
}

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

  /** Resolves only once the row is committed: the caller may then acknowledge the visitor. */
  async create(request: ParsedLeadRequest): Promise<Lead> {
    const [row] = await this.insert.execute({
      type: request.type,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phone: request.phone,
      company: request.company,
      debtAmount: request.type === 'consultation' ? request.debtAmount : '',
      creditorsCount: request.type === 'consultation' ? request.creditorsCount : '',
      message: request.message,
      sessionId: request.sessionId,
    });
    return toLead(row!);
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
          all: countWhere(FILTERS.all),
          consultation: countWhere(FILTERS.consultation),
          lead_magnet: countWhere(FILTERS.lead_magnet),
          contacted: countWhere(FILTERS.contacted),
          hidden: countWhere(FILTERS.hidden),
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
