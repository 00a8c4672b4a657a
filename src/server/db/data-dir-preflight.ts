import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

/**
 * Checks PGlite's folder (DATA_DIR/pgdata) before the database is started on it. PGlite itself
 * runs initdb over any folder without a PG_VERSION file, existing files or not (the data is then
 * gone), and answers other damage with "PGlite failed to initialize properly" or a WebAssembly
 * "Aborted()" after writing into the folder. Here the folder is only read: a damaged or foreign
 * one is refused with what is wrong, and nothing in it is changed (docs/decisions/0015).
 */

/** The PostgreSQL major version the bundled PGlite runs, and its pg_control layout version. */
export const PG_MAJOR = '18';
const PG_CONTROL_VERSION = 1800;

/** Offsets in PostgreSQL 18's ControlFileData (global/pg_control), checked by the tests. */
const CONTROL = {
  version: 8,
  state: 16,
  checkPoint: 32,
  redo: 40,
  timeline: 48,
  walSegmentSize: 228,
  crc: 292,
} as const;
const CONTROL_FILE_SIZE = 8192;
/** The relation mapper file (pg_filenode.map): magic, count, 64 (oid, file number) pairs, CRC. */
const RELMAP = { magic: 0x592717, size: 524, maxMappings: 64, crc: 520 } as const;
/** template1 and postgres (PGlite's database) have these fixed OIDs since PostgreSQL 15. */
const REQUIRED_DATABASES = ['1', '5'];
const REQUIRED_DIRECTORIES = ['base', 'global', 'pg_wal', 'pg_xact', 'pg_multixact'];

export class DataDirUnusableError extends Error {
  constructor(
    readonly pgdataDir: string,
    readonly problem: string,
  ) {
    super(
      `The database folder ${pgdataDir} cannot be used: ${problem}. ` +
        'The server did not start and changed nothing in the folder. Restore it from a backup ' +
        '(README, Backups), or move it aside to start with an empty database.',
    );
    this.name = 'DataDirUnusableError';
  }
}

function refuse(pgdataDir: string, problem: string): never {
  throw new DataDirUnusableError(pgdataDir, problem);
}

export interface ControlFile {
  /** 1: shut down cleanly; 6: in production (the last run ended without closing the database). */
  state: number;
  /** Write-ahead log position of the last checkpoint (bytes since the start of the log). */
  checkPoint: bigint;
  /** Where recovery would start replaying the write-ahead log. */
  redo: bigint;
  timeline: number;
  walSegmentSize: number;
}

/**
 * 'absent' when there is no database yet (no folder, or an empty one): it may be created.
 * 'ready' when the folder looks like a whole PostgreSQL 18 database. Throws DataDirUnusableError
 * otherwise: a half-created folder is refused too, since it cannot be told apart from damage.
 */
export function inspectPgdata(pgdataDir: string): 'absent' | 'ready' {
  const stats = statOrNull(pgdataDir);
  if (!stats) return 'absent';
  if (!stats.isDirectory()) refuse(pgdataDir, 'it is not a folder');
  if (readdirSync(pgdataDir).length === 0) return 'absent';

  const version = readOrNull(path.join(pgdataDir, 'PG_VERSION'))?.toString('utf8').trim();
  if (version === undefined)
    refuse(pgdataDir, 'PG_VERSION is missing (the folder is damaged, or its creation was interrupted)');
  if (version !== PG_MAJOR) {
    refuse(
      pgdataDir,
      /^\d+$/.test(version)
        ? `it holds a PostgreSQL ${version} database, and this server's embedded database is PostgreSQL ${PG_MAJOR}`
        : 'PG_VERSION does not hold a PostgreSQL version',
    );
  }
  for (const dir of REQUIRED_DIRECTORIES) {
    if (!statOrNull(path.join(pgdataDir, dir))?.isDirectory()) refuse(pgdataDir, `the ${dir} folder is missing`);
  }
  const control = readControlFile(pgdataDir);
  checkWalSegment(pgdataDir, control, control.redo);
  checkWalSegment(pgdataDir, control, control.checkPoint);
  checkMappedFiles(pgdataDir, 'global');
  for (const oid of REQUIRED_DATABASES) {
    if (!statOrNull(path.join(pgdataDir, 'base', oid))?.isDirectory()) {
      refuse(pgdataDir, `the database folder base/${oid} is missing`);
    }
  }
  for (const entry of readdirSync(path.join(pgdataDir, 'base'))) {
    if (!/^\d+$/.test(entry)) continue;
    const dbDir = path.join('base', entry);
    if (
      readOrNull(path.join(pgdataDir, dbDir, 'PG_VERSION'))
        ?.toString('utf8')
        .trim() !== PG_MAJOR
    ) {
      refuse(pgdataDir, `${dbDir}/PG_VERSION is missing or wrong`);
    }
    checkMappedFiles(pgdataDir, dbDir);
  }
  return 'ready';
}

