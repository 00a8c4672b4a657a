import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening one data directory would corrupt it.
 * A lock file holding the owner's PID makes a second server fail fast; a lock left by a process
 * that no longer exists (after a crash or SIGKILL) is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another server process (PID ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, 'server.lock');
  const me: LockOwner = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return {
        release: () => {
          if (readOwner(lockPath)?.pid === me.pid) rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      // Another host's lock cannot be checked for liveness; refuse rather than risk two writers.
      if (owner && (owner.host !== me.host || isAlive(owner.pid))) {
        throw new DataDirInUseError(dataDir, owner.pid);
      }
      rmSync(lockPath, { force: true }); // stale (owner gone) or unreadable: take it over
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}; another process keeps taking it`);
}
