import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.js';
import { lockDataDir } from '#server/db/data-dir-lock.js';
import { rowsOf } from '#server/db/rows.js';
import { SCHEDULED_JOB_LOCK_SPACE } from '#server/db/scheduled-job.js';
import { createPostgresDatabase, DATABASE_KINDS } from '#server/test-support/databases.js';
import { holdLockInAnotherProcess } from '#server/test-support/lock-holder.js';
import { runOperatorScript } from '#server/test-support/operator-script.js';

/** `npm run retention` as the operator runs it (from source, through tsx). */
const runRetentionCommand = (env: Record<string, string>) => runOperatorScript('retention', [], env);

const workDir = mkdtempSync(path.join(tmpdir(), 'retention-cli-'));
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop().catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
});

const DAY = 24 * 3_600_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('npm run retention', () => {
  const embeddedDir = path.join(workDir, 'data');
  let postgresUrl = '';

  it.each(DATABASE_KINDS)(
    'applies the settings to the %s database now and prints what it deleted',
    async (kind) => {
      const env: Record<string, string> = { ACTIVITY_RETENTION_DAYS: '30' };
      if (kind === 'postgres') {
        const { url, drop } = await createPostgresDatabase();
        drops.push(drop);
        env.DATABASE_URL = url;
        postgresUrl = url;
      } else {
        env.DATA_DIR = embeddedDir;
      }
      const target = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? null };
      const seeded = await openDatabase(target);
      // A consultation four years old, and a visitor last seen 60 days ago (past the 30 set here).
      await seeded.db.execute(sql`
      insert into leads (type, first_name, email, created_at)
      values ('consultation', 'Ana', 'ana@old.example', ${ago(1460)}), ('consultation', 'Bo', 'bo@new.example', ${ago(1)})`);
      await seeded.db.execute(sql`
      insert into visitor_sessions (id, first_visit, last_visit, ip_address) values ('session_old', ${ago(60)}, ${ago(60)}, '203.0.113.7')`);
      await seeded.db.execute(sql`
      insert into activities (session_id, type, page, occurred_at) values ('session_old', 'visit', '/', ${ago(60)})`);
      await seeded.close();

      const run = await runRetentionCommand(env);
      expect(run.output).toContain('inquiries after 3 years, recordings after 1 year, activity after 30 days');
      expect(run.output).toMatch(/leads deleted\s+1\n/);
      expect(run.output).toMatch(/visitor sessions deleted\s+1\n/);
      expect(run.output).toMatch(/activities deleted\s+1\n/);
      expect(run.output).toMatch(/voice messages deleted\s+0\n/);
      expect(run.code).toBe(0);

      const after = await openDatabase(target);
      try {
        const left = rowsOf<{ email: string }>(await after.db.execute(sql`select email from leads`));
        expect(left).toEqual([{ email: 'bo@new.example' }]);
        expect(rowsOf(await after.db.execute(sql`select id from visitor_sessions`))).toEqual([]);
      } finally {
        await after.close();
      }
    },
    60_000,
  );

  it('refuses while the server holds the embedded database, and a folder without one', async () => {
    const lock = lockDataDir(embeddedDir); // as the running server holds it
    try {
      const refused = await runRetentionCommand({ DATA_DIR: embeddedDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`Retention failed: The data directory ${embeddedDir} is in use`);
      expect(refused.output).toMatch(/so the retention command can only run while the server is stopped: stop it/);
    } finally {
      lock.release();
    }
    const nowhere = await runRetentionCommand({ DATA_DIR: path.join(workDir, 'nothing-here') });
    expect(nowhere.code).toBe(1);
    expect(nowhere.output).toContain('Retention failed: There is no embedded database in');
  }, 60_000);

  it.runIf(DATABASE_KINDS.includes('postgres'))(
    'waits its turn while an instance runs the daily job',
    async () => {
      // The daily job's lock (retention-job.ts: id 1 among the scheduled jobs), held by an instance.
      const holder = await holdLockInAnotherProcess(postgresUrl, SCHEDULED_JOB_LOCK_SPACE, 1);
      try {
        const busy = await runRetentionCommand({ DATABASE_URL: postgresUrl });
        expect(busy.code).toBe(1);
        expect(busy.output).toContain('is running the daily retention job right now');
      } finally {
        await holder.kill();
      }
    },
    60_000,
  );
});
