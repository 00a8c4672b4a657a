import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { affectedRows, daysBefore, inSlices, SLICE } from '#server/db/retention-steps.js';

/**
 * Clears the address of consent records given more than `days` ago (IP_RETENTION_DAYS, as for
 * visitor sessions). The record itself (notice, version, time, page) stays as long as its
 * inquiry: it is what shows the consent was given. Returns how many addresses were cleared.
 */
export async function clearOldConsentAddresses(db: Db, days: number, now: number): Promise<number> {
  const cutoff = daysBefore(now, days);
  return inSlices(async () =>
    affectedRows(
      await db.execute(sql`
        update consents set ip_address = null where id in (
          select id from consents where ip_address is not null and given_at < ${cutoff}::timestamptz limit ${SLICE})`),
    ),
  );
}
