import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { createPostgresDatabase, type DatabaseKind } from '#server/test-support/databases.js';

/**
 * Reads a stopped server's database directly, below the HTTP API: a PGlite data directory
 * (the server must have exited; the test opens it in-process) or a PostgreSQL URL.
 */
export type StoredDatabase = { dataDir: string } | { databaseUrl: string };

/** Settings the reliability tests' servers share: no limit or load shedding in the way of their traffic. */
export const LOAD_TEST_ENV: Record<string, string> = {
  LEAD_RATE_LIMIT: '1000000',
  VOICE_RATE_LIMIT: '1000000',
  TRACK_RATE_LIMIT: '1000000000',
  TRACK_SESSION_EVENTS_PER_MINUTE: '1000000',
  TRACK_SESSION_EVENTS_PER_DAY: '100000000',
  TRACK_STORAGE_BUDGET_MB: '10000000',
  TRANSCRIPTION_ENGINE: 'none',
  VOICE_RESPONSE_WAIT_MS: '0',
  // This machine is shared and slow: load shedding would only add refusals to the noise.
  PRESSURE_MAX_CONCURRENT_API_REQUESTS: '0',
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
};

/**
 * An empty database of the given kind for a server process: the environment that points the
 * server at it, where to read it directly, and its removal (added to `cleanups`).
 */
export async function freshDatabase(
  kind: DatabaseKind,
  cleanups: Array<() => Promise<void> | void>,
): Promise<{ env: Record<string, string>; stored: StoredDatabase }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reliability-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return { env: { DATA_DIR: dataDir }, stored: { dataDir } };
  }
  const database = await createPostgresDatabase();
  cleanups.push(database.drop);
  return { env: { DATABASE_URL: database.url }, stored: { databaseUrl: database.url } };
}

export async function queryStored<T>(where: StoredDatabase, sql: string): Promise<T[]> {
  if ('databaseUrl' in where) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(where.dataDir, 'pgdata'), { extensions: { pg_trgm } });
  try {
    return (await db.query<T>(sql)).rows;
  } finally {
    await db.close();
  }
}

/** Voice messages whose original recording is stored, with its SHA-256. */
export async function storedAudioHashes(where: StoredDatabase): Promise<Map<number, string>> {
  const rows = await queryStored<{ id: number; sha256: string }>(
    where,
    `select voice_message_id::int as id, encode(sha256(original), 'hex') as sha256 from voice_audio`,
  );
  return new Map(rows.map((row) => [row.id, row.sha256]));
}

/** Click events' elementIds, and activities whose visitor session row is missing (there must be none). */
export async function storedClicks(where: StoredDatabase): Promise<{ clicks: Set<string>; orphans: number }> {
  const clicks = await queryStored<{ element_id: string }>(
    where,
    `select details->>'elementId' as element_id from activities where type = 'click'`,
  );
  const [orphans] = await queryStored<{ count: number }>(
    where,
    'select count(*)::int as count from activities a where not exists (select 1 from visitor_sessions s where s.id = a.session_id)',
  );
  return { clicks: new Set(clicks.map((row) => row.element_id)), orphans: orphans!.count };
}
