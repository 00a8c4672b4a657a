import { and, asc, eq, gte, ne, or, sql } from 'drizzle-orm';
import { bookings, consents } from '#server/db/schema.js';
import type { DbOrTx } from '#server/mail/outbox.js';
import type { Span } from './open-slots.js';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'status' | 'sequence' | 'cancelledBy'>;

/** SQLSTATE of a refused row: 23P01 the overlap constraint, 23505 a one-per-person index. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The SQL of the booking feature; every method runs on the caller's transaction (or the pool). */
export const bookingRepository = {
  /**
   * Booked spans overlapping [from, to): the same `&&` on the same range expression and the same
   * `status = 'booked'` as the exclusion constraint, so its GiST index answers (10k bookings read
   * only the few in the horizon; bench/booking.ts).
   */
  async bookedSpans(db: DbOrTx, from: Date, to: Date, exceptId?: number): Promise<Span[]> {
    const rows = await db
      .select({ start: bookings.startsAt, until: bookings.blockedUntil })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'booked'),
          sql`tstzrange(${bookings.startsAt}, ${bookings.blockedUntil}) && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
          exceptId === undefined ? undefined : ne(bookings.id, exceptId),
        ),
      );
    return rows;
  },

  /** The booking, its row locked until the transaction ends (a cancel and a move wait for each other). */
  async lock(tx: DbOrTx, id: number): Promise<BookingRow | null> {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    return row ?? null;
  },

  async find(db: DbOrTx, id: number): Promise<BookingRow | null> {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    return row ?? null;
  },

  /**
   * The person's booked calls, locked, earliest first: the one held under this e-mail and the one
   * held under this phone (the unique indexes allow one each; usually they are the same row).
   */
  async lockBookedOf(tx: DbOrTx, emailKey: string, phoneKey: string): Promise<BookingRow[]> {
    return tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'booked'),
          phoneKey
            ? or(eq(bookings.emailKey, emailKey), eq(bookings.phoneKey, phoneKey))
            : eq(bookings.emailKey, emailKey),
        ),
      )
      .orderBy(asc(bookings.startsAt), asc(bookings.id))
      .for('update');
  },

  async insert(tx: DbOrTx, values: NewBooking): Promise<BookingRow> {
    const [row] = await tx.insert(bookings).values(values).returning();
    return row!;
  },

  /** A booked call whose time has passed, when its person books again: it stops holding the one place per person. */
  async markPast(tx: DbOrTx, id: number, at: Date): Promise<void> {
    await tx.update(bookings).set({ status: 'past', updatedAt: at }).where(eq(bookings.id, id));
  },

  /** New times for the call: SEQUENCE rises, so calendars replace the event they hold. */
  async reschedule(
    tx: DbOrTx,
    id: number,
    times: Pick<BookingRow, 'startsAt' | 'endsAt' | 'blockedUntil' | 'updatedAt'> & Partial<NewBooking>,
  ): Promise<BookingRow> {
    const [row] = await tx
      .update(bookings)
      .set({ ...times, sequence: sql`${bookings.sequence} + 1` })
      .where(eq(bookings.id, id))
      .returning();
    return row!;
  },

  async cancel(tx: DbOrTx, id: number, by: 'visitor' | 'firm', at: Date): Promise<BookingRow> {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: by, sequence: sql`${bookings.sequence} + 1`, updatedAt: at })
      .where(eq(bookings.id, id))
      .returning();
    return row!;
  },

  async addConsent(tx: DbOrTx, row: typeof consents.$inferInsert): Promise<void> {
    await tx.insert(consents).values(row);
  },

  /** Booked calls that end at or after `since`, earliest first (the dashboard's strip). */
  async bookedFrom(db: DbOrTx, since: Date): Promise<BookingRow[]> {
    return db
      .select()
      .from(bookings)
      .where(and(eq(bookings.status, 'booked'), gte(bookings.endsAt, since)))
      .orderBy(asc(bookings.startsAt), asc(bookings.id));
  },
};
