import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.js';
import { leads } from '#server/db/schema.js';
import { createPostgresDatabase, DATABASE_KINDS } from '#server/test-support/databases.js';
import { runOperatorScript } from '#server/test-support/operator-script.js';

const workDir = mkdtempSync(path.join(tmpdir(), 'backup-cli-'));
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop().catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it('explain a missing --from, a missing file and an unknown option', async () => {
    const env = { DATA_DIR: path.join(workDir, 'unused') };
    const noFrom = await runOperatorScript('restore', [], env);
    expect(noFrom.code).toBe(2);
    expect(noFrom.output).toContain('--from FILE is required');
    expect(noFrom.output).toContain('Usage: npm run restore');

    const missing = await runOperatorScript('restore', ['--from', 'nowhere.backup.gz'], { ...env, INIT_CWD: workDir });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(`Restore failed: There is no file at ${path.join(workDir, 'nowhere.backup.gz')}`);

    const unknown = await runOperatorScript('backup', ['--output', 'x'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain("Unknown option '--output'");
  }, 60_000);

  // PostgreSQL when there is one: a new embedded folder takes seconds to create, which the API tests already cover.
  it('write a backup where the operator asked, refuse to overwrite it, and refuse a non-empty target', async () => {
    const kind = DATABASE_KINDS.includes('postgres') ? 'postgres' : 'pglite';
    const env: Record<string, string> = { INIT_CWD: workDir };
    if (kind === 'postgres') {
      const { url, drop } = await createPostgresDatabase();
      drops.push(drop);
      env.DATABASE_URL = url;
    } else {
      env.DATA_DIR = path.join(workDir, 'data');
    }
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
    await database.db.insert(leads).values({ type: 'lead_magnet', firstName: 'Cli', email: 'cli@example.com' });
    await database.close();

    const backup = await runOperatorScript('backup', ['--out', 'nightly.backup.gz'], env);
    expect(backup.output).toMatch(/leads\s+1 row\n/);
    expect(backup.code).toBe(0);
    const file = path.join(workDir, 'nightly.backup.gz');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(existsSync(`${file}.partial`)).toBe(false);

    const again = await runOperatorScript('backup', ['--out', 'nightly.backup.gz'], env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already exists; choose another --out, or add --force');

    const restore = await runOperatorScript('restore', ['--from', 'nightly.backup.gz'], env);
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/already holds data \(rows in leads\)[\s\S]*add --force/);

    const forced = await runOperatorScript('restore', ['--from', 'nightly.backup.gz', '--force'], env);
    expect(forced.output).toMatch(/Restored into .*:\n[\s\S]*leads\s+1 row/);
    expect(forced.code).toBe(0);
  }, 60_000);
});
