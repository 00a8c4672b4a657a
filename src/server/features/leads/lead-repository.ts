import { desc, eq } from 'drizzle-orm';
import type { Lead, LeadStatusPatch, ParsedLeadRequest } from '../../../shared/lead-schemas.js';
import type { Db } from '../../db/client.js';
import { leads } from '../../db/schema.js';

type LeadRow = typeof leads.$inferSelect;

const toLead = (row: LeadRow): Lead => ({ ...row, createdAt: row.createdAt.toISOString() });

export class LeadRepository {
  constructor(private readonly db: Db) {}

  /** Resolves only once the row is committed: the caller may then acknowledge the visitor. */
  async create(request: ParsedLeadRequest): Promise<Lead> {
    const [row] = await this.db
      .insert(leads)
      .values({
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
      })
      .returning();
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
