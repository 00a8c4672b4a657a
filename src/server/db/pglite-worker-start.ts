import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { inspectPgdata } from './data-dir-preflight.js';
import { PgliteWorkerClient } from './pglite-worker-client.js';

export interface StartedPglite {
  client: PgliteWorkerClient;
  lock: DataDirLock;
}

/**
 * Locks the data directory (a second server fails here, before touching anything), checks its
 * database folder (data-dir-preflight.ts) and starts the worker thread that opens it, creating
 * the database when there is none. Light on imports, so the server can call it before loading the
 * rest of its modules, and PGlite starts while they load.
 */
export async function startPgliteWorker(dataDir: string, checkpointIntervalMs: number): Promise<StartedPglite> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    const pgdataDir = path.join(dataDir, 'pgdata');
    const create = inspectPgdata(pgdataDir) === 'absent';
    return { client: await PgliteWorkerClient.start({ pgdataDir, create, checkpointIntervalMs }), lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}
