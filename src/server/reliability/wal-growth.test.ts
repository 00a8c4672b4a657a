import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readControlFile } from '#server/db/data-dir-preflight.js';
import { startServer } from '#server/test-support/server-process.js';
import { USER_AGENTS } from '#server/test-support/tracking-client.js';
import { LOAD_TEST_ENV } from './stored-data.js';

/**
 * PGlite never checkpoints on its own, so without the worker's checkpoints its write-ahead log
 * (pg_wal) would hold every byte ever written. Under 30 s of heavy tracking, with the default
 * 300 s interval, the checkpoint that follows each 64 MB of log keeps pg_wal within
 * PostgreSQL's min_wal_size (80 MB of recycled segments) plus that much; the test reports how
 * much log was written and how large pg_wal got.
 */

const LOAD_MS = 30_000;
const MB = 1024 * 1024;
/** 80 MB of recycled segments, 64 MB between checkpoints, one segment being written. */
const WAL_BOUND_BYTES = 160 * MB;
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function walBytes(pgdata: string): number {
  const walDir = path.join(pgdata, 'pg_wal');
  return readdirSync(walDir).reduce((total, name) => {
    const stats = statSync(path.join(walDir, name));
    return stats.isFile() ? total + stats.size : total;
  }, 0);
}

/** Tracking batches as fast as the server takes them: 100 keystrokes with typed text each. */
async function trackUntil(url: string, client: number, stopAt: number): Promise<{ events: number; busy: number }> {
  let events = 0;
  let busy = 0;
  for (let n = 0; Date.now() < stopAt; n++) {
    const batch = Array.from({ length: 100 }, (_, k) => ({
      type: 'keystroke',
      sessionId: `wal_${client}_${n % 50}`,
      page: '/contact',
      fieldName: 'message',
      inputValue: `${'typed text '.repeat(36)}${n}-${k}`,
      keystroke: 'a',
    }));
    const response = await fetch(`${url}/api/track-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': USER_AGENTS.desktop },
      body: JSON.stringify(batch),
    });
    await response.arrayBuffer();
    if (response.status === 200) events += batch.length;
    else if (response.status === 503)
      busy++; // the buffer is full: the database is the bottleneck, as intended
    else throw new Error(`tracking answered ${response.status}`);
    if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { events, busy };
}

describe('the embedded database under sustained writes', () => {
  it('keeps its write-ahead log bounded', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wal-growth-'));
    dirs.push(dataDir);
    const pgdata = path.join(dataDir, 'pgdata');
    const server = await startServer(
      {
        ...LOAD_TEST_ENV,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'wal growth test password',
        // A full tracking buffer takes a while to write on a busy machine; the test wants a clean stop.
        SHUTDOWN_TIMEOUT_MS: '120000',
      },
      120_000,
      { built: true },
    );
    const startedAt = readControlFile(pgdata).checkPoint;

    const stopAt = Date.now() + LOAD_MS;
    const load = Promise.all([0, 1, 2, 3].map((client) => trackUntil(server.url, client, stopAt)));
    const samples: number[] = [];
    while (Date.now() < stopAt) {
      samples.push(walBytes(pgdata));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const results = await load;
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    samples.push(walBytes(pgdata));

    // A clean stop ends with a checkpoint at the end of the log: the distance is what was written.
    const writtenBytes = Number(readControlFile(pgdata).checkPoint - startedAt);
    const peakBytes = Math.max(...samples);
    const events = results.reduce((total, result) => total + result.events, 0);
    console.info(
      `write-ahead log over ${LOAD_MS / 1000} s of tracking (${events} events stored, ${results.reduce((t, r) => t + r.busy, 0)} batches ` +
        `refused while the buffer was full): ${(writtenBytes / MB).toFixed(0)} MB written; pg_wal peaked at ` +
        `${(peakBytes / MB).toFixed(0)} MB and ended at ${((samples.at(-1) ?? 0) / MB).toFixed(0)} MB`,
    );
    expect(peakBytes).toBeLessThanOrEqual(WAL_BOUND_BYTES);
    // More log was written than pg_wal ever held: segments were recycled after checkpoints.
    expect(writtenBytes).toBeGreaterThan(peakBytes);
  }, 300_000);
});
