import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError } from './backup-connection.js';

/**
 * The backup file: gzip-compressed JSON lines, the same for PGlite and PostgreSQL (so a backup
 * of one restores into the other).
 *
 *   {"format":"debt-site-backup","version":1,…,"tables":[…]}      header: schema and migrations
 *   {"table":"leads"}                                              then, per table:
 *   ["1","consultation","Ada",…,null,"2025-01-01 10:00:00+00"]     one row: each column's text form
 *   {"tableEnd":"leads","rows":1,"sha256":"…"}                     count and hash of its row lines
 *   {"end":true,"rowCounts":{…},"sequences":[…]}                   trailer: a complete backup
 *
 * Column values are PostgreSQL's own text forms (what COPY and pg_dump use), so every type reads
 * back exactly: bytea as hex, jsonb as written, timestamps in UTC with microseconds.
 */
export const ARCHIVE_FORMAT = 'debt-site-backup';
export const ARCHIVE_VERSION = 1;

export interface ArchiveColumn {
  name: string;
  /** As `format_type` prints it, e.g. `timestamp with time zone`. */
  type: string;
}

export interface ArchiveTable {
  name: string;
  columns: ArchiveColumn[];
}

/** A row of drizzle's migration journal: which schema version the data belongs to. */
export interface ArchiveMigration {
  hash: string;
  createdAt: number;
}

export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  serverVersion: string;
  migrations: ArchiveMigration[];
  /** In a valid load order: a table comes after the tables its foreign keys point to. */
  tables: ArchiveTable[];
}

export interface ArchiveSequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface ArchiveTrailer {
  end: true;
  rowCounts: Record<string, number>;
  sequences: ArchiveSequence[];
}

/** Lines of one table section: start marker, rows, end marker with count and hash. */
export async function* tableSection(table: string, rows: AsyncIterable<string>, counts: Record<string, number>) {
  const hash = createHash('sha256');
  let count = 0;
  yield JSON.stringify({ table });
  for await (const row of rows) {
    hash.update(row).update('\n');
    count++;
    yield row;
  }
  counts[table] = count;
  yield JSON.stringify({ tableEnd: table, rows: count, sha256: hash.digest('hex') });
}

/**
 * Writes the lines to `file` through a temporary file renamed at the end, so an interrupted
 * backup never leaves a file that looks complete. The file is readable by its owner only: it
 * holds the leads' personal data and the admin password hash.
 */
