import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { STATUS_UNDO_LIMIT_MS } from '#shared/people-schemas.js';
import type { Db } from '#server/db/client.js';
import { leads, people, personStatusUndos } from '#server/db/schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PersonRow = typeof people.$inferSelect;

/** A person's flags: what a status change sets. */
interface StatusFlags {
  isContacted: boolean;
  isHidden: boolean;
}

/** Everything a status change touches, as it was just before (decision 0040). */
interface StatusBefore extends StatusFlags {
  firstContactedAt: string | null;
  leads: Array<StatusFlags & { id: number }>;
}

/** Snapshots older than this are deleted: long past any undo, they only hold a person's old flags. */
const KEPT_MS = 60 * 60 * 1000;

/** Why an undo was refused: the HTTP status and the words the toast shows. */
export interface UndoRefusal {
  refused: { status: 404 | 409 | 410; message: string };
}

const flagsOf = (row: StatusFlags): StatusFlags => ({ isContacted: row.isContacted, isHidden: row.isHidden });

/**
 * Keeps, inside the status change's transaction, what the change is about to overwrite: the
 * person's flags and first-call time and each of their leads' flags. Called before the update,
 * with the person's row locked; `after` is the flags the change leaves. Answers the undo token.
 */
export async function keepBeforeStatus(tx: Tx, person: PersonRow, after: StatusFlags, madeAt: Date): Promise<string> {
  const leadRows = await tx
    .select({ id: leads.id, isContacted: leads.isContacted, isHidden: leads.isHidden })
    .from(leads)
    .where(eq(leads.personId, person.id));
  const before: StatusBefore = {
    ...flagsOf(person),
    firstContactedAt: person.firstContactedAt?.toISOString() ?? null,
    leads: leadRows,
  };
  const token = randomBytes(18).toString('base64url');
  await tx.delete(personStatusUndos).where(lt(personStatusUndos.madeAt, new Date(madeAt.getTime() - KEPT_MS)));
  await tx.insert(personStatusUndos).values({ id: token, personId: person.id, before, after, madeAt });
  return token;
}

/**
 * Puts back what the change that answered `token` overwrote, when it is the person's, unused,
 * younger than STATUS_UNDO_LIMIT_MS and still the person's latest change with their flags as it
 * left them; otherwise changes nothing and says why. Answers the person's restored row.
 */
export async function undoStatus(
  db: Db,
  personId: number,
  token: string,
  now: Date,
): Promise<{ person: PersonRow } | UndoRefusal> {
  return db.transaction(async (tx) => {
    const [person] = await tx.select().from(people).where(eq(people.id, personId)).for('update');
    const [undo] = await tx
      .select()
      .from(personStatusUndos)
      .where(and(eq(personStatusUndos.id, token), eq(personStatusUndos.personId, personId)));
    if (!person || !undo) {
      return { refused: { status: 404, message: `Lead ${personId} has no such change to undo` } };
    }
    if (undo.undoneAt) return { refused: { status: 409, message: 'This change was already undone' } };
    if (now.getTime() - undo.madeAt.getTime() > STATUS_UNDO_LIMIT_MS) {
      return { refused: { status: 410, message: 'Too late to undo this change' } };
    }
    const [later] = await tx
      .select({ seq: personStatusUndos.seq })
      .from(personStatusUndos)
      .where(and(eq(personStatusUndos.personId, personId), gt(personStatusUndos.seq, undo.seq)))
      .limit(1);
    const after = undo.after as StatusFlags;
    if (later || person.isContacted !== after.isContacted || person.isHidden !== after.isHidden) {
      return {
        refused: { status: 409, message: 'The status was changed again since; nothing was undone' },
      };
    }
    const before = undo.before as StatusBefore;
    const [restored] = await tx
      .update(people)
      .set({
        ...flagsOf(before),
        firstContactedAt: before.firstContactedAt === null ? null : new Date(before.firstContactedAt),
      })
      .where(eq(people.id, personId))
      .returning();
    // Each lead as it was (one may have been called before the others); a lead that joined since keeps its flags.
    for (const lead of before.leads) {
      await tx
        .update(leads)
        .set(flagsOf(lead))
        .where(and(eq(leads.id, lead.id), eq(leads.personId, personId)));
    }
    await tx.update(personStatusUndos).set({ undoneAt: now }).where(eq(personStatusUndos.id, token));
    return { person: restored! };
  });
}
