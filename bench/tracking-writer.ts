/**
 * The tracking writer alone, without HTTP: how many events per second the database takes in
 * batches of 1,000 (the buffer's batch size), on on-disk PGlite in its worker thread (1 lane, and
 * 2 as the server runs it) and on PostgreSQL (1 lane, and 3 as the server runs it). This is the
 * ceiling `bench:tracking`'s batched figure can reach; the gap between the two is the HTTP side.
 *
 * The events are the ingest bench's mix: per visitor session one visit, then clicks and typing
 * (keystroke values growing as they are typed), 50 events per session by default. With
 * `--events-per-session 1` every event is a new session's visit, the costliest kind to write.
 *
 * Run: npm run bench:tracking-writer -- [--db postgres|pglite|both] [--events 200000] [--events-per-session 50]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.js';
import type { StoredEvent, Visitor } from '../src/server/features/tracking/tracking-event.js';
import { writeTrackingEvents } from '../src/server/features/tracking/tracking-writer.js';
import { createPostgresDatabase } from '../src/server/test-support/databases.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.BENCH_DB ?? 'both' },
    events: { type: 'string', default: '200000' },
    'events-per-session': { type: 'string', default: '50' },
  },
});
const TOTAL_EVENTS = Number(args.events);
const BATCH = 1000;
const EVENTS_PER_SESSION = Number(args['events-per-session']);
const kinds = args.db === 'both' ? (['pglite', 'postgres'] as const) : [args.db as 'pglite' | 'postgres'];
if (
  !kinds.every((kind) => kind === 'pglite' || kind === 'postgres') ||
  !(TOTAL_EVENTS >= BATCH) ||
  !(EVENTS_PER_SESSION >= 1)
) {
  console.error('usage: tracking-writer.ts [--db postgres|pglite|both] [--events 200000] [--events-per-session 50]');
  process.exit(2);
}

const visitor: Visitor = {
  ipAddress: '203.0.113.7',
  city: 'Austin',
  state: 'Texas',
  deviceType: 'desktop',
  browserName: 'Chrome',
};

function sessionEvents(sessionNumber: number, start: number): StoredEvent[] {
  const sessionId = `session_1763800000000_w${sessionNumber.toString(36)}`;
  const events: StoredEvent[] = [];
  for (let n = 0; n < EVENTS_PER_SESSION; n++) {
    const base = { sessionId, page: '/', at: new Date(start + n * 200), visitor };
    if (n === 0) {
      events.push({
        ...base,
        type: 'visit',
        details: {
          referrer: 'https://www.google.com/search?q=business+debt+help',
          referrerLabel: 'Google Search',
          referrerPage: null,
          searchQuery: 'business debt help',
          city: visitor.city,
          state: visitor.state,
          deviceType: 'desktop',
          browserName: 'Chrome',
        },
      });
    } else if (n % 5 === 0) {
      events.push({
        ...base,
        type: 'click',
        details: {
          elementId: 'cta',
          elementClass: 'btn btn-primary',
          elementTag: 'button',
          elementText: 'Get Free Consultation',
          clickX: 320,
          clickY: 640,
        },
      });
    } else {
      const value = 'Acme Trucking'.slice(0, n % 13);
      events.push({
        ...base,
        type: 'keystroke',
        details: { elementId: 'company', elementType: 'text', fieldName: 'company', inputValue: value, keystroke: 'a' },
      });
    }
  }
  return events;
}

function batches(): StoredEvent[][] {
  const all: StoredEvent[] = [];
  const start = Date.now() - 3_600_000;
  for (let session = 0; all.length < TOTAL_EVENTS; session++) all.push(...sessionEvents(session, start + session * 10));
  const result: StoredEvent[][] = [];
  for (let offset = 0; offset < TOTAL_EVENTS; offset += BATCH) result.push(all.slice(offset, offset + BATCH));
  return result;
}

/** Writes every batch with `lanes` writers in parallel, each taking the next batch when done. */
async function writeAll(database: DatabaseHandle, lanes: number): Promise<number> {
  const queue = batches();
  const count = queue.length * BATCH;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let batch = queue.shift(); batch; batch = queue.shift())
        await writeTrackingEvents(database.executeInTransaction, batch);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

async function measure(kind: 'pglite' | 'postgres', lanes: number): Promise<Record<string, unknown>> {
  const folder = kind === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'bench-writer-')) : null;
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  const database = await openDatabase({ databaseUrl: postgres?.url, dataDir: folder && path.join(folder, 'pgdata') });
  try {
    // A short first run warms caches and the JIT; the figure is from the second, on a fresh table.
    await writeAll(database, lanes);
    await database.db.execute(sql`truncate activities, visitor_sessions, visit_rollups`);
    const eventsPerSecond = await writeAll(database, lanes);
    const counted = await database.db.execute(sql`select count(*)::int as count from activities`);
    const [{ count }] = (counted as unknown as { rows: [{ count: number }] }).rows;
    return { database: kind, lanes, 'events written': count, 'events/s': Math.round(eventsPerSecond) };
  } finally {
    await database.close();
    if (folder) await rm(folder, { recursive: true, force: true });
    await postgres?.drop();
  }
}

const rows = [];
for (const kind of kinds)
  for (const lanes of kind === 'pglite' ? [1, 2] : [1, 3]) rows.push(await measure(kind, lanes));
console.log(
  `\nTracking writer, batches of ${BATCH} events (${EVENTS_PER_SESSION} per session), ${TOTAL_EVENTS} events per run`,
);
console.table(rows);
