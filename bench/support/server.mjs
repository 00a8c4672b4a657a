/**
 * Shared by the HTTP benchmarks: start the built server on a free loopback port with a given
 * environment, stop it with SIGTERM, and run a measurement once on PGlite (a temporary data
 * directory) and once on a fresh PostgreSQL database (skipped when none is reachable).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The bench servers' HEALTH_TOKEN: /healthz answers its details (pressure, memory) to this bearer token. */
export const BENCH_HEALTH_TOKEN = 'bench-health-token-0123456789abcdef';

/**
 * `env` adds to and overrides the defaults; PUBLIC_URL is the loopback URL returned, so admin calls pass the origin check.
 * `nodeArgs`: options for node itself (e.g. --cpu-prof, which NODE_OPTIONS does not take).
 * BENCH_SERVER_ENTRY: another build's main.js (e.g. an earlier commit's, built in a checkout of it), to compare builds.
 */
export async function startServer(env, { nodeArgs = [] } = {}) {
  const script = path.resolve(ROOT, process.env.BENCH_SERVER_ENTRY ?? 'dist/node/src/server/main.js');
  return startNodeProcess([...nodeArgs, script], '/healthz', (url) => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'benchmark admin password',
    HEALTH_TOKEN: BENCH_HEALTH_TOKEN,
    DATABASE_URL: '',
    ...env,
  }));
}

/** A bare Node HTTP server (support/bare-node-server.mjs), the yardstick of bench/ingest-ratio.mjs. */
export async function startBareNodeServer() {
  return startNodeProcess([path.join(ROOT, 'bench/support/bare-node-server.mjs')], '/', () => ({}));
}

/** Runs node with `args` and PORT set to a free loopback port, and waits until `readyPath` answers 2xx. */
async function startNodeProcess(args, readyPath, envFor) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...envFor(url), PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) return { url, child };
    } catch {
      // not ready yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${path.relative(ROOT, args.at(-1))} did not start (did you run npm run build?)`);
}

export async function stopServer(server) {
  const exited = new Promise((resolve) => server.child.on('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/**
 * Calls `measure(label, env, query)` for each database (`BENCH_DB` picks one). `query(sql)` runs a read-only query on
 * that database once the server has stopped (PGlite allows one opener at a time).
 */
export async function forEachDatabase(measure) {
  const rows = [];
  // BENCH_DB=pglite or BENCH_DB=postgres runs just one of them.
  const only = process.env.BENCH_DB;
  if (only !== 'postgres') rows.push(...(await onPglite(measure)));
  if (only !== 'pglite') rows.push(...(await onPostgres(measure)));
  return rows;
}

async function onPglite(measure) {
  const rows = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  try {
    const queryPglite = async (sql) => {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create(path.join(dataDir, 'pgdata'));
      try {
        return (await db.query(sql)).rows;
      } finally {
        await db.close();
      }
    };
    rows.push(await measure('PGlite', { DATA_DIR: dataDir }, queryPglite));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function onPostgres(measure) {
  const rows = [];
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${POSTGRES_URL}; skipping it`);
    return rows;
  }
  const name = `bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const queryPostgres = async (sql) => {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    };
    rows.push(await measure('PostgreSQL', { DATABASE_URL: url.href }, queryPostgres));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return rows;
}
