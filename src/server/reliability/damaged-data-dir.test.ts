import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readControlFile } from '#server/db/data-dir-preflight.js';
import { freePort, spawnServer, startServer } from '#server/test-support/server-process.js';

/**
 * A damaged or half-made database folder is refused at start with a message naming the problem
 * and a non-zero exit code, and nothing in it is changed: PGlite on its own would run initdb over
 * a folder without PG_VERSION (the data is then gone) and answer other damage with "Aborted()".
 * A first start interrupted while creating the database leaves nothing that blocks the next one.
 */

const PASSWORD = 'damaged data test password';
const dirs: string[] = [];
let template: string;

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** Every file and folder under `dir`, with each file's SHA-256. */
function snapshot(dir: string, prefix = ''): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    const key = path.join(prefix, name);
    if (statSync(file).isDirectory()) Object.assign(entries, { [key]: 'folder' }, snapshot(file, key));
    else entries[key] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return entries;
}

/** The write-ahead log segment the last checkpoint is in. */
function checkpointSegment(pgdata: string): string {
  const control = readControlFile(pgdata);
  const segment = control.checkPoint / BigInt(control.walSegmentSize);
  const perId = 0x1_0000_0000n / BigInt(control.walSegmentSize);
  const hex = (value: bigint | number) => value.toString(16).toUpperCase().padStart(8, '0');
  return `${hex(control.timeline)}${hex(segment / perId)}${hex(segment % perId)}`;
}

const DAMAGE: Array<[string, (pgdata: string) => void, string]> = [
  ['PG_VERSION deleted', (pgdata) => rmSync(path.join(pgdata, 'PG_VERSION')), 'PG_VERSION is missing'],
  [
    'PG_VERSION holding garbage',
    (pgdata) => writeFileSync(path.join(pgdata, 'PG_VERSION'), 'garbage\n'),
    'PG_VERSION does not hold a PostgreSQL version',
  ],
  [
    'PG_VERSION of another PostgreSQL',
    (pgdata) => writeFileSync(path.join(pgdata, 'PG_VERSION'), '17\n'),
    'it holds a PostgreSQL 17 database',
  ],
  [
    'pg_control truncated',
    (pgdata) => truncateSync(path.join(pgdata, 'global/pg_control'), 100),
    'global/pg_control has 100 bytes instead of 8192',
  ],
  [
    'pg_control with flipped bytes',
    (pgdata) => {
      const file = path.join(pgdata, 'global/pg_control');
      const bytes = readFileSync(file);
      for (let offset = 40; offset < 48; offset++) bytes[offset]! ^= 0xff;
      writeFileSync(file, bytes);
    },
    'global/pg_control is corrupted (checksum mismatch)',
  ],
  ['pg_control deleted', (pgdata) => rmSync(path.join(pgdata, 'global/pg_control')), 'global/pg_control is missing'],
  [
    'a shared catalog file deleted (pg_database)',
    (pgdata) => rmSync(path.join(pgdata, 'global/1262')),
    'the system catalog file global/1262 is missing',
  ],
  [
    "a database's catalog file deleted (pg_class)",
    (pgdata) => rmSync(path.join(pgdata, 'base/5/1259')),
    'the system catalog file base/5/1259 is missing',
  ],
  [
    'the write-ahead log segment of the last checkpoint deleted',
    (pgdata) => rmSync(path.join(pgdata, 'pg_wal', checkpointSegment(pgdata))),
    `the write-ahead log segment pg_wal/`,
  ],
  [
    'the base folder deleted',
    (pgdata) => rmSync(path.join(pgdata, 'base'), { recursive: true }),
    'the base folder is missing',
  ],
  [
    'half-initialised: initdb stopped after making the folders',
    (pgdata) => {
      for (const dir of ['base', 'global']) {
        rmSync(path.join(pgdata, dir), { recursive: true });
        mkdirSync(path.join(pgdata, dir));
      }
    },
    'global/pg_control is missing',
  ],
  [
    'half-initialised: only configuration files written',
    (pgdata) => {
      for (const name of readdirSync(pgdata)) {
        if (!name.endsWith('.conf')) rmSync(path.join(pgdata, name), { recursive: true });
      }
    },
    'PG_VERSION is missing',
  ],
  [
    'pgdata is a file',
    (pgdata) => {
      rmSync(pgdata, { recursive: true });
      writeFileSync(pgdata, 'not a database');
    },
    'it is not a folder',
  ],
];

beforeAll(async () => {
  // A real database with a lead in it, made by the server and closed cleanly.
  template = tempDir('damaged-template-');
  const server = await startServer({ DATA_DIR: template, ADMIN_PASSWORD: PASSWORD }, 120_000, { built: true });
  const response = await fetch(`${server.url}/api/consultation-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'lead_magnet', email: 'kept@damaged.example', firstName: 'Kept' }),
  });
  expect(response.status).toBe(201);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}, 180_000);

afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a damaged or half-made database folder', () => {
  it.each(DAMAGE)('%s: refused with a clear message, nothing changed', async (_name, damage, problem) => {
    const dataDir = tempDir('damaged-');
    cpSync(template, dataDir, { recursive: true });
    const pgdata = path.join(dataDir, 'pgdata');
    damage(pgdata);
    const before = snapshot(dataDir);

    const started = Date.now();
    const server = spawnServer({ DATA_DIR: dataDir }, await freePort(), { built: true });
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(server.output()).toContain(`The database folder ${pgdata} cannot be used: ${problem}`);
    expect(server.output()).toContain('changed nothing in the folder');
    expect(server.output()).not.toContain('Failed to start'); // the message, not a stack trace
    expect(snapshot(dataDir)).toEqual(before);
  });
});

describe('a first start interrupted while creating the database', () => {
  it('leaves nothing that blocks the next start, which creates the database', async () => {
    const dataDir = tempDir('interrupted-');
    const creating = path.join(dataDir, 'pgdata.creating');
    const server = spawnServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD }, await freePort(), { built: true });
    // Killed once PGlite has started writing the new database, before it is moved into place.
    const deadline = Date.now() + 60_000;
    while (!existsSync(path.join(creating, 'PG_VERSION')) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGKILL');
    await server.exited;
    expect(existsSync(path.join(creating, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);

    const next = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD }, 120_000, { built: true });
    expect(existsSync(creating)).toBe(false);
    expect(readFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), 'utf8').trim()).toBe('18');
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 240_000);
});
