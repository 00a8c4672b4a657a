import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client.js';

/**
 * The databases every server suite runs against: PGlite always, PostgreSQL when a server is
 * reachable (TEST_DATABASE_URL, or the local one). In CI an unreachable PostgreSQL is a failure,
 * not a silent skip.
 */
export type DatabaseKind = 'pglite' | 'postgres';

export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const reachable = await postgresReachable();
if (!reachable) {
  if (process.env.CI) throw new Error(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}; CI must test it`);
  console.warn(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: running the PGlite half of the suite only`);
}

export const DATABASE_KINDS: DatabaseKind[] = reachable ? ['pglite', 'postgres'] : ['pglite'];

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A brand-new, empty PostgreSQL database; the returned function drops it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () =>
      withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** An empty, migrated database of the given kind (PGlite in memory). `close` also drops it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ dataDir: null });
  const { url, drop } = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
