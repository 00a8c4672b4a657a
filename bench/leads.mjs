#!/usr/bin/env node
/**
 * Lead submissions per second and p99 latency at 50 connections, against the built server on
 * loopback, on PGlite and on PostgreSQL. Run `npm run build` first, then `npm run bench:leads`
 * (BENCH_SECONDS sets the length of each run, 10 by default).
 */
import autocannon from 'autocannon';
import { forEachDatabase, startServer, stopServer } from './support/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const body = JSON.stringify({
  type: 'consultation',
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  company: 'Benchmark Holdings',
  phone: '555-010-2000',
  debtAmount: '1m-5m',
  creditorsCount: '9-15',
  message: 'Three lenders, one lawsuit pending, revenue down 30% this year.',
  sessionId: 'session_1763800000000_bench',
});

async function measure(label, env) {
  // The per-IP limit protects against spam; one benchmark client would hit it at once.
  const server = await startServer({ LEAD_RATE_LIMIT: '1000000000', ...env });
  // Short warm-up so JIT and connection pools are settled before measuring.
  await autocannon({
    url: `${server.url}/api/consultation-request`,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    connections: CONNECTIONS,
    duration: 2,
  });
  const result = await autocannon({
    url: `${server.url}/api/consultation-request`,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  await stopServer(server);
  const ok = result['2xx'];
  const figures = {
    database: label,
    'leads/s': Math.round(ok / (result.duration || SECONDS)),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts,
    'non-2xx': result.non2xx,
  };
  return figures;
}

const rows = await forEachDatabase(measure);

console.log(`\nPOST /api/consultation-request, ${CONNECTIONS} connections, ${SECONDS} s per database, loopback`);
console.table(rows);