export async function writeArchive(file: string, lines: AsyncIterable<string>, overwrite: boolean): Promise<void> {
  if (!overwrite && existsSync(file))
    throw new BackupError(`${file} already exists; choose another --out, or add --force`);
  const partial = `${file}.partial`;
  // Lines go to gzip in chunks of about 1 MB: one stream write per line costs more than the data.
  async function* chunks() {
    let parts: string[] = [];
    let size = 0;
    for await (const line of lines) {
      parts.push(line, '\n');
      size += line.length + 1;
      if (size >= 1_000_000) {
        yield parts.join('');
        parts = [];
        size = 0;
      }
    }
    if (parts.length > 0) yield parts.join('');
  }
  try {
    await pipeline(
      Readable.from(chunks()),
      createGzip({ level: 6 }),
      createWriteStream(partial, { mode: 0o600, flags: 'w' }),
    );
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

export interface ReadOptions {
  /** Called with the rows of a table in batches, in file order. */
  onRows?: (table: ArchiveTable, rows: string[]) => Promise<void>;
  /** Called once the header is read and checked, before any row. */
  onHeader?: (header: ArchiveHeader) => Promise<void>;
  maxBatchRows?: number;
  maxBatchChars?: number;
}

export interface ArchiveSummary {
  header: ArchiveHeader;
  trailer: ArchiveTrailer;
}

/** Splits decoded text into lines without rescanning long ones (a row with audio is megabytes). */
async function* splitLines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let parts: string[] = [];
  for await (const chunk of chunks) {
    let start = 0;
    for (let newline = chunk.indexOf('\n'); newline !== -1; newline = chunk.indexOf('\n', start)) {
      parts.push(chunk.slice(start, newline));
      yield parts.join('');
      parts = [];
      start = newline + 1;
    }
    if (start < chunk.length) parts.push(chunk.slice(start));
  }
  if (parts.length > 0) throw new BackupError('the last line is cut short');
}

const parseControl = (line: string, what: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(line);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new BackupError(`expected ${what}, found something else`);
};

function checkHeader(value: Record<string, unknown>): ArchiveHeader {
  if (value.format !== ARCHIVE_FORMAT) throw new BackupError('it is not a backup made by `npm run backup`');
  if (typeof value.version !== 'number' || value.version > ARCHIVE_VERSION) {
    throw new BackupError(
      `it is format version ${String(value.version)}, newer than this app reads (${ARCHIVE_VERSION}); restore it with a newer version of the app`,
    );
  }
  if (!Array.isArray(value.tables) || !Array.isArray(value.migrations))
    throw new BackupError('its header is incomplete');
  return value as unknown as ArchiveHeader;
}

/**
 * Reads the whole archive and checks it: header, every table section in header order with its
 * row count and hash, and the trailer. Any damage (not gzip, cut short, edited) throws a
 * BackupError naming the file. Rows reach `onRows` as they are read, so a restore checks the
 * whole file once first and loads it in a second pass, inside one transaction.
 */
export async function readArchive(file: string, options: ReadOptions = {}): Promise<ArchiveSummary> {
  const maxRows = options.maxBatchRows ?? 1000;
  const maxChars = options.maxBatchChars ?? 4_000_000;
  const gunzip = createGunzip();
  const source = createReadStream(file);
  const decoded = source.pipe(gunzip).setEncoding('utf8');
  source.on('error', (error) => gunzip.destroy(error));
  try {
    const lines = splitLines(decoded)[Symbol.asyncIterator]();
    const next = async (what: string): Promise<string> => {
      const result = await lines.next();
      if (result.done) throw new BackupError(`it ends before ${what}: the backup did not finish, or the file was cut`);
      return result.value;
    };

    const header = checkHeader(parseControl(await next('the header'), 'the header'));
    await options.onHeader?.(header);
    const rowCounts: Record<string, number> = {};
    for (const table of header.tables) {
      const start = parseControl(await next(`the table ${table.name}`), `the start of table ${table.name}`);
      if (start.table !== table.name) throw new BackupError(`expected the start of table ${table.name}`);
      const hash = createHash('sha256');
      let count = 0;
      let batch: string[] = [];
      let batchChars = 0;
      for (;;) {
        const line = await next(`the end of table ${table.name}`);
        if (line.startsWith('[')) {
          hash.update(line).update('\n');
          count++;
          batch.push(line);
          batchChars += line.length;
          if (batch.length >= maxRows || batchChars >= maxChars) {
            await options.onRows?.(table, batch);
            batch = [];
            batchChars = 0;
          }
          continue;
        }
        const end = parseControl(line, `a row or the end of table ${table.name}`);
        if (end.tableEnd !== table.name || end.rows !== count || end.sha256 !== hash.digest('hex')) {
          throw new BackupError(
            `the rows of table ${table.name} do not match their count and checksum: the file was changed or damaged`,
          );
        }
        if (batch.length > 0) await options.onRows?.(table, batch);
        rowCounts[table.name] = count;
        break;
      }
    }
    const trailer = parseControl(await next('the trailer'), 'the trailer') as unknown as ArchiveTrailer;
    if (trailer.end !== true || !Array.isArray(trailer.sequences)) throw new BackupError('its trailer is damaged');
    for (const [table, count] of Object.entries(rowCounts)) {
      if (trailer.rowCounts?.[table] !== count)
        throw new BackupError(`the row count of ${table} differs from the trailer's`);
    }
    if (!(await lines.next()).done) throw new BackupError('there is data after its end');
    return { header, trailer };
  } catch (error) {
    throw explain(file, error);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

function explain(file: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupError(`There is no file at ${file}`);
  if (code === 'EISDIR') return new BackupError(`${file} is a folder; give the backup file itself`);
  if (code === 'EACCES') return new BackupError(`${file} cannot be read (permission denied)`);
  if (typeof code === 'string' && code.startsWith('Z_')) {
    const reason = code === 'Z_BUF_ERROR' ? 'it is cut short' : 'it is not a gzip file';
    return new BackupError(`${file} is not a usable backup: ${reason} (${(error as Error).message})`);
  }
  if (error instanceof BackupError) return new BackupError(`${file} is not a usable backup: ${error.message}`);
  return error as Error;
}
