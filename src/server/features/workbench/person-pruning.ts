import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { affectedRows } from '#server/db/retention-steps.js';
import { rowsOf } from '#server/db/rows.js';
import { contactKeys } from './contact-keys.js';
import { LINK_LOCK_KEY } from './person-linker.js';

/**
 * After touchpoints were deleted (retention): a person left with none is deleted (their keys go
 * with them, by cascade), and a person who still has some keeps only the e-mail and phone keys
 * those remaining touchpoints give, so an address from a deleted inquiry neither stays on file
 * nor pulls a new inquiry into that person. Under the linker's lock, so no touchpoint is linked to
 * a person while that person is pruned. Returns how many people were deleted and who remains.
 */
export async function prunePeople(
  db: Db,
  personIds: readonly number[],
): Promise<{ deletedPeople: number; remaining: number[] }> {
  if (personIds.length === 0) return { deletedPeople: 0, remaining: [] };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LINK_LOCK_KEY})`);
    const ids = sql`${sql.param([...personIds])}::int[]`;
    const deletedPeople = affectedRows(
      await tx.execute(sql`
        delete from people p where p.id = any(${ids})
          and not exists (select 1 from leads where person_id = p.id)
          and not exists (select 1 from voice_messages where person_id = p.id)
          and not exists (select 1 from bookings where person_id = p.id)`),
    );
    // Every row still pointing at the person gives keys, a deleted (hidden) voicemail's too: the
    // linker gave it its keys, and the row is still the person's.
    const contacts = rowsOf<{ person_id: number; email: string; phone: string }>(
      await tx.execute(sql`
        select person_id, email, phone from leads where person_id = any(${ids})
        union all
        select person_id, email, phone from voice_messages where person_id = any(${ids})
        union all
        select person_id, email, phone from bookings where person_id = any(${ids})`),
    );
    const wanted = new Set(
      contacts.flatMap((contact) => contactKeys(contact).map((key) => `${contact.person_id} ${key.kind} ${key.value}`)),
    );
    const keys = rowsOf<{ person_id: number; kind: string; value: string }>(
      await tx.execute(sql`select person_id, kind, value from person_keys where person_id = any(${ids})`),
    );
    const stale = keys.filter((key) => !wanted.has(`${key.person_id} ${key.kind} ${key.value}`));
    if (stale.length > 0) {
      await tx.execute(sql`
        delete from person_keys k using jsonb_to_recordset(${JSON.stringify(stale)}::jsonb) as s(kind text, value text)
        where k.kind = s.kind and k.value = s.value`);
    }
    const remaining = [...new Set(contacts.map((contact) => contact.person_id))];
    return { deletedPeople, remaining };
  });
}
