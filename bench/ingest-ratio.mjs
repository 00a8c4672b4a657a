#!/usr/bin/env node
/**
 * Single-event tracking ingest against a bare Node HTTP server, in one run on one machine: on a
 * shared machine only runs taken side by side compare. POST /api/track-events with one event per
 * request (a page visit), 50 connections, as fast as answered, for BENCH_SECONDS (10) per run:
 *  - bare Node: `http.createServer` that reads the body and answers a small JSON
 *    (support/bare-node-server.mjs), the most any Node server could do here;
 *  - the built server on PGlite, then on PostgreSQL (skipped when unreachable; BENCH_DB picks one).
 * Runs alternate (bare, server, bare, server…) BENCH_REPEATS (3) times after a warm-up, with a
 * pause between runs so the tracking buffer drains; the figures are medians. Both servers run in
 * their own process; autocannon runs in this one.
 * The server's per-address and per-session tracking limits would refuse a bench sent from one
 * address for 2,000 sessions, so they are raised for it (printed with the result); the other
 * checks (origin, bots, validation, body size, headers, load shedding) stay as configured.
 * After the server stops, the stored activities must be at least the acknowledged events.
 * BENCH_CPU_PROF=<dir>: the built server writes a V8 CPU profile there (node --cpu-prof).
 * Run `npm run build` first, then `npm run bench:ingest-ratio`.
 */
import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import { forEachDatabase, startBareNodeServer, startServer, stopServer } from './support/server.mjs';
import { nextBody, TRACKING_HEADERS } from './support/tracking-bodies.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const DRAIN_MS = 2000;
/** The share of bare Node that single-event ingest should reach. */
const TARGET_SHARE = 0.3;
/** Limits raised for the bench: it sends everything from one address. */
const BENCH_LIMITS = {
  TRACK_RATE_LIMIT: '1000000000',
  TRACK_SESSION_EVENTS_PER_MINUTE: '1000000',
  TRACK_SESSION_EVENTS_PER_DAY: '100000000',
};
const PROFILE_DIR = process.env.BENCH_CPU_PROF;

/** One uncapped run of single-event requests: answered 2xx per second, and anything else. */
async function run(url, seconds = SECONDS) {
  const result = await autocannon({
    url: `${url}/api/track-events`,
    method: 'POST',
    headers: TRACKING_HEADERS,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, body: nextBody(1) }) }],
  });
  return {
    ok: result['2xx'],
    perSecond: result['2xx'] / (result.duration || seconds),
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const format = (value) => Math.round(value).toLocaleString('en-US');
const percent = (share) => `${Math.round(share * 100)}%`;

const runs = [];

/** Alternating runs of bare Node and of the built server on one database; their medians. */
async function measure(bare, label, env, query) {
  const server = await startServer(
    { ...BENCH_LIMITS, ...env },
    { nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [] },
  );
  let acknowledged = (await run(server.url, WARM_UP_SECONDS)).ok;
  await run(bare.url, WARM_UP_SECONDS);
  const bareRates = [];
  const serverRates = [];
  let failures = 0;
  for (let repeat = 1; repeat <= REPEATS; repeat++) {
    await sleep(DRAIN_MS);
    const yardstick = await run(bare.url);
    await sleep(DRAIN_MS);
    const ingest = await run(server.url);
    acknowledged += ingest.ok;
    failures += ingest.failures;
    bareRates.push(yardstick.perSecond);
    serverRates.push(ingest.perSecond);
    runs.push({
      database: label,
      run: repeat,
      'bare Node req/s': format(yardstick.perSecond),
      'ingest req/s': format(ingest.perSecond),
      ratio: percent(ingest.perSecond / yardstick.perSecond),
      'ingest p99 ms': ingest.p99,
      'ingest errors / non-2xx': ingest.failures,
    });
  }
  await stopServer(server);
  const [{ count }] = await query('select count(*)::int as count from activities');
  return {
    label,
    bare: median(bareRates),
    ingest: median(serverRates),
    failures,
    stored: count,
    acknowledged,
  };
}

const bare = await startBareNodeServer();
let rows;
try {
  rows = await forEachDatabase((label, env, query) => measure(bare, label, env, query));
} finally {
  await stopServer(bare);
}

console.log(
  `\nPOST /api/track-events, one event per request, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback, ` +
    `${new Date().toISOString().slice(0, 10)}, server ${process.env.BENCH_SERVER_ENTRY ?? 'dist/node of this checkout'}. ` +
    `Bench limits: ${Object.entries(BENCH_LIMITS)
      .map(([name, value]) => `${name}=${value}`)
      .join(', ')}.`,
);
console.table(runs);
for (const row of rows) {
  const share = row.ingest / row.bare;
  console.log(
    `single-event ingest (${row.label}): ${format(row.ingest)} req/s = ${percent(share)} of bare Node ${format(row.bare)} req/s ` +
      `(medians of ${REPEATS}; target ${percent(TARGET_SHARE)}: ${share >= TARGET_SHARE ? 'met' : 'NOT met'}; ` +
      `errors / non-2xx: ${row.failures}; events acknowledged ${format(row.acknowledged)}, stored ${format(row.stored)}, ` +
      `${row.stored >= row.acknowledged ? 'none lost' : 'SOME LOST'})`,
  );
}
