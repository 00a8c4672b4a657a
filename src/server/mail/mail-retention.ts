import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { SENT_MAIL_KEPT_DAYS } from '#content/privacy.js';
import { affectedRows, daysBefore, inSlices, SLICE } from '#server/db/retention-steps.js';

/**
 * Deletes outbox rows that are done with (sent, withdrawn or suppressed) for SENT_MAIL_KEPT_DAYS:
 * each holds an address and the message's text. Mail still to send is never deleted, however old.
 */
export function deleteOldSentMail(db: Db, now: number): Promise<number> {
  const cutoff = daysBefore(now, SENT_MAIL_KEPT_DAYS);
  return inSlices(async () =>
    affectedRows(
      await db.execute(sql`
        delete from mail_outbox where id in (
          select id from mail_outbox
          where status <> 'pending' and coalesce(sent_at, created_at) < ${cutoff}::timestamptz
          limit ${SLICE}
        )`),
    ),
  );
}
