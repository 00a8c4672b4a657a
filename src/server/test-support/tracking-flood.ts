import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '#server/db/client.js';
import { rowsOf } from '#server/db/rows.js';
import { measureTrackingTables } from '#server/features/tracking/activity-storage-budget.js';
import type { StoredEvent } from '#server/features/tracking/tracking-event.js';
import { writeTrackingEvents } from '#server/features/tracking/tracking-writer.js';
import { freshDatabase } from '#server/reliability/stored-data.js';
import type { DatabaseKind } from './databases.js';
import { percentile } from './measure.js';
import { loginOverHttp, startServer, type ServerProcess } from './server-process.js';

/**
 * A tracking flood against a real server process (decision 0029), shared by
 * tracking-flood.timing.test.ts and `npm run bench:tracking-flood`: a seeded database, the two
 * dashboard reads timed while it is quiet, then again while tracking-flooder.mjs floods the
 * server from a random address per request with a new session each, and the database's size
 * before and after.
 */
export interface FloodOptions {
  kind: DatabaseKind;
  floodMs: number;
  /**
   * Room the storage budget leaves above the seeded tracking tables: TRACK_STORAGE_BUDGET_MB is
   * their size rounded up to a whole MB plus this.
   */
  budgetHeadroomMb: number;
  /** Visitor sessions written before the server starts (10 events each), so reads have work to do. */
  seedSessions?: number;
  /** Reads of each path timed while quiet. */
  quietSamples?: number;
  /** Tracking requests started per second (tracking-flooder.mjs), at most `maxInFlight` at once. */
  perSecond?: number;
  maxInFlight?: number;
  eventsPerRequest?: number;
  /** Pause between two rounds of reads (each round reads both paths). */
  probeGapMs?: number;
  /** Progress lines (the bench prints them). */
  progress?: (line: string) => void;
}

export interface DatabaseSizes {
  /** pg_database_size: every table and index, without the write-ahead log. */
  databaseBytes: number;
  /** The tracking tables the storage budget measures. */
  trackingBytes: number;
}

export interface FlooderResult {
  requests: number;
  sentEvents: number;
  acceptedEvents: number;
  statuses: Record<string, number>;
  failures: string[];
  /** How long the flood ran. */
  seconds: number;
}

export interface ReadTimings {
  /** GET /api/analytics, ms. */
  summary: number[];
  /** GET /api/sessions (first page), ms. */
  sessions: number[];
}

export interface FloodReport {
  budgetBytes: number;
  before: DatabaseSizes;
  after: DatabaseSizes;
  flood: FlooderResult;
  quiet: ReadTimings;
  during: ReadTimings;
  readFailures: string[];
  /** The server's storage alarms (warn and error lines about the budget). */
  alarms: string[];
}

const ADMIN_PASSWORD = 'tracking flood admin password';
const FLOODER = path.join(import.meta.dirname, 'tracking-flooder.mjs');
const MB = 1024 * 1024;

async function sizesOf(database: DatabaseHandle): Promise<DatabaseSizes> {
  const [row] = rowsOf<{ bytes: string | number }>(
    await database.db.execute(sql`select pg_database_size(current_database())::bigint as bytes`),
  );
  return { databaseBytes: Number(row!.bytes), trackingBytes: await measureTrackingTables(database.db) };
}

function seedEvents(sessions: number, now: number): StoredEvent[] {
  const visitor = {
    ipAddress: '203.0.113.9',
    city: 'Austin',
    state: 'Texas',
    deviceType: 'desktop' as const,
    browserName: 'Chrome',
  };
  const events: StoredEvent[] = [];
  for (let s = 0; s < sessions; s++) {
    const sessionId = `session_seed_${s}`;
    // Spread over the last 20 days, so the summary's rollups and the grid's order have data.
    const start = now - ((s * 7919) % (20 * 24 * 3600)) * 1000;
    for (let n = 0; n < 10; n++) {
      const base = { sessionId, page: n % 3 === 0 ? '/' : '/services', at: new Date(start + n * 5000), visitor };
      events.push(
        n === 0
          ? {
              ...base,
              type: 'visit',
              details: {
                referrer: 'https://www.google.com/search?q=business+debt',
                referrerLabel: 'Google Search',
                referrerPage: null,
                searchQuery: 'business debt',
                city: 'Austin',
                state: 'Texas',
                deviceType: 'desktop',
                browserName: 'Chrome',
              },
            }
          : {
              ...base,
              type: 'keystroke',
              details: {
                elementId: 'message',
                elementType: 'textarea',
                fieldName: 'message',
                inputValue: `Our company owes ${s}`.slice(0, 8 + n),
                keystroke: 'a',
              },
            },
      );
    }
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Opens the server's database from this process (the server must not be running on it). */
function openStored(env: Record<string, string>): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: null, poolSize: 2 })
    : openDatabase({ dataDir: env.DATA_DIR!, checkpointIntervalMs: 300_000 });
}

