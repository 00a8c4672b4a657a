import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonSummary } from '#shared/people-schemas.js';
import { bookingPhoneConsentRow, consentRows } from '#server/consent/consent-ledger.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { rowsOf } from '#server/db/rows.js';
import { bookings, consents, leads, people, voiceMessages } from '#server/db/schema.js';
import { DATABASE_KINDS, openTestDatabase } from '#server/test-support/databases.js';
import { storeVoiceMessage } from '#server/test-support/voice-messages.js';
import { deleteOldInquiries } from './inquiry-retention.js';
import { PersonLinker } from './person-linker.js';

const DAY = 24 * 3_600_000;
const NOW = Date.now();
const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY);
const CONSENT_CONTEXT = { ipAddress: '203.0.113.9', page: '/' };

describe.each(DATABASE_KINDS)('inquiry retention on %s', (kind) => {
  let database: DatabaseHandle;
  let linker: PersonLinker;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    linker = new PersonLinker(database.db, () => ({}), pino({ level: 'silent' }));
  });
  afterAll(() => database?.close());

  /** A lead stored `daysAgo`, with the consent row the lead route writes for its phone. */
  const lead = async (
    daysAgo: number,
    type: 'consultation' | 'lead_magnet',
    firstName: string,
    email: string,
    phone: string,
  ) => {
    const [row] = await database.db
      .insert(leads)
      .values({ type, firstName, email, phone, createdAt: at(daysAgo) })
      .returning({ id: leads.id });
    await database.db
      .insert(consents)
      .values(consentRows({ phone, recording: false }, CONSENT_CONTEXT, { leadId: row!.id }));
    return row!.id;
  };
  /** A voice message stored `daysAgo`, with its recording consent. */
  const voicemail = async (daysAgo: number, email: string) => {
    const { id } = await storeVoiceMessage(database.db, { email });
    await database.db
      .update(voiceMessages)
      .set({ createdAt: at(daysAgo) })
      .where(eq(voiceMessages.id, id));
    await database.db
      .insert(consents)
      .values(consentRows({ phone: '', recording: true }, CONSENT_CONTEXT, { voiceMessageId: id }));
    return id;
  };
  const count = async (table: string) =>
    rowsOf<{ count: number }>(
      await database.db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`),
    )[0]!.count;
  const personOf = async (table: typeof leads | typeof voiceMessages, id: number) =>
    (await database.db.select({ personId: table.personId }).from(table).where(eq(table.id, id)))[0]!.personId!;

  it('deletes old leads and voice messages with their consents, and people left with no touchpoint', async () => {
    // Only old touchpoints: a consultation, and a voicemail from someone else.
    const oldOnly = await lead(1200, 'consultation', 'Olga', 'olga@old.example', '(555) 201-0001');
    const oldVoice = await voicemail(1100, 'caller@old.example');
    // Old and recent: a brochure download 4 years ago, a consultation last week with a new e-mail
    // and the same phone number (one person).
    const oldOfKept = await lead(1500, 'lead_magnet', 'Brian', 'brian@old.example', '(555) 201-0002');
    const kept = await lead(7, 'consultation', 'Bryan', 'bryan@new.example', '(555) 201-0002');
    const recentVoice = await voicemail(30, 'recent@example.com');
    await linker.sync();
    const [goneLead, goneVoice, keptPerson, recentPerson] = [
      await personOf(leads, oldOnly),
      await personOf(voiceMessages, oldVoice),
      await personOf(leads, kept),
      await personOf(voiceMessages, recentVoice),
    ];
    expect(await personOf(leads, oldOfKept)).toBe(keptPerson);

    const result = await deleteOldInquiries(database.db, 1095, NOW, (ids) => linker.refreshPeople(ids));
    expect(result).toEqual({
      deletedLeads: 2,
      deletedVoiceMessages: 1,
      deletedBookings: 0,
      deletedConsents: 3,
      deletedPeople: 2,
    });

    const leadIds = (await database.db.select({ id: leads.id }).from(leads)).map((row) => row.id);
    expect(leadIds).toEqual([kept]);
    const voiceIds = (await database.db.select({ id: voiceMessages.id }).from(voiceMessages)).map((row) => row.id);
    expect(voiceIds).toEqual([recentVoice]);
    expect(await count('voice_audio')).toBe(1);
    // Every consent left belongs to a touchpoint left.
    const owners = await database.db
      .select({ leadId: consents.leadId, voiceMessageId: consents.voiceMessageId })
      .from(consents);
    expect(owners.sort((a, b) => (a.leadId ?? 0) - (b.leadId ?? 0))).toEqual([
      { leadId: null, voiceMessageId: recentVoice },
      { leadId: kept, voiceMessageId: null },
    ]);

    const peopleLeft = await database.db.select().from(people);
    expect(peopleLeft.map((person) => person.id).sort()).toEqual([keptPerson, recentPerson].sort());
    expect(peopleLeft.some((person) => [goneLead, goneVoice].includes(person.id))).toBe(false);
    // The kept person shows only what is left: the new name and e-mail, first seen last week.
    const keptRow = peopleLeft.find((person) => person.id === keptPerson)!;
    const summary = keptRow.summary as PersonSummary;
    expect(summary.firstName).toBe('Bryan');
    expect(summary.emails).toEqual(['bryan@new.example']);
    expect(summary.touchpoints).toEqual({ lead_magnet: 0, consultation: 1, voicemail: 0, booking: 0 });
    expect(keptRow.firstTouchAt.getTime()).toBe(at(7).getTime());
    // The old e-mail no longer finds them; the phone still given does.
    const keys = rowsOf<{ kind: string; value: string; person_id: number }>(
      await database.db.execute(sql`select kind, value, person_id from person_keys order by kind, value`),
    );
    expect(keys).toEqual([
      { kind: 'email', value: 'bryan@new.example', person_id: keptPerson },
      { kind: 'email', value: 'recent@example.com', person_id: recentPerson },
      { kind: 'phone', value: '+15552010002', person_id: keptPerson },
    ]);

    // Nothing left to do a second time.
    expect(await deleteOldInquiries(database.db, 1095, NOW, (ids) => linker.refreshPeople(ids))).toEqual({
      deletedLeads: 0,
      deletedVoiceMessages: 0,
      deletedBookings: 0,
      deletedConsents: 0,
      deletedPeople: 0,
    });
  });

  it('deletes booked calls last changed before the cutoff with their consents, never one still to come', async () => {
    const booking = async (daysAgo: number, startsInDays: number, status: 'booked' | 'cancelled', email: string) => {
      const startsAt = new Date(NOW + startsInDays * DAY);
      const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
      const [row] = await database.db
        .insert(bookings)
        .values({
          startsAt,
          endsAt,
          blockedUntil: endsAt,
          status,
          email,
          emailKey: email,
          firstName: 'Pat',
          phone: '(555) 201-0099',
          createdAt: at(daysAgo),
          updatedAt: at(daysAgo),
        })
        .returning({ id: bookings.id });
      await database.db.insert(consents).values(bookingPhoneConsentRow('(555) 201-0099', CONSENT_CONTEXT, row!.id)!);
      return row!.id;
    };
    const oldCancelled = await booking(1200, -1190, 'cancelled', 'old.cancelled@example.com');
    const oldPassed = await booking(1300, -1290, 'booked', 'old.passed@example.com');
    // A wrong clock booked years ahead: still to come, so kept.
    const stillToCome = await booking(1200, 3, 'booked', 'future@example.com');
    const recent = await booking(10, -5, 'booked', 'recent.call@example.com');
    await linker.sync();
    const result = await deleteOldInquiries(database.db, 1095, NOW, (ids) => linker.refreshPeople(ids));
    expect(result).toMatchObject({ deletedBookings: 2, deletedConsents: 2 });
    const left = (await database.db.select({ id: bookings.id }).from(bookings)).map((row) => row.id).sort();
    expect(left).toEqual([stillToCome, recent].sort());
    const consentOwners = (await database.db.select({ bookingId: consents.bookingId }).from(consents))
      .map((row) => row.bookingId)
      .filter((id) => id !== null);
    expect(consentOwners.some((id) => [oldCancelled, oldPassed].includes(id))).toBe(false);
    // The person of a deleted call, with nothing else, is gone with their keys.
    const keys = rowsOf<{ value: string }>(await database.db.execute(sql`select value from person_keys`));
    expect(keys.map((key) => key.value)).not.toContain('old.cancelled@example.com');
  });
});
