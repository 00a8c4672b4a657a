import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { DataDirInUseError, lockDataDir } from '#server/db/data-dir-lock.js';

/**
 * One plain SQL connection to the app's database, PGlite or PostgreSQL, for backup and restore.
 * Not the app's `openDatabase`: a backup must read the database exactly as it is (no migrations
 * run on it), and a restore builds the schema itself inside its one transaction.
 */
export interface SqlConnection {
  kind: 'pglite' | 'postgres';
  /** For messages; no credentials. */
  location: string;
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Several statements, no parameters. */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  /** Set: PostgreSQL. Unset: the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** A problem the operator can fix; the CLI prints its message alone, without a stack. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/**
 * Fixed output and input formats, as pg_dump sets them: text forms of timestamps, floats and
 * bytes then read back to exactly the same values on any server.
 */
const SESSION_SETTINGS = [
  "SET datestyle = 'ISO, YMD'",
  "SET timezone = 'UTC'",
  "SET intervalstyle = 'postgres'",
  'SET extra_float_digits = 3',
  "SET bytea_output = 'hex'",
  "SET client_encoding = 'UTF8'",
].join(';\n');

export function describeTarget(target: DatabaseTarget): string {
  if (!target.databaseUrl) return `the embedded database in ${target.dataDir}`;
  const url = new URL(target.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

/** `text` with its first letter capitalised, for a message that starts with a target's description. */
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The PGlite data folder inside DATA_DIR, as src/server/db/client.ts opens it. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pgdata');

/** A command that reads the database found none: it must never create an empty one instead. */
export const noEmbeddedDatabase = (dataDir: string) =>
  new BackupError(
    `There is no embedded database in ${dataDir} (no pgdata folder). Set DATA_DIR to the server's folder, ` +
      'or DATABASE_URL when the server uses PostgreSQL.',
  );

/**
 * The server holds the embedded database, which one process at a time may open: what `commands`
 * need, and `withoutStopping` (the start of a sentence) what to use instead.
 */
export const embeddedDatabaseInUse = (error: DataDirInUseError, commands: string, withoutStopping: string) =>
  new BackupError(
    `${error.message}\nThe embedded database (PGlite) can be opened by one process at a time, so ${commands} ` +
      'can only run while the server is stopped: stop it (e.g. `systemctl stop debt-site`), run this again, ' +
      `then start it. ${withoutStopping}, use PostgreSQL (DATABASE_URL).`,
  );

/**
 * `purpose` 'read' needs an existing database (a backup never creates one); 'write' creates
 * the embedded folder when missing (a restore into a new DATA_DIR).
 */
export async function openConnection(target: DatabaseTarget, purpose: 'read' | 'write'): Promise<SqlConnection> {
  const connection = target.databaseUrl
    ? await openPostgres(target.databaseUrl)
    : await openPglite(target.dataDir, purpose);
  try {
    await connection.exec(SESSION_SETTINGS);
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
  return connection;
}

async function openPostgres(databaseUrl: string): Promise<SqlConnection> {
  const location = describeTarget({ databaseUrl, dataDir: '' });
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  // A dropped connection is reported here; without a listener it would crash the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Could not connect to ${location}: ${(error as Error).message}`);
  }
  return {
    kind: 'postgres',
    location,
    query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
    exec: async (text: string) => {
      await client.query(text);
    },
    close: () => client.end(),
  };
}

async function openPglite(dataDir: string, purpose: 'read' | 'write'): Promise<SqlConnection> {
  const location = describeTarget({ dataDir });
  if (purpose === 'read' && !existsSync(pgliteFolder(dataDir))) throw noEmbeddedDatabase(dataDir);
  mkdirSync(dataDir, { recursive: true });
  let lock: { release(): void };
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw embeddedDatabaseInUse(error, 'backup and restore', 'For backups without stopping the site');
    }
    throw error;
  }
  // Same extensions as the app (src/server/db/client.ts): the session-search indexes use pg_trgm.
  const client = new PGlite(pgliteFolder(dataDir), { extensions: { pg_trgm } });
  try {
    await client.waitReady;
  } catch (error) {
    lock.release();
    throw new BackupError(`Could not open ${location}: ${(error as Error).message}`);
  }
  return {
    kind: 'pglite',
    location,
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    exec: async (text: string) => {
      await client.exec(text);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (table: string) => `public.${quoteIdent(table)}`;
