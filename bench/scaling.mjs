#!/usr/bin/env node
/**
 * The scaling path, measured (docs/operations.md "Several instances"): the built server on one
 * fresh PostgreSQL database, single-event tracking requests (POST /api/track-events, one event
 * each, 50 connections, many sessions and addresses through the trusted proxy header):
 *  1. one instance, limits per process;
 *  2. one instance, limits counted in Redis (REDIS_URL): what a shared count costs;
 *  3. two instances on the same database and Redis, each loaded by its own client at once.
 * Then whether a limit is one limit: one address sends 2 × TRACK_RATE_LIMIT events split across
 * the two instances; with Redis the site accepts the limit once, not once per instance.
 * Run `npm run build` first, then `npm run bench:scaling`. BENCH_SECONDS: length of each run (10).
 * On a 2-core machine both instances and the database share the same cores: the figure shows the
 * cost of sharing, not the gain of a second machine.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { POSTGRES_URL, startServer, stopServer } from './support/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Budgets out of the way for the throughput runs: they measure the path, not the refusals. */
const OPEN_LIMITS = {
  TRACK_RATE_LIMIT: '1000000000',
  TRACK_SESSION_EVENTS_PER_MINUTE: '1000000',
  TRACK_SESSION_EVENTS_PER_DAY: '100000000',
  TRUST_PROXY: '127.0.0.1',
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
};

let counter = 0;
/** A click from one of 5,000 sessions and 1,000 addresses, so no single key dominates. */
function nextRequest() {
  counter += 1;
  const sessionId = `session_1763800000000_scale${(counter % 5000).toString(36)}`;
  return {
    method: 'POST',
    path: '/api/track-events',
    headers: {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'x-forwarded-for': `198.18.${(counter % 1000) >> 8}.${counter % 250}`,
    },
    body: JSON.stringify([{ type: 'click', sessionId, page: '/', elementId: 'cta', elementTag: 'BUTTON', ageMs: 5 }]),
  };
}

function load(url, seconds = SECONDS) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest() }) }],
  });
}

const perSecond = (result) => Math.round(result['2xx'] / result.duration);

async function withDatabase(work) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const name = `bench_scale_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.href);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function run(databaseUrl) {
  const rows = [];
  const prefix = () => `bench-${randomBytes(4).toString('hex')}:`;

  let server = await startServer({ ...OPEN_LIMITS, DATABASE_URL: databaseUrl });
  await load(server.url, 2);
  const alone = await load(server.url);
  await stopServer(server);
  rows.push({ setup: '1 instance, limits per process', 'req/s': perSecond(alone), 'p99 ms': alone.latency.p99 });

  server = await startServer({ ...OPEN_LIMITS, DATABASE_URL: databaseUrl, REDIS_URL, REDIS_PREFIX: prefix() });
  await load(server.url, 2);
  const shared = await load(server.url);
  await stopServer(server);
  rows.push({ setup: '1 instance, limits in Redis', 'req/s': perSecond(shared), 'p99 ms': shared.latency.p99 });

  const redisPrefix = prefix();
  const pair = [
    await startServer({ ...OPEN_LIMITS, DATABASE_URL: databaseUrl, REDIS_URL, REDIS_PREFIX: redisPrefix }),
    await startServer({ ...OPEN_LIMITS, DATABASE_URL: databaseUrl, REDIS_URL, REDIS_PREFIX: redisPrefix }),
  ];
  const both = await Promise.all(pair.map((instance) => load(instance.url)));
  await Promise.all(pair.map(stopServer));
  rows.push({
    setup: '2 instances, one database and one Redis',
    'req/s': both.reduce((total, result) => total + perSecond(result), 0),
    'p99 ms': Math.max(...both.map((result) => result.latency.p99)),
  });

  // One address, 2 × the limit, alternating between the two instances.
  const limit = 600;
  const limitPrefix = prefix();
  const limited = [
    await startServer({
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: limitPrefix,
      TRACK_RATE_LIMIT: String(limit),
    }),
    await startServer({
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: limitPrefix,
      TRACK_RATE_LIMIT: String(limit),
    }),
  ];
  let accepted = 0;
  for (let n = 0; n < (2 * limit) / 10; n += 1) {
    const sessionId = `session_1763800000000_limit${n % 7}`;
    const events = Array.from({ length: 10 }, () => ({ type: 'click', sessionId, page: '/', ageMs: 5 }));
    const response = await fetch(`${limited[n % 2].url}/api/track-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
      body: JSON.stringify(events),
    });
    if (response.ok) accepted += (await response.json()).accepted;
  }
  await Promise.all(limited.map(stopServer));
  return { rows, limit, accepted };
}

const started = new Date();
const { rows, limit, accepted } = await withDatabase(run);
console.log(
  `\nScaling on PostgreSQL, ${started.toISOString()} (${SECONDS} s runs, ${CONNECTIONS} connections, one event per request)\n`,
);
console.table(rows);
const base = rows[0]['req/s'];
console.log(`limits in Redis cost: ${Math.round((1 - rows[1]['req/s'] / base) * 100)}% of one instance's throughput`);
console.log(`two instances: ${(rows[2]['req/s'] / base).toFixed(2)}× one instance (same cores, same database)`);
console.log(
  `one address, ${2 * limit} events across two instances with TRACK_RATE_LIMIT=${limit}: ${accepted} accepted (the limit once, not once per instance)`,
);
