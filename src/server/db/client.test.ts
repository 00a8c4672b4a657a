import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leads } from './schema.js';
import { openDatabase } from './client.js';

describe('embedded database (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-client-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('checkpoints on its timer, since PGlite never does on its own', async () => {
    const database = await openDatabase({ dataDir, checkpointIntervalMs: 100 });
    try {
      // A checkpoint moves the redo point up to the current end of the write-ahead log.
      const redoPoint = async () => {
        const result = (await database.db.execute(sql`select redo_lsn::text as lsn from pg_control_checkpoint()`)) as {
          rows: Array<{ lsn: string }>;
        };
        return result.rows[0]!.lsn;
      };
      const before = await redoPoint();
      await database.db.insert(leads).values({ type: 'lead_magnet', firstName: 'Wal', email: 'wal@example.com' });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await redoPoint()).not.toBe(before);
    } finally {
      await database.close();
    }
  });

  it('keeps data across a close and reopen, with migrations applied once', async () => {
    const first = await openDatabase({ dataDir });
    await first.db.insert(leads).values({ type: 'lead_magnet', firstName: 'Kept', email: 'kept@example.com' });
    await first.close();
    const second = await openDatabase({ dataDir });
    try {
      const rows = await second.db.select({ firstName: leads.firstName }).from(leads);
      expect(rows).toContainEqual({ firstName: 'Kept' });
    } finally {
      await second.close();
    }
  });
});

describe('embedded database in its worker thread', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-worker-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

  it('commits a transaction that resolves and rolls back one that throws, with the error intact', async () => {
    const database = await openDatabase({ dataDir });
    try {
      await database.db.transaction(async (tx) => {
        await tx.insert(leads).values({ type: 'lead_magnet', firstName: 'Committed', email: 'committed@example.com' });
      });
      const failure = await database.db
        .transaction(async (tx) => {
          await tx.insert(leads).values({ type: 'lead_magnet', firstName: 'RolledBack', email: 'rolled@example.com' });
          await tx.execute(sql`select 1 / 0`);
        })
        .catch((error: unknown) => error as Error & { cause?: Error & { code?: string } });
      // The database's own error crosses the thread with its SQLSTATE code.
      expect(failure?.cause?.code).toBe('22012');
      const names = await database.db.select({ firstName: leads.firstName }).from(leads);
      expect(names.map((row) => row.firstName)).toContain('Committed');
      expect(names.map((row) => row.firstName)).not.toContain('RolledBack');
    } finally {
      await database.close();
    }
  });

  it('makes other queries wait while a transaction is open, and keeps types (dates, bytes, json, bigint)', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const order: string[] = [];
      const transaction = database.db.transaction(async (tx) => {
        order.push('tx start');
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`select 1`);
        order.push('tx end');
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const outside = database.db.execute(sql`select 1`).then(() => order.push('outside'));
      await Promise.all([transaction, outside]);
      expect(order).toEqual(['tx start', 'tx end', 'outside']);

      const [row] = rowsOf<{ at: string; bytes: Uint8Array; doc: unknown; big: unknown }>(
        await database.db.execute(
          sql`select '2026-01-02T03:04:05Z'::timestamptz as at, ${Buffer.from([1, 2, 255])}::bytea as bytes, '{"a":[1,"x"]}'::jsonb as doc, 9007199254740993::int8 as big`,
        ),
      );
      expect(new Date(row!.at).toISOString()).toBe('2026-01-02T03:04:05.000Z');
      expect([...row!.bytes]).toEqual([1, 2, 255]);
      expect(row!.doc).toEqual({ a: [1, 'x'] });
      expect(String(row!.big)).toBe('9007199254740993');
    } finally {
      await database.close();
    }
  });

  it('runs a statement list in one transaction: all of it, or none of it when one statement fails', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const insert = (name: string) =>
        sql`insert into leads (type, first_name, email) values ('lead_magnet', ${name}, 'batch@example.com')`;
      await database.executeInTransaction([insert('BatchOne'), insert('BatchTwo')]);
      await expect(database.executeInTransaction([insert('BatchThree'), sql`select 1 / 0`])).rejects.toMatchObject({
        code: '22012',
      });
      const names = (await database.db.select({ firstName: leads.firstName }).from(leads)).map((row) => row.firstName);
      expect(names).toEqual(expect.arrayContaining(['BatchOne', 'BatchTwo']));
      expect(names).not.toContain('BatchThree');
    } finally {
      await database.close();
    }
  });

  it('lets a query sent behind two statement lists (tracking writes) wait for the running one only', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const order: string[] = [];
      const slow = sql`select count(*) from generate_series(1, 2000000)`;
      const first = database.executeInTransaction([slow]).then(() => order.push('first list'));
      // The first list is being written; the second and the read come while it runs.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const second = database.executeInTransaction([slow]).then(() => order.push('second list'));
      const read = database.db.execute(sql`select 1`).then(() => order.push('read'));
      await Promise.all([first, second, read]);
      expect(order).toEqual(['first list', 'read', 'second list']);
    } finally {
      await database.close();
    }
  });

  it('refuses a second opener of the same data directory while the first keeps serving', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use|locked/i);
      expect(rowsOf(await first.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    } finally {
      await first.close();
    }
  });
});
