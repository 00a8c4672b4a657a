import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, DATABASE_KINDS } from './test-support/databases.js';
import { loginOverHttp, startServer, type ServerProcess } from './test-support/server-process.js';

const PASSWORD = 'durability test password';
const ROUNDS = 3;
const CONCURRENCY = 16;

/**
 * Fires lead submissions from many concurrent clients until `stop` is set; returns the e-mail
 * addresses whose submissions were acknowledged with a 2xx.
 */
async function submitUntilStopped(server: ServerProcess, round: number, stop: { now: boolean }): Promise<string[]> {
  const acknowledged: string[] = [];
  let counter = 0;
  const client = async (worker: number) => {
    while (!stop.now) {
      const email = `r${round}-w${worker}-n${counter++}@durable.example`;
      try {
        const response = await fetch(`${server.url}/api/consultation-request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'lead_magnet', email, firstName: 'Durable' }),
        });
        if (response.ok) acknowledged.push(email);
      } catch {
        // The server died mid-request: this one was never acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, worker) => client(worker)));
  return acknowledged;
}

async function storedEmails(server: ServerProcess): Promise<Set<string>> {
  const cookie = await loginOverHttp(server, PASSWORD);
  const response = await fetch(`${server.url}/api/consultation-requests`, { headers: { cookie } });
  const leads = (await response.json()) as Array<{ email: string }>;
  return new Set(leads.map((lead) => lead.email));
}

describe.each(DATABASE_KINDS)('durability on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`keeps every acknowledged lead across ${ROUNDS} SIGKILLs under concurrent load`, async () => {
    const env: Record<string, string> = { ADMIN_PASSWORD: PASSWORD, LEAD_RATE_LIMIT: '1000000' };
    if (kind === 'pglite') {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env.DATA_DIR = dataDir;
    } else {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }

    const allAcknowledged: string[] = [];
    let server = await startServer(env);
    for (let round = 1; round <= ROUNDS; round++) {
      const stop = { now: false };
      const load = submitUntilStopped(server, round, stop);
      // Kill while requests are in flight, at a moment that differs each round.
      await new Promise((resolve) => setTimeout(resolve, 400 + round * 150));
      server.child.kill('SIGKILL');
      await server.exited;
      stop.now = true;
      const acknowledged = await load;
      expect(acknowledged.length, `round ${round} acknowledged some leads`).toBeGreaterThan(0);
      allAcknowledged.push(...acknowledged);

      server = await startServer(env);
      const stored = await storedEmails(server);
      const lost = allAcknowledged.filter((email) => !stored.has(email));
      expect(lost, `round ${round}: acknowledged leads missing after restart`).toEqual([]);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
