import { eq } from 'drizzle-orm';
import { availabilitySchema, DEFAULT_AVAILABILITY, type Availability } from '#shared/booking-schemas.js';
import { settings } from '#server/db/schema.js';
import type { DbOrTx } from '#server/mail/outbox.js';

const AVAILABILITY_SETTING = 'booking_availability';

/**
 * The principal's availability, kept as JSON in `settings`. Read on every slot listing and
 * booking (one indexed row), so every instance sees a change at once. A stored value that no
 * longer passes the schema (an older shape, a hand edit) reads as the defaults rather than
 * closing the booking page. Writing it touches no booking: the hours are for times not yet booked.
 */
export class AvailabilityStore {
  async read(db: DbOrTx): Promise<Availability> {
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, AVAILABILITY_SETTING));
    if (!row) return DEFAULT_AVAILABILITY;
    try {
      const parsed = availabilitySchema.safeParse(JSON.parse(row.value));
      return parsed.success ? parsed.data : DEFAULT_AVAILABILITY;
    } catch {
      return DEFAULT_AVAILABILITY;
    }
  }

  async write(db: DbOrTx, availability: Availability): Promise<void> {
    const value = JSON.stringify(availability);
    await db
      .insert(settings)
      .values({ key: AVAILABILITY_SETTING, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }
}
