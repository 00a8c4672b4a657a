import type { ArchiveMigration, ArchiveSequence, ArchiveTable } from './backup-archive.js';
import { BackupError, qualified, quoteIdent, type SqlConnection } from './backup-connection.js';

/**
 * What a backup covers, read from the database's own catalogue rather than from schema.ts: every
 * table in the `public` schema (a table added by a later migration is included without touching
 * this code), its stored columns (generated ones are recomputed), its sequences, and drizzle's
 * migration journal. Partitions are read through their parent table.
 */
/** Objects an extension created (e.g. PostGIS' spatial_ref_sys) belong to it, not to the app. */
const NOT_FROM_EXTENSION = `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

interface TableRow {
  oid: string;
  name: string;
}

export async function listTables(connection: SqlConnection): Promise<ArchiveTable[]> {
  const tables = await connection.query<TableRow>(`
    SELECT c.oid::int8::text AS oid, c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND ${NOT_FROM_EXTENSION}
    ORDER BY c.relname`);
  const columns = await connection.query<{ oid: string; name: string; type: string }>(`
    SELECT a.attrelid::int8::text AS oid, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY a.attrelid, a.attnum`);
  const references = await connection.query<{ child: string; parent: string }>(`
    SELECT conrelid::int8::text AS child, confrelid::int8::text AS parent
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE c.contype = 'f' AND n.nspname = 'public'`);

  const byOid = new Map(
    tables.map((table) => [table.oid, { name: table.name, columns: [] as ArchiveTable['columns'] }]),
  );
  for (const column of columns) byOid.get(column.oid)?.columns.push({ name: column.name, type: column.type });
  return loadOrder(tables, references).map((oid) => byOid.get(oid)!);
}

/** Tables ordered so that each follows the tables its foreign keys point to (ties by name). */
function loadOrder(tables: TableRow[], references: { child: string; parent: string }[]): string[] {
  const parents = new Map(tables.map((table) => [table.oid, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const done = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.find(
      (table) => !done.has(table.oid) && [...parents.get(table.oid)!].every((p) => done.has(p)),
    );
    if (!ready) {
      const left = tables.filter((table) => !done.has(table.oid)).map((table) => table.name);
      throw new BackupError(`The foreign keys of ${left.join(', ')} form a cycle; this backup cannot order them`);
    }
    ordered.push(ready.oid);
    done.add(ready.oid);
  }
  return ordered;
}

export async function readSequences(connection: SqlConnection): Promise<ArchiveSequence[]> {
  const names = await connection.query<{ name: string }>(`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'S' AND ${NOT_FROM_EXTENSION} ORDER BY c.relname`);
  const sequences: ArchiveSequence[] = [];
  for (const { name } of names) {
    const [value] = await connection.query<{ lastValue: string; isCalled: boolean }>(
      `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${qualified(name)}`,
    );
    sequences.push({ name, lastValue: value!.lastValue, isCalled: value!.isCalled });
  }
  return sequences;
}

/** drizzle's journal, or null when the database has never been migrated (not this app's). */
export async function readMigrations(connection: SqlConnection): Promise<ArchiveMigration[] | null> {
  const [journal] = await connection.query<{ present: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!journal?.present) return null;
  const rows = await connection.query<{ hash: string; createdAt: string }>(
    'SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.createdAt) }));
}

export async function serverVersion(connection: SqlConnection): Promise<string> {
  const [row] = await connection.query<{ version: string }>(`SELECT current_setting('server_version') AS version`);
  return row?.version ?? 'unknown';
}

export async function hasRows(connection: SqlConnection, table: string): Promise<boolean> {
  const [row] = await connection.query<{ present: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${qualified(table)}) AS present`,
  );
  return row?.present === true;
}

/** The rows of a table, each as a JSON array of its columns' text forms, read through a cursor. */
export async function* tableRows(connection: SqlConnection, table: ArchiveTable): AsyncGenerator<string> {
  const values = table.columns.map((column) => `${quoteIdent(column.name)}::text`).join(', ');
  await connection.exec(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT array_to_json(ARRAY[${values}]::text[])::text AS r FROM ${qualified(table.name)}`,
  );
  // Audio rows are megabytes each: fetch those a few at a time.
  const batch = table.columns.some((column) => column.type === 'bytea') ? 4 : 2000;
  for (;;) {
    const rows = await connection.query<{ r: string }>(`FETCH FORWARD ${batch} FROM backup_rows`);
    for (const row of rows) yield row.r;
    if (rows.length < batch) break;
  }
  await connection.exec('CLOSE backup_rows');
}
