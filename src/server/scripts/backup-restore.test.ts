import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, getTableName, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#server/db/client.js';
import { lockDataDir } from '#server/db/data-dir-lock.js';
import {
  activities,
  adminSessions,
  leads,
  REFERRER_PAGE_SEPARATOR,
  schema,
  settings,
  visitorSessions,
  visitRollups,
  voiceAudio,
  voiceMessages,
} from '#server/db/schema.js';
import { createPostgresDatabase, DATABASE_KINDS, type DatabaseKind } from '#server/test-support/databases.js';
import { MIGRATIONS_DIR } from '#server/paths.js';
import { openConnection, qualified, type DatabaseTarget } from './backup-connection.js';
import { createBackup } from './backup-create.js';
import { restoreBackup } from './restore-load.js';

const workDir = mkdtempSync(path.join(tmpdir(), 'backup-restore-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
});

let counter = 0;
/** An empty target of the given kind: a new DATA_DIR, or a new PostgreSQL database. */
async function freshTarget(kind: DatabaseKind): Promise<DatabaseTarget> {
  const dataDir = path.join(workDir, `data-${++counter}`);
  if (kind === 'pglite') return { dataDir };
  const { url, drop } = await createPostgresDatabase();
  cleanups.push(drop);
  return { databaseUrl: url, dataDir };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Leads with status changes, voice messages with audio, tracking, settings: a bit of everything. */
async function seed(db: Db): Promise<Map<string, string>> {
  const inserted = await db
    .insert(leads)
    .values([
      {
        type: 'consultation',
        firstName: 'Zoë',
        lastName: "O'Brien",
        email: 'zoe@example.com',
        phone: '+1 555 0100',
        company: 'Acme "Quoted" & Co, Ltd.',
        debtAmount: '100k-500k',
        creditorsCount: '3-8',
        message: 'Line one\nLine two\ttab, emoji 🎉, backslash \\ and {"json": [1]}',
        sessionId: 'session_1_a',
      },
      {
        type: 'lead_magnet',
        firstName: 'Bob',
        email: 'bob@example.com',
        message: 'Downloaded free debt negotiation guide',
      },
      { type: 'consultation', firstName: 'Gone', email: 'gone@example.com' },
    ])
    .returning({ id: leads.id });
  await db.update(leads).set({ isContacted: true }).where(eq(leads.id, inserted[0]!.id));
  await db.update(leads).set({ isHidden: true }).where(eq(leads.id, inserted[1]!.id));
  await db.delete(leads).where(eq(leads.id, inserted[2]!.id)); // a gap the sequence must keep
  await db.execute(sql`update leads set created_at = '2024-03-10 12:34:56.123456+00' where id = ${inserted[0]!.id}`);

  const audio = new Map<string, string>();
  for (let index = 0; index < 5; index++) {
    const [message] = await db
      .insert(voiceMessages)
      .values({
        email: `caller${index}@example.com`,
        durationSeconds: index === 0 ? 12.345678 : null,
        city: index === 0 ? 'Austin' : null,
        state: index === 0 ? 'TX' : null,
        transcript: index % 2 === 0 ? `Hello, this is caller ${index}. Ça va?` : null,
        transcriptionModel: 'pocketsphinx-en-us',
        transcriptionError: index === 1 ? 'engine unavailable' : null,
        extractedData: index === 0 ? { firstName: 'Zoë', nested: { list: [1, 2.5, null, 'x'] } } : null,
        isDeleted: index === 4,
        sessionId: index === 0 ? 'session_1_a' : null,
      })
      .returning({ id: voiceMessages.id });
    const original = randomBytes(index === 0 ? 400_000 : 3_000 + index);
    const playable = index === 0 ? randomBytes(150_000) : null;
    await db.insert(voiceAudio).values({ voiceMessageId: message!.id, mimeType: 'audio/webm', original, playable });
    audio.set(`${message!.id}/original`, sha256(original));
    if (playable) audio.set(`${message!.id}/playable`, sha256(playable));
  }

  await db.insert(visitorSessions).values([
    {
      id: 'session_1_a',
      city: 'Austin',
      state: 'TX',
      ipAddress: '203.0.113.7',
      pageViews: 3,
      deviceType: 'desktop',
      browserName: 'Chrome',
      referrer: 'google',
      searchQuery: 'business debt relief',
    },
    { id: 'session_2_b' },
  ]);
  await db.insert(activities).values([
    { sessionId: 'session_1_a', type: 'visit', page: '/', details: { timeOnPage: 12.5 } },
    {
      sessionId: 'session_1_a',
      type: 'click',
      page: '/faq',
      details: { elementText: 'Book a call', clickX: 10, clickY: 20 },
    },
    {
      sessionId: 'session_1_a',
      type: 'keystroke',
      page: '/',
      details: { fieldName: 'email', inputValue: 'zo', keystroke: 'o' },
    },
  ]);
  // Enough rows to cross the read and write batch sizes.
  await db.execute(sql`
    insert into activities (session_id, type, page, occurred_at, details)
    select 'session_2_b', 'click', '/page-' || g, timestamptz '2024-03-10 00:00:00.000001+00' + g * interval '1.5 seconds',
           jsonb_build_object('n', g, 'text', 'x' || g)
    from generate_series(1, 2600) g`);
  await db.insert(visitRollups).values([
    { dimension: 'total', hour: new Date('2024-03-10T12:00:00Z'), value: '', visits: 3 },
    {
      dimension: 'referrer_page',
      hour: new Date('2024-03-10T12:00:00Z'),
      value: `google${REFERRER_PAGE_SEPARATOR}/faq`,
      visits: 1,
    },
  ]);
  await db.insert(settings).values({ key: 'admin_password_hash', value: 'scrypt$17$8$1$c2FsdA$aGFzaA' });
  await db.insert(adminSessions).values({
    id: randomUUID(),
    tokenHash: randomBytes(32).toString('hex'),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return audio;
}

/** Every row of every table as PostgreSQL prints it in JSON (independent of the backup's encoding), and the audio hashes. */
interface Inspection {
  rows: Record<string, string[]>;
  audio: Map<string, string>;
}

async function inspect(db: Db): Promise<Inspection> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const rows: Record<string, string[]> = {};
    for (const table of Object.values(schema)) {
      const name = getTableName(table);
      const result = (await tx.execute(sql.raw(`SELECT row_to_json(t)::text AS r FROM ${qualified(name)} t`))) as {
        rows: Array<{ r: string }>;
      };
      rows[name] = result.rows.map((row) => row.r).sort();
    }
    const audio = new Map<string, string>();
    for (const row of await tx.select().from(voiceAudio)) {
      audio.set(`${row.voiceMessageId}/original`, sha256(row.original));
      if (row.playable) audio.set(`${row.voiceMessageId}/playable`, sha256(row.playable));
    }
    return { rows, audio };
  });
}

