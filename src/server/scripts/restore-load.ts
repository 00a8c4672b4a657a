import { getTableName, is } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase } from '#server/db/client.js';
import { schema } from '#server/db/schema.js';
import { MIGRATIONS_DIR } from '#server/paths.js';
import { readArchive, type ArchiveHeader, type ArchiveTable } from './backup-archive.js';
import {
  BackupError,
  openConnection,
  qualified,
  quoteIdent,
  sentence,
  type DatabaseTarget,
  type SqlConnection,
} from './backup-connection.js';
import { hasRows, listTables } from './backup-schema.js';

export interface RestoreOptions {
  /** Replace a target that already holds data. */
  force?: boolean;
  /** Progress and warnings for the operator. */
  log?: (message: string) => void;
}

export interface RestoreResult {
  target: string;
  rowCounts: Record<string, number>;
  /** Migrations newer than the backup, applied after loading it. */
  upgradedBy: number;
}

/**
 * Restores a backup into `target`, in three steps:
 *  1. the whole file is read and checked (format, every table's count and checksum, trailer)
 *     before the target is touched;
 *  2. in one transaction: the app's tables are dropped (refused when they hold rows, unless
 *     `force`), the schema is rebuilt with the migrations the backup was made at, the rows are
 *     loaded and the sequences set. Any failure rolls all of it back: the target is as it was;
 *  3. the migrations newer than the backup run as at a normal start, so an older backup
 *     restores into a newer app.
 */
export async function restoreBackup(
  target: DatabaseTarget,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const { header, trailer } = await readArchive(file);
  const { atBackup, newer } = migrationsAt(header);

  const connection = await openConnection(target, 'write');
  let inTransaction = false;
  try {
    const appTables = new Set([
      ...header.tables.map((table) => table.name),
      ...codeTableNames(),
      ...migrationTableNames(),
    ]);
    const present = (await listTables(connection)).map((table) => table.name).filter((name) => appTables.has(name));
    const withData: string[] = [];
    for (const name of present) if (await hasRows(connection, name)) withData.push(name);
    if (withData.length > 0 && !options.force) {
      throw new BackupError(
        `${sentence(connection.location)} already holds data (rows in ${withData.join(', ')}). Restoring replaces all of it: ` +
          'add --force to do that, or restore into an empty database or a new DATA_DIR.',
      );
    }
    if (connection.kind === 'postgres') await warnAboutOtherConnections(connection, log);

    await connection.exec('BEGIN');
    inTransaction = true;
    for (const name of present) await connection.exec(`DROP TABLE IF EXISTS ${qualified(name)} CASCADE`);
    await rebuildSchema(connection, atBackup);
    const columns = await checkedColumns(connection, header);
    await readArchive(file, {
      onRows: (table, rows) => insertRows(connection, table.name, columns.get(table.name)!, rows),
    });
    for (const sequence of trailer.sequences) {
      const [found] = await connection.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [
        qualified(sequence.name),
      ]);
      if (!found?.present)
        throw new BackupError(`The sequence ${sequence.name} of the backup does not exist in the rebuilt schema`);
      await connection.query('SELECT setval($1::regclass, $2::bigint, $3::boolean)', [
        qualified(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await connection.exec('COMMIT');
    inTransaction = false;
    // Fresh statistics, so the dashboard's queries are planned well from the first request.
    await connection.exec('ANALYZE');
  } catch (error) {
    if (inTransaction) await connection.exec('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await connection.close();
  }

  if (newer > 0) log(`Applying ${newer} migration(s) newer than the backup`);
  const upgraded = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  await upgraded.close();
  return { target: connection.location, rowCounts: trailer.rowCounts, upgradedBy: newer };
}

/** The app's migrations up to the backup's: the backup must have a prefix of this app's history. */
function migrationsAt(header: ArchiveHeader): { atBackup: MigrationMeta[]; newer: number } {
  const code = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const known = new Set(code.map((migration) => migration.folderMillis));
  const unknown = header.migrations.filter((migration) => !known.has(migration.createdAt));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup's database has ${unknown.length} migration(s) this version of the app does not know: it was made ` +
        'by a newer version. Restore it with that version of the app or a later one.',
    );
  }
  const last = Math.max(...header.migrations.map((migration) => migration.createdAt));
  const atBackup = code.filter((migration) => migration.folderMillis <= last);
  if (atBackup.length !== header.migrations.length) {
    throw new BackupError(
      "The backup's migration history differs from this app's (a migration is missing from one of them)",
    );
  }
  return { atBackup, newer: code.length - atBackup.length };
}

/**
 * Every table a migration creates, those a later migration drops included (`login_failures`,
 * dropped by 0012): a database not yet upgraded still holds them, and rebuilding the schema
 * would stop at creating them again.
 */
function migrationTableNames(): string[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).flatMap((migration) =>
    migration.sql.flatMap((statement) =>
      [...statement.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"([^"]+)"/gi)].map((match) => match[1]!),
    ),
  );
}

