#!/usr/bin/env node
/**
 * Lead submissions per second and p99 latency at 50 connections, against the built server on
 * loopback, on PGlite and on PostgreSQL. Run `npm run build` first, then `npm run bench:leads`
 * (BENCH_SECONDS sets the length of each run, 10 by default).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/node/src/server/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'benchmark admin password',
      // The per-IP limit protects against spam; one benchmark client would hit it at once.
      LEAD_RATE_LIMIT: '1000000000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not ready yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start (did you run npm run build?)');
}

async function stopServer(server) {
  const exited = new Promise((resolve) => server.child.on('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function measure(label, env) {
  const server = await startServer(env);
  // Short warm-up so JIT and connection pools are settled before measuring.
  await autocannon({ url: `${server.url}/api/consultation-request`, method: 'POST', body, headers: { 'content-type': 'application/json' }, connections: CONNECTIONS, duration: 2 });
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

const rows = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
try {
  rows.push(await measure('PGlite', { DATA_DIR: dataDir }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const admin = new pg.Client({ connectionString: POSTGRES_URL });
let reachable = true;
try {
  await admin.connect();
} catch {
  reachable = false;
  console.warn(`PostgreSQL not reachable at ${POSTGRES_URL}; skipping it`);
}
if (reachable) {
  const name = `bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    rows.push(await measure('PostgreSQL', { DATABASE_URL: url.href }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(`\nPOST /api/consultation-request, ${CONNECTIONS} connections, ${SECONDS} s per database, loopback`);
console.table(rows);
