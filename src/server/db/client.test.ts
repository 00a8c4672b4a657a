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