function codeTableNames(): string[] {
  return Object.values(schema)
    .filter((table) => is(table, PgTable))
    .map((table) => getTableName(table));
}

/**
 * The schema as drizzle's migrator builds it (same statements, same journal), in our transaction.
 * The app's tables were dropped just before; the migrations create nothing else that would
 * survive that (the pg_trgm extension is `IF NOT EXISTS`). A migration that adds a type, view or
 * function must be dropped there too: the restore-with-force test fails until it is.
 */
async function rebuildSchema(connection: SqlConnection, migrations: MigrationMeta[]): Promise<void> {
  await connection.exec(`
    DROP TABLE IF EXISTS drizzle.__drizzle_migrations;
    CREATE SCHEMA IF NOT EXISTS drizzle;
    CREATE TABLE drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim() !== '') await connection.exec(statement);
    }
    await connection.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

/**
 * The rebuilt tables must have exactly the backup's columns and types. The types used in the
 * load come from the database, never from the file.
 */
async function checkedColumns(
  connection: SqlConnection,
  header: ArchiveHeader,
): Promise<Map<string, ArchiveTable['columns']>> {
  const rebuilt = new Map((await listTables(connection)).map((table) => [table.name, table.columns]));
  const describe = (columns: ArchiveTable['columns']) =>
    columns.map((column) => `${column.name} ${column.type}`).join(', ');
  for (const table of header.tables) {
    const columns = rebuilt.get(table.name);
    if (!columns) throw new BackupError(`The backup has a table ${table.name} that its migrations do not create`);
    if (describe(columns) !== describe(table.columns)) {
      throw new BackupError(
        `The table ${table.name} differs between the backup (${describe(table.columns)}) and the schema its migrations build (${describe(columns)})`,
      );
    }
  }
  return rebuilt;
}

async function insertRows(
  connection: SqlConnection,
  table: string,
  columns: ArchiveTable['columns'],
  rows: string[],
): Promise<void> {
  const names = columns.map((column) => quoteIdent(column.name)).join(', ');
  const values = columns.map((column, index) => `(r->>${index})::${column.type}`).join(', ');
  await connection.query(
    `INSERT INTO ${qualified(table)} (${names}) OVERRIDING SYSTEM VALUE SELECT ${values} FROM json_array_elements($1::text::json) AS r`,
    [`[${rows.join(',')}]`],
  );
}

async function warnAboutOtherConnections(connection: SqlConnection, log: (message: string) => void): Promise<void> {
  const [row] = await connection.query<{ count: number }>(`
    SELECT count(*)::int AS count FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`);
  if (row && row.count > 0) {
    log(
      `Warning: ${row.count} other connection(s) to this database are open. Stop every app instance before a restore: ` +
        'the restore waits for their locks, and their buffered tracking events would be written on top of it.',
    );
  }
}
