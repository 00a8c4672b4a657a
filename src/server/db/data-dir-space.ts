import { statfsSync } from 'node:fs';

/**
 * Free space on the disk holding the embedded database, against the part kept free
 * (DISK_RESERVE_MB). PGlite does not survive a full disk: PostgreSQL stops when it cannot write
 * its log, the worker thread ends, and reads fail too until a restart with space freed. So the
 * server refuses writes before that point (plugins/storage-guard.ts) and says so in /healthz.
 */
export interface DataDirSpace {
  /** 0: the check is off. */
  reserveBytes: number;
  /** Bytes this process may still write there. */
  freeBytes(): number;
}

export function dataDirSpace(dataDir: string, reserveBytes: number): DataDirSpace {
  return {
    reserveBytes,
    freeBytes: () => {
      const stats = statfsSync(dataDir);
      return Number(stats.bavail) * Number(stats.bsize);
    },
  };
}

/** Whether writing `incomingBytes` more would eat into the reserve. */
export function isShortOfSpace(space: DataDirSpace | undefined, incomingBytes = 0): boolean {
  if (!space || space.reserveBytes === 0) return false;
  return space.freeBytes() < space.reserveBytes + incomingBytes;
}
