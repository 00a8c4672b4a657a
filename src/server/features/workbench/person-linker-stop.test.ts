import { isNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.js';
import { rowsOf } from '#server/db/rows.js';
import { leads } from '#server/db/schema.js';
import { DATABASE_KINDS, openTestDatabase } from '#server/test-support/databases.js';
import { PersonLinker } from './person-linker.js';

const BACKLOG = 650;

/**
 * Shutdown never waits for a linking backlog (a first start after an upgrade): the linker stops
 * after the batch in hand, and the next start links the rest.
 */
describe.each(DATABASE_KINDS)('person linker stop on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const unlinkedCount = async () =>
    rowsOf<{ count: number }>(
      await database.db.execute(sql`select count(*)::int as count from leads where person_id is null`),
    )[0]!.count;

  it('stops after the batch in hand and leaves the rest to the next start', async () => {
    await database.db.insert(leads).values(
      Array.from({ length: BACKLOG }, (_, i) => ({
        type: 'lead_magnet' as const,
        firstName: `Backlog${i}`,
        email: `backlog${i}@example.com`,
      })),
    );
    const silent = pino({ level: 'silent' });
    const stopping = new PersonLinker(database.db, () => ({}), silent);
    stopping.leadStored();
    await stopping.stop();
    const leftAfterStop = await unlinkedCount();
    // Linking happens in whole batches; nothing runs once stop has resolved.
    expect(leftAfterStop).toBeLessThan(BACKLOG);
    stopping.leadStored();
    await stopping.idle();
    expect(await unlinkedCount()).toBe(leftAfterStop);

    await new PersonLinker(database.db, () => ({}), silent).sync();
    expect(await database.db.select({ id: leads.id }).from(leads).where(isNull(leads.personId))).toEqual([]);
  });
});