/** Reads and checks global/pg_control (size, layout version, CRC). */
export function readControlFile(pgdataDir: string): ControlFile {
  const bytes =
    readOrNull(path.join(pgdataDir, 'global', 'pg_control')) ?? refuse(pgdataDir, 'global/pg_control is missing');
  if (bytes.length !== CONTROL_FILE_SIZE) {
    refuse(pgdataDir, `global/pg_control has ${bytes.length} bytes instead of ${CONTROL_FILE_SIZE}`);
  }
  if (crc32c(bytes.subarray(0, CONTROL.crc)) !== bytes.readUInt32LE(CONTROL.crc)) {
    refuse(pgdataDir, 'global/pg_control is corrupted (checksum mismatch)');
  }
  const layout = bytes.readUInt32LE(CONTROL.version);
  if (layout !== PG_CONTROL_VERSION) {
    refuse(pgdataDir, `global/pg_control has layout ${layout}, not PostgreSQL ${PG_MAJOR}'s ${PG_CONTROL_VERSION}`);
  }
  const walSegmentSize = bytes.readUInt32LE(CONTROL.walSegmentSize);
  // PostgreSQL allows powers of two from 1 MB to 1 GB.
  if (walSegmentSize < 2 ** 20 || walSegmentSize > 2 ** 30 || (walSegmentSize & (walSegmentSize - 1)) !== 0) {
    refuse(pgdataDir, 'global/pg_control is corrupted (write-ahead log segment size)');
  }
  return {
    state: bytes.readUInt32LE(CONTROL.state),
    checkPoint: bytes.readBigUInt64LE(CONTROL.checkPoint),
    redo: bytes.readBigUInt64LE(CONTROL.redo),
    timeline: bytes.readUInt32LE(CONTROL.timeline),
    walSegmentSize,
  };
}

/** The write-ahead log segment holding `position` must be there, whole: recovery starts from it. */
function checkWalSegment(pgdataDir: string, control: ControlFile, position: bigint): void {
  const size = BigInt(control.walSegmentSize);
  const segment = position / size;
  const perId = 0x1_0000_0000n / size;
  const hex = (value: bigint | number) => value.toString(16).toUpperCase().padStart(8, '0');
  const name = `${hex(control.timeline)}${hex(segment / perId)}${hex(segment % perId)}`;
  const stats = statOrNull(path.join(pgdataDir, 'pg_wal', name));
  if (!stats) refuse(pgdataDir, `the write-ahead log segment pg_wal/${name} is missing`);
  if (BigInt(stats.size) !== size) {
    refuse(pgdataDir, `the write-ahead log segment pg_wal/${name} is truncated (${stats.size} bytes)`);
  }
}

/**
 * The system catalogs PostgreSQL finds through a folder's pg_filenode.map (all of global/, and
 * pg_class and friends in each database) must exist: without them nothing else can be read.
 */
function checkMappedFiles(pgdataDir: string, dir: string): void {
  const file = `${dir}/pg_filenode.map`;
  const map = readOrNull(path.join(pgdataDir, dir, 'pg_filenode.map')) ?? refuse(pgdataDir, `${file} is missing`);
  if (map.length !== RELMAP.size || map.readUInt32LE(0) !== RELMAP.magic)
    refuse(pgdataDir, `${file} is not a relation map`);
  const count = map.readUInt32LE(4);
  if (crc32c(map.subarray(0, RELMAP.crc)) !== map.readUInt32LE(RELMAP.crc) || count > RELMAP.maxMappings) {
    refuse(pgdataDir, `${file} is corrupted (checksum mismatch)`);
  }
  for (let index = 0; index < count; index++) {
    const fileNumber = map.readUInt32LE(8 + index * 8 + 4);
    if (!statOrNull(path.join(pgdataDir, dir, String(fileNumber)))?.isFile()) {
      refuse(pgdataDir, `the system catalog file ${dir}/${fileNumber} is missing`);
    }
  }
}

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function readOrNull(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR') return null;
    throw error;
  }
}

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let bit = 0; bit < 8; bit++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32C (Castagnoli), PostgreSQL's checksum for its control and map files. */
function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC32C_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
