#!/usr/bin/env node
/**
 * Tracking ingest on loopback against the built server, on PGlite and on PostgreSQL:
 * single-event requests per second with p99, then events per second in batches of 50, at 50
 * connections. After each server has stopped (its buffer flushed), the stored activities are
 * counted and must be at least the acknowledged events: nothing acknowledged was lost.
 * Run `npm run build` first, then `npm run bench:tracking` (BENCH_SECONDS: length of each run).
 */
import autocannon from 'autocannon';
import { forEachDatabase, startServer, stopServer } from './support/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const BATCH = 50;
const SESSIONS = 2000;
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const headers = { 'content-type': 'application/json', 'user-agent': USER_AGENT };

let counter = 0;
const nextSession = () => `session_1763800000000_bench${(counter++ % SESSIONS).toString(36)}`;

/** A realistic page's worth of events: a visit, clicks and typing, as the tracker batches them. */
function pageEvents(sessionId, count) {
  const events = [{ type: 'visit', sessionId, page: '/', referrer: 'https://www.google.com/search?q=business+debt+help', ageMs: 1500 }];
  while (events.length < count) {
    const n = events.length;
    events.push(
      n % 5 === 0
        ? { type: 'click', sessionId, page: '/', elementId: 'cta', elementClass: 'btn btn-primary', elementTag: 'button', elementText: 'Get Free Consultation', clickX: 320, clickY: 640 }
        : { type: 'keystroke', sessionId, page: '/', elementId: 'company', elementType: 'text', fieldName: 'company', inputValue: 'Acme Trucking'.slice(0, n % 13), keystroke: 'a' },
    );
  }
  return events;
}

async function run(url, eventsPerRequest) {
  const result = await autocannon({
    url: `${url}/api/track-events`,
    method: 'POST',
    headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(pageEvents(nextSession(), eventsPerRequest)) }) }],
  });
  return {
    ok: result['2xx'],
    seconds: result.duration || SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function measure(label, env, query) {
  const server = await startServer({ TRACK_RATE_LIMIT: '1000000000', ...env });
  const warmUp = await autocannon({ url: `${server.url}/api/track-events`, method: 'POST', headers, body: JSON.stringify(pageEvents(nextSession(), 5)), connections: CONNECTIONS, duration: 2 });
  const single = await run(server.url, 1);
  const batched = await run(server.url, BATCH);
  await stopServer(server);
  // autocannon does not count answers that arrive after its timer, so more may be stored than it saw.
  const acknowledged = warmUp['2xx'] * 5 + single.ok + batched.ok * BATCH;
  const [{ count }] = await query('select count(*)::int as count from activities');
  return {
    database: label,
    'single req/s': Math.round(single.ok / single.seconds),
    'single p99 ms': single.p99,
    'batch req/s': Math.round(batched.ok / batched.seconds),
    'batched events/s': Math.round((batched.ok * BATCH) / batched.seconds),
    'batch p99 ms': batched.p99,
    'single errors / non-2xx': single.failures,
    'batch errors / non-2xx': batched.failures,
    'events acknowledged': acknowledged,
    'events stored': count,
    'none lost': count >= acknowledged,
  };
}

const rows = await forEachDatabase(measure);
console.log(`\nPOST /api/track-events, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback; batches of ${BATCH}`);
console.table(rows);