/** Reads both dashboard paths in turn until `stop` says so, timing each; non-200 answers are failures. */
async function probeReads(
  server: ServerProcess,
  cookie: string,
  gapMs: number,
  stop: (timings: ReadTimings) => boolean,
  failures: string[],
): Promise<ReadTimings> {
  const timings: ReadTimings = { summary: [], sessions: [] };
  const read = async (url: string, into: number[]) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${url}`, { headers: { cookie } });
    const body = await response.text();
    if (response.status === 200) into.push(performance.now() - started);
    else failures.push(`${url}: ${response.status} ${body.slice(0, 200)}`);
  };
  while (!stop(timings)) {
    await read('/api/analytics', timings.summary);
    await read('/api/sessions', timings.sessions);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return timings;
}

function runFlooder(server: ServerProcess, options: FloodOptions) {
  const args = [options.perSecond ?? 200, options.maxInFlight ?? 64, options.eventsPerRequest ?? 20].map(String);
  const child = spawn(process.execPath, [FLOODER, server.url, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const finished = new Promise<FlooderResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(output) as FlooderResult);
      } catch {
        reject(new Error(`the flooder printed no result: ${output}`));
      }
    });
  });
  return { stop: () => child.stdin.end(), finished };
}

export async function runTrackingFlood(options: FloodOptions): Promise<FloodReport> {
  const progress = options.progress ?? (() => {});
  const cleanups: Array<() => Promise<void> | void> = [];
  let server: ServerProcess | undefined;
  try {
    const { env } = await freshDatabase(options.kind, cleanups);
    const seeded = await openStored(env);
    let before: DatabaseSizes;
    try {
      const events = seedEvents(options.seedSessions ?? 2000, Date.now());
      for (let index = 0; index < events.length; index += 1000) {
        await writeTrackingEvents(seeded.executeInTransaction, events.slice(index, index + 1000));
      }
      before = await sizesOf(seeded);
    } finally {
      await seeded.close();
    }
    const budgetMb = Math.ceil(before.trackingBytes / MB) + options.budgetHeadroomMb;
    progress(
      `seeded: database ${(before.databaseBytes / MB).toFixed(1)} MB, tracking ${(before.trackingBytes / MB).toFixed(1)} MB; budget ${budgetMb} MB`,
    );

    server = await startServer(
      {
        ...env,
        ADMIN_PASSWORD,
        TRUST_PROXY: '1',
        TRACK_STORAGE_BUDGET_MB: String(budgetMb),
        LOG_LEVEL: 'warn',
      },
      120_000,
    );
    const cookie = await loginOverHttp(server, ADMIN_PASSWORD);
    const readFailures: string[] = [];
    const gapMs = options.probeGapMs ?? 100;
    // The first reads warm the server up; they are not counted.
    await probeReads(server, cookie, gapMs, (t) => t.summary.length >= 5, readFailures);
    const quietSamples = options.quietSamples ?? 40;
    const quiet = await probeReads(server, cookie, gapMs, (t) => t.summary.length >= quietSamples, readFailures);
    progress(
      `quiet: summary p95 ${percentile(quiet.summary, 95).toFixed(1)} ms, sessions p95 ${percentile(quiet.sessions, 95).toFixed(1)} ms`,
    );

    const flooder = runFlooder(server, options);
    const floodEndsAt = Date.now() + options.floodMs;
    const during = await probeReads(server, cookie, gapMs, () => Date.now() >= floodEndsAt, readFailures);
    flooder.stop();
    const flood = await flooder.finished;
    progress(`flood: ${flood.requests} requests, ${flood.acceptedEvents} of ${flood.sentEvents} events accepted`);

    server.child.kill('SIGTERM');
    await server.exited;
    const alarms = server
      .output()
      .split('\n')
      .filter((line) => line.includes('tracking_storage_budget'))
      .map((line) => String((JSON.parse(line) as { msg: string }).msg));
    server = undefined;
    const stored = await openStored(env);
    let after: DatabaseSizes;
    try {
      after = await sizesOf(stored);
    } finally {
      await stored.close();
    }
    return { budgetBytes: budgetMb * MB, before, after, flood, quiet, during, readFailures, alarms };
  } finally {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}