/** Opens the target as the app does (one open: PGlite's take seconds on this machine), runs `work`, closes. */
async function withApp<T>(target: DatabaseTarget, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** A seeded database of the given kind, closed (as PGlite must be for a backup), and what it holds. */
async function seededSource(
  kind: DatabaseKind,
): Promise<{ source: DatabaseTarget; seeded: Map<string, string>; inspection: Inspection }> {
  const source = await freshTarget(kind);
  return withApp(source, async (db) => {
    const seeded = await seed(db);
    return { source, seeded, inspection: await inspect(db) };
  });
}

/** A seeded database with its backup; made once per engine. */
interface Prepared {
  source: DatabaseTarget;
  inspection: Inspection;
  seeded: Map<string, string>;
  file: string;
  rowCounts: Record<string, number>;
}
const prepared = new Map<DatabaseKind, Promise<Prepared>>();
function preparedSource(kind: DatabaseKind): Promise<Prepared> {
  let ready = prepared.get(kind);
  if (!ready) {
    ready = (async () => {
      const { source, seeded, inspection } = await seededSource(kind);
      const file = path.join(workDir, `${kind}-source.backup.gz`);
      const { rowCounts } = await createBackup(source, file);
      return { source, seeded, inspection, file, rowCounts };
    })();
    prepared.set(kind, ready);
  }
  return ready;
}

/** A target that already holds data, and what it holds: a copy of the source's folder, or another seeded database. */
async function nonEmptyTarget(kind: DatabaseKind): Promise<{ target: DatabaseTarget; inspection: Inspection }> {
  if (kind === 'postgres') {
    const { source, inspection } = await seededSource(kind);
    return { target: source, inspection };
  }
  const { source, inspection } = await preparedSource(kind);
  const dataDir = path.join(workDir, `copy-${++counter}`);
  cpSync(source.dataDir, dataDir, { recursive: true });
  return { target: { dataDir }, inspection };
}

describe.each(DATABASE_KINDS)('backup and restore on %s', (kind) => {
  // A new PGlite folder takes seconds to create: the seeded source and its backup are made once, here.
  beforeAll(() => preparedSource(kind).then(() => {}));

  it('restores every row and every recording byte for byte into a fresh database, sequences included', async () => {
    const { inspection, seeded, file, rowCounts } = await preparedSource(kind);
    expect(rowCounts).toMatchObject({
      leads: 2,
      voice_messages: 5,
      voice_audio: 5,
      activities: 2603,
      visitor_sessions: 2,
    });

    const target = await freshTarget(kind);
    const restored = await restoreBackup(target, file);
    expect(restored.rowCounts).toEqual(rowCounts);

    await withApp(target, async (db) => {
      const after = await inspect(db);
      for (const [name, rows] of Object.entries(inspection.rows)) expect(after.rows[name], name).toEqual(rows);
      expect(after.rows.leads!.join()).toContain('2024-03-10T12:34:56.123456+00:00');
      expect(after.audio).toEqual(seeded);
      // New rows do not reuse an id, the deleted lead's included.
      const [lead] = await db
        .insert(leads)
        .values({ type: 'lead_magnet', firstName: 'New', email: 'new@example.com' })
        .returning();
      expect(lead!.id).toBe(4);
    });
  }, 60_000);

  it('refuses a target that holds data unless forced, and then replaces it', async () => {
    const { inspection, file } = await preparedSource(kind);
    const { target } = await nonEmptyTarget(kind);
    await withApp(target, (db) =>
      db.insert(leads).values({ type: 'lead_magnet', firstName: 'Existing', email: 'existing@example.com' }),
    );

    await expect(restoreBackup(target, file)).rejects.toThrow(/already holds data \(rows in .*leads.*\)[\s\S]*--force/);
    await restoreBackup(target, file, { force: true });
    const after = await withApp(target, inspect);
    expect(after.rows.leads!.join()).not.toContain('Existing');
    expect(after).toEqual(inspection);
  }, 60_000);

  it('leaves the target as it was when the archive is damaged, and says what is wrong', async () => {
    const { file } = await preparedSource(kind);
    const { target, inspection: before } = await nonEmptyTarget(kind);

    const bytes = readFileSync(file);
    const cut = path.join(workDir, `${kind}-cut.backup.gz`);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restoreBackup(target, cut, { force: true })).rejects.toThrow(
      /is not a usable backup: it is cut short/,
    );

    const edited = path.join(workDir, `${kind}-edited.backup.gz`);
    writeFileSync(edited, gzipSync(gunzipSync(bytes).toString('utf8').replace('Zoë', 'Zoe')));
    await expect(restoreBackup(target, edited, { force: true })).rejects.toThrow(
      /rows of table leads do not match their count and checksum/,
    );

    const plain = path.join(workDir, `${kind}-plain.txt`);
    writeFileSync(plain, 'not a backup\n');
    await expect(restoreBackup(target, plain, { force: true })).rejects.toThrow(
      /is not a usable backup: it is not a gzip file/,
    );
    await expect(restoreBackup(target, path.join(workDir, 'missing.gz'))).rejects.toThrow(/There is no file at/);

    expect(await withApp(target, inspect)).toEqual(before);
  }, 60_000);
});

