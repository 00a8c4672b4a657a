#!/usr/bin/env node
/**
 * Tracking ingest capacity on loopback against the built server, on PGlite and on PostgreSQL
 * (POST /api/track-events, 50 connections). Per database, on one server:
 *  1. single-event requests, uncapped: requests per second and p99;
 *  2. sustainable batched rate: runs at fixed offered rates (autocannon `overallRate`, requests of
 *     50 events), climbing BENCH_RATES (default 300, 400, 450 … 800 in steps of 50 to 100, then
 *     900 … 1,600 req/s) and stopping
 *     at the first run with any non-2xx, error or timeout, or whose accepted rate is below 97% of
 *     the offered one. The highest passing rate is the capacity ("events/s in batches of 50, zero
 *     errors"). autocannon paces each connection per second, so each second starts with a burst;
 *  3. one uncapped batched run: overload behaviour (the server refuses what its buffer cannot
 *     take with 503 + Retry-After), reported as accepted events/s, 503s and p99.
 * The server pauses 2 s between runs so the buffer drains. After the server has stopped (its
 * buffer flushed), the stored activities are counted and must be at least the acknowledged events
 * of all runs: nothing acknowledged was lost.
 * Run `npm run build` first, then `npm run bench:tracking`. BENCH_SECONDS: length of each run
 * (default 10); BENCH_DB=pglite|postgres: one database only; BENCH_RATES: comma-separated rates.
 */
import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import { forEachDatabase, startServer, stopServer } from './support/server.mjs';
import { nextBody, TRACKING_HEADERS } from './support/tracking-bodies.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATES = (process.env.BENCH_RATES ?? '300,400,450,500,550,600,700,800,900,1000,1100,1200,1400,1600')
  .split(',')
  .map(Number);
const CONNECTIONS = 50;
const BATCH = 50;
/** A fixed-rate run passes when at least this share of the offered requests was answered 2xx. */
const MIN_ACCEPTED_SHARE = 0.97;
const DRAIN_MS = 2000;
const headers = TRACKING_HEADERS;

/** One run of SECONDS; `rate` (requests/s over all connections) caps it, none: as fast as answered. */
async function run(url, eventsPerRequest, rate) {
  const result = await autocannon({
    url: `${url}/api/track-events`,
    method: 'POST',
    headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(rate ? { overallRate: rate } : {}),
    requests: [{ setupRequest: (request) => ({ ...request, body: nextBody(eventsPerRequest) }) }],
  });
  const seconds = result.duration || SECONDS;
  return {
    ok: result['2xx'],
    okPerSecond: result['2xx'] / seconds,
    eventsPerSecond: Math.round((result['2xx'] * eventsPerRequest) / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    busy: result.statusCodeStats?.['503']?.count ?? 0,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Every fixed-rate run, for the detail table. */
const steps = [];

async function measure(label, env, query) {
  const server = await startServer({
    TRACK_RATE_LIMIT: '1000000000',
    TRACK_SESSION_EVENTS_PER_MINUTE: '1000000',
    TRACK_SESSION_EVENTS_PER_DAY: '100000000',
    TRACK_STORAGE_BUDGET_MB: '10000000',
    ...env,
  });
  let acknowledged = 0;
  const warmUp = await autocannon({
    url: `${server.url}/api/track-events`,
    method: 'POST',
    headers,
    body: nextBody(5),
    connections: CONNECTIONS,
    duration: 2,
  });
  acknowledged += warmUp['2xx'] * 5;
  await sleep(DRAIN_MS);
  const single = await run(server.url, 1);
  acknowledged += single.ok;

  let sustained;
  let firstFailed;
  for (const rate of RATES) {
    await sleep(DRAIN_MS);
    const step = await run(server.url, BATCH, rate);
    acknowledged += step.ok * BATCH;
    const passed = step.failures === 0 && step.okPerSecond >= rate * MIN_ACCEPTED_SHARE;
    steps.push({
      database: label,
      'offered req/s': rate,
      'accepted req/s': Math.round(step.okPerSecond),
      'events/s': step.eventsPerSecond,
      'p50 ms': step.p50,
      'p99 ms': step.p99,
      'errors / non-2xx': step.failures,
      passed,
    });
    if (!passed) {
      firstFailed = rate;
      break;
    }
    sustained = { rate, ...step };
  }

  await sleep(DRAIN_MS);
  const overload = await run(server.url, BATCH);
  acknowledged += overload.ok * BATCH;
  await stopServer(server);
  // autocannon does not count answers that arrive after its timer, so more may be stored than it saw.
  const [{ count }] = await query('select count(*)::int as count from activities');
  const below = `below ${RATES[0]}`;
  return {
    database: label,
    'single: req/s (uncapped)': Math.round(single.okPerSecond),
    'single: p99 ms': single.p99,
    'single: errors / non-2xx': single.failures,
    'sustained: highest passing req/s': sustained
      ? firstFailed
        ? sustained.rate
        : `>= ${sustained.rate} (all passed)`
      : below,
    'sustained: first failing req/s': firstFailed ?? 'none',
    'sustained: events/s': sustained?.eventsPerSecond ?? below,
    'sustained: p50 ms': sustained?.p50 ?? '-',
    'sustained: p99 ms': sustained?.p99 ?? '-',
    'sustained: errors / non-2xx': sustained?.failures ?? '-',
    'overload: accepted events/s': overload.eventsPerSecond,
    'overload: 503 answers': overload.busy,
    'overload: other errors / non-2xx': overload.failures - overload.busy,
    'overload: p99 ms': overload.p99,
    'events acknowledged (all runs)': acknowledged,
    'events stored': count,
    'none lost': count >= acknowledged,
  };
}

const rows = await forEachDatabase(measure);
console.log(`\nFixed-rate runs: batches of ${BATCH} events, ${CONNECTIONS} connections, ${SECONDS} s each, loopback`);
console.table(steps);
console.log(
  `\nPOST /api/track-events, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback. "sustained" = the highest offered rate ` +
    `(batches of ${BATCH}) answered with zero errors and >= ${MIN_ACCEPTED_SHARE * 100}% accepted: the capacity; ` +
    `"overload" = uncapped, what the server still accepts while refusing the excess with 503.`,
);
// One column per database, one row per figure: easier to read than fifteen columns.
console.table(
  Object.fromEntries(
    Object.keys(rows[0] ?? {})
      .filter((key) => key !== 'database')
      .map((key) => [key, Object.fromEntries(rows.map((row) => [row.database, row[key]]))]),
  ),
);
