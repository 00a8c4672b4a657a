import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '#server/paths.js';
import { dataDirSpace, type DataDirSpace } from './data-dir-space.js';
import { inProcessLocks, postgresLocks, type InstanceLocks } from './instance-locks.js';
import { startPgliteWorker, type StartedPglite } from './pglite-worker-start.js';
import { schema } from './schema.js';

/** The one place that chooses the database driver; everything else sees `Db`. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type StatementRunner = (statements: readonly SQL[]) => Promise<void>;

/** The plain way: a drizzle transaction, one statement after the other. */
const inDrizzleTransaction =
  (db: Db): StatementRunner =>
  (statements) =>
    db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(statement);
    });

export interface DatabaseHandle {
  db: Db;
  /**
   * Runs independent statements in order in one transaction. Same as a drizzle transaction, but
   * PGlite in its worker gets them in one message instead of one round trip per statement.
   */
  executeInTransaction: StatementRunner;
  kind: 'pglite' | 'postgres';
  /** Locks that keep instances sharing this database off each other's work (instance-locks.ts). */
  locks: InstanceLocks;
  /** Where the data lives, for logs (no credentials). */
  location: string;
  /** The embedded database's disk (on-disk PGlite only): writes stop before it fills. */
  space?: DataDirSpace;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Set: PostgreSQL. Unset: embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; `null` keeps the database in memory (tests only). */
  dataDir: string | null;
  /** How often PGlite checkpoints; it never does on its own, so its write-ahead log would grow. */
  checkpointIntervalMs?: number;
  /** Free space kept on PGlite's disk (DISK_RESERVE_MB); 0 or unset: no check. */
  diskReserveBytes?: number;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** PGlite's worker, started early by main.ts (startPgliteWorker) so it opens while modules load. */
  pgliteWorker?: Promise<StartedPglite>;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options);
}

/** Any fixed number; it names the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 727191;

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client's network error is reported here; without a listener it would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  // Several app instances may start at once; only one applies migrations at a time. The lock has
  // a connection of its own, outside the pool: the migrations need one from the pool meanwhile.
  const lockClient = new pg.Client({ connectionString: databaseUrl });
  lockClient.on('error', () => {});
  try {
    await lockClient.connect();
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  } finally {
    // Ending the session releases the lock.
    await lockClient.end().catch(() => {});
  }
  const url = new URL(databaseUrl);
  const locks = postgresLocks(databaseUrl);
  return {
    db: db as unknown as Db,
    executeInTransaction: inDrizzleTransaction(db),
    kind: 'postgres',
    locks,
    location: `postgres://${url.host}${url.pathname}`,
    close: onlyOnce(async () => {
      await locks.close();
      await pool.end();
    }),
  };
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { dataDir } = options;
  return dataDir === null
    ? openPgliteInMemory()
    : openPgliteInWorker(
        dataDir,
        options.diskReserveBytes ?? 0,
        options.pgliteWorker ?? startPgliteWorker(dataDir, options.checkpointIntervalMs ?? 300_000),
      );
}

/** Tests' throwaway databases: in this thread, which starts faster. */
async function openPgliteInMemory(): Promise<DatabaseHandle> {
  // Extensions the migrations create must be loaded here (PGlite has no shared libraries on disk).
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Db,
      executeInTransaction: inDrizzleTransaction(db),
      kind: 'pglite',
      locks: inProcessLocks(),
      location: 'memory',
      close: onlyOnce(() => client.close()),
    };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

/**
 * The product's database: PGlite in a worker thread (docs/decisions/0014), which opens and
 * checkpoints it (pglite-worker-start.ts: lock, folder check, start); the migrations run from
 * here through it, so the worker loads no drizzle and is ready sooner.
 */
async function openPgliteInWorker(
  dataDir: string,
  diskReserveBytes: number,
  starting: Promise<StartedPglite>,
): Promise<DatabaseHandle> {
  const { client, lock } = await starting;
  // drizzle's PGlite driver needs only query, exec and transaction, which the worker client offers.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close().catch(() => {});
    lock.release();
    throw error;
  }
  const dialect = new PgDialect();
  return {
    db: db as unknown as Db,
    executeInTransaction: (statements) => client.batch(statements.map((statement) => dialect.sqlToQuery(statement))),
    kind: 'pglite',
    locks: inProcessLocks(),
    location: dataDir,
    space: dataDirSpace(dataDir, diskReserveBytes),
    close: onlyOnce(async () => {
      await client.close();
      lock.release();
    }),
  };
}

function onlyOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
}
