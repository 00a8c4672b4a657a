import { and, eq, sql } from 'drizzle-orm';
import type { TouchpointKind } from '#shared/people-schemas.js';
import { PUSH_TITLES, PUSH_UNKNOWN_NAME, type PushNotification } from '#shared/push-schemas.js';
import type { Db } from '#server/db/client.js';
import { bookings, leads, voiceMessages } from '#server/db/schema.js';

/** Who an alert is about, read when it is sent: the person once linked, and a first name. */
export interface AlertSubject {
  personId: number | null;
  firstName: string;
}

/**
 * The touchpoint's person and first name, or null when it is gone (deleted, or a voicemail
 * deleted from the dashboard): an alert about it would open nothing. A voicemail's name is the
 * one understood from the recording, when it was.
 */
export async function readAlertSubject(db: Db, kind: TouchpointKind, id: number): Promise<AlertSubject | null> {
  const rows =
    kind === 'voicemail'
      ? await db
          .select({
            personId: voiceMessages.personId,
            firstName: sql<string | null>`${voiceMessages.extractedData} ->> 'firstName'`,
          })
          .from(voiceMessages)
          .where(and(eq(voiceMessages.id, id), eq(voiceMessages.isDeleted, false)))
      : kind === 'booking'
        ? await db
            .select({ personId: bookings.personId, firstName: bookings.firstName })
            .from(bookings)
            .where(eq(bookings.id, id))
        : await db.select({ personId: leads.personId, firstName: leads.firstName }).from(leads).where(eq(leads.id, id));
  const [row] = rows;
  return row ? { personId: row.personId, firstName: row.firstName ?? '' } : null;
}

/** The longest first name shown: a lock screen line, not a place for whatever was typed. */
const MAX_NAME_LENGTH = 40;

/**
 * What the notification says (decision 0039): the kind of lead as its title and the first name
 * alone as its body: no amount, phone, e-mail or transcript, since a lock screen is seen by
 * whoever holds the phone. It opens that person's row.
 */
export function alertNotification(kind: TouchpointKind, subject: AlertSubject): PushNotification {
  const name = subject.firstName.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);
  return {
    title: PUSH_TITLES[kind],
    body: name || PUSH_UNKNOWN_NAME,
    url: subject.personId === null ? '/admin' : `/admin#person-${subject.personId}`,
  };
}