describe('backup and restore across engines and versions', () => {
  const fastKind: DatabaseKind = DATABASE_KINDS.includes('postgres') ? 'postgres' : 'pglite';

  it.runIf(DATABASE_KINDS.includes('postgres'))(
    'a backup of the embedded database restores into PostgreSQL',
    async () => {
      const { inspection, file } = await preparedSource('pglite');
      const target = await freshTarget('postgres');
      await restoreBackup(target, file);
      expect(await withApp(target, inspect)).toEqual(inspection);
    },
    60_000,
  );

  it('restores a backup made before the latest migration, then applies it', async () => {
    const code = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    const source = await freshTarget(fastKind);
    await migrateOlder(source, migrationsBefore(code.length - 1));
    const file = path.join(workDir, 'older.backup.gz');
    await createBackup(source, file);

    const target = await freshTarget(fastKind);
    const result = await restoreBackup(target, file);
    expect(result.upgradedBy).toBe(1);
    const restored = await openConnection(target, 'read');
    try {
      const journalRows = await restored.query('SELECT hash FROM drizzle.__drizzle_migrations');
      expect(journalRows).toHaveLength(code.length);
      expect(await restored.query('SELECT first_name FROM leads')).toEqual([{ first_name: 'Old' }]);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('replaces, when forced, a database an older version left with a table a later migration dropped', async () => {
    const { file, inspection } = await preparedSource(fastKind);
    const target = await freshTarget(fastKind);
    // Migrated up to just before login_failures was dropped: the table is still there.
    await migrateOlder(target, migrationsBefore(migrationIndex('0012_drop_login_failures')));
    await restoreBackup(target, file, { force: true });
    expect(await withApp(target, inspect)).toEqual(inspection);
    const restored = await openConnection(target, 'read');
    try {
      expect(await restored.query(`SELECT to_regclass('login_failures') IS NULL AS gone`)).toEqual([{ gone: true }]);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('refuses a backup made by a newer version of the app', async () => {
    const { file } = await preparedSource(fastKind);
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    const header = JSON.parse(lines[0]!) as { migrations: Array<{ hash: string; createdAt: number }> };
    header.migrations.push({ hash: 'f'.repeat(64), createdAt: 4_102_444_800_000 });
    lines[0] = JSON.stringify(header);
    const newer = path.join(workDir, 'newer.backup.gz');
    writeFileSync(newer, gzipSync(lines.join('\n')));
    await expect(restoreBackup(await freshTarget(fastKind), newer)).rejects.toThrow(/made by a newer version/);
  }, 60_000);

  it('says the embedded database is in use while the server holds it, and refuses a folder without one', async () => {
    const { source } = await preparedSource('pglite');
    const lock = lockDataDir(source.dataDir); // as the running server holds it
    try {
      await expect(createBackup(source, path.join(workDir, 'in-use.backup.gz'))).rejects.toThrow(
        /in use by another server process[\s\S]*stop it .*run this again/,
      );
    } finally {
      lock.release();
    }
    await expect(
      createBackup({ dataDir: path.join(workDir, 'nothing-here') }, path.join(workDir, 'none.gz')),
    ).rejects.toThrow(/There is no embedded database in/);
  }, 60_000);
});

interface Journal {
  entries: Array<{ tag: string }>;
}
const readJournal = () => JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;
const migrationIndex = (tag: string) => readJournal().entries.findIndex((entry) => entry.tag === tag);

/** A migrations folder holding the app's first `count` migrations, as an older version had them. */
function migrationsBefore(count: number): string {
  const folder = path.join(workDir, `migrations-${count}`);
  const journal = readJournal();
  journal.entries = journal.entries.slice(0, count);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    cpSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** A database migrated by drizzle's own migrator from `folder`, with one lead. */
async function migrateOlder(target: DatabaseTarget, folder: string): Promise<void> {
  const insert = `INSERT INTO leads (type, first_name, email) VALUES ('lead_magnet', 'Old', 'old@example.com')`;
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
      await client.query(insert);
    } finally {
      await client.end();
    }
    return;
  }
  const client = new PGlite(path.join(target.dataDir, 'pgdata'), { extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
    await client.exec(insert);
  } finally {
    await client.close();
  }
}
