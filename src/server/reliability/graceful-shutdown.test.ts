import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { becomesReady, freePort, spawnServer, startServer } from '#server/test-support/server-process.js';
import { shouldRunWithBinaries } from '#server/test-support/speech.js';
import { MixedLoad } from './mixed-load.js';
import { freshDatabase, LOAD_TEST_ENV, queryStored, storedAudioHashes, storedClicks } from './stored-data.js';

/**
 * SIGTERM while the server is busy: every request in flight gets its whole answer (or, arriving
 * too late, a 503 or a refused connection), buffered tracking is written, the database closes
 * and the process exits 0. What is stored afterwards is exactly what was acknowledged: nothing
 * acknowledged is missing, and nothing is stored whose answer was lost. The next start, without
 * ADMIN_PASSWORD (it was stored at the first), is ready and stops cleanly again. How quickly it is
 * ready is measured in bench/start-time.ts, with nothing else running.
 */

// Events wait in memory far longer than the test runs: only the shutdown can write them.
const SERVER_ENV = { ...LOAD_TEST_ENV, TRACK_FLUSH_MS: '10000' };
describe.runIf(shouldRunWithBinaries('ffmpeg')).each(DATABASE_KINDS)('graceful shutdown on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('SIGTERM under load answers what is in flight, writes buffered tracking, exits 0, and the next start is ready', async () => {
    const database = await freshDatabase(kind, cleanups);
    const env: Record<string, string> = {
      ...SERVER_ENV,
      ...database.env,
      ADMIN_PASSWORD: 'graceful shutdown password',
    };
    const stored = database.stored;

    const server = await startServer(env, 120_000, { built: true });
    cleanups.push(() => void server.child.kill('SIGKILL'));
    const load = new MixedLoad(server, { tag: 'g', leadClients: 6, trackingClients: 3, refusals: [503] });
    await load.until(
      (log) => log.leads.length >= 30 && log.voices.length >= 1 && log.trackedClicks.length >= 200,
      60_000,
    );

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const shutdownMs = Date.now() - signalled;
    const log = await load.stop();
    expect(code, server.output()).toBe(0);
    expect([...log.otherAnswers]).toEqual([]);
    expect(server.output()).not.toContain('could not be written');

    // Exactly what was acknowledged is stored: none lost, none kept whose answer was cut.
    const leads = await queryStored<{ email: string }>(stored, `select email from leads where email like 'g-%'`);
    expect(leads.map((lead) => lead.email).sort()).toEqual([...log.leads].sort());
    const { clicks, orphans } = await storedClicks(stored);
    expect([...clicks].filter((id) => id.startsWith('g-')).sort()).toEqual([...log.trackedClicks].sort());
    expect(orphans).toBe(0);
    const hashes = await storedAudioHashes(stored);
    expect(log.voices.map((voice) => hashes.get(voice.id))).toEqual(log.voices.map((voice) => voice.sha256));

    delete env.ADMIN_PASSWORD;
    const next = spawnServer(env, await freePort(), { built: true });
    cleanups.push(() => void next.child.kill('SIGKILL'));
    expect(await becomesReady(next, 60_000), next.output()).toBe(true);
    next.child.kill('SIGTERM');
    expect(await next.exited, next.output()).toBe(0);

    console.info(
      `graceful shutdown on ${kind}: ${log.leads.length} leads, ${log.trackedClicks.length} clicks, ${log.voices.length} voice ` +
        `messages acknowledged; ${log.unansweredLeads.length} lead requests refused; SIGTERM to exit ${shutdownMs} ms`,
    );
  }, 300_000);
});

describe('a request that never finishes', () => {
  it('does not hold the shutdown past SHUTDOWN_TIMEOUT_MS: its connection is cut, the rest closes in order', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'graceful-deadline-'));
    try {
      const server = await startServer(
        { DATA_DIR: dataDir, ADMIN_PASSWORD: 'graceful shutdown password', SHUTDOWN_TIMEOUT_MS: '2000' },
        120_000,
        { built: true },
      );
      // An upload that announces 100 kB and sends a few bytes, then nothing.
      const socket = connect(server.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        'POST /api/voice-feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
          'Content-Length: 100000\r\n\r\n--b\r\n',
      );
      const socketClosed = new Promise((resolve) => socket.once('close', resolve));
      socket.on('error', () => {});
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
      const shutdownMs = Date.now() - signalled;
      await socketClosed;
      expect(shutdownMs).toBeGreaterThanOrEqual(900); // it waited for the request until half the timeout
      expect(shutdownMs).toBeLessThan(2000 + 3000);
      expect(server.output()).toContain('cutting connections still open');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
