import { desc, eq, sql } from 'drizzle-orm';
import type { Lead, LeadStatusPatch, ParsedLeadRequest } from '../../../shared/lead-schemas.js';
import type { Db } from '../../db/client.js';
import { leads } from '../../db/schema.js';

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

  /** The updated lead, or null when no lead has that id. */
  async updateStatus(id: number, patch: LeadStatusPatch): Promise<Lead | null> {
    const [row] = await this.db.update(leads).set(patch).where(eq(leads.id, id)).returning();
    return row ? toLead(row) : null;
  }
}
