import { statSync } from 'node:fs';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, tableSection, writeArchive, type ArchiveHeader } from './backup-archive.js';
import { BackupError, openConnection, sentence, type DatabaseTarget } from './backup-connection.js';
import { listTables, readMigrations, readSequences, serverVersion, tableRows } from './backup-schema.js';

export interface BackupResult {
  file: string;
  bytes: number;
  source: string;
  rowCounts: Record<string, number>;
}

/**
 * Writes a backup of the whole database, voice audio included (it lives in `voice_audio`).
 * Everything is read in one REPEATABLE READ transaction: on PostgreSQL that is one snapshot, so a
 * backup taken while the site runs is consistent (as pg_dump's is). PGlite cannot be opened while
 * the server holds it, and the lock says so (see backup-connection.ts).
 */
export async function createBackup(
  source: DatabaseTarget,
  file: string,
  options: { overwrite?: boolean; now?: Date } = {},
): Promise<BackupResult> {
  const connection = await openConnection(source, 'read');
  try {
    await connection.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = await readMigrations(connection);
    if (!migrations) {
      throw new BackupError(
        `${sentence(connection.location)} holds no database of this app (no migration journal): nothing to back up`,
      );
    }
    const tables = await listTables(connection);
    const header: ArchiveHeader = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      source: connection.kind,
      serverVersion: await serverVersion(connection),
      migrations,
      tables,
    };
    const rowCounts: Record<string, number> = {};
    async function* lines() {
      yield JSON.stringify(header);
      for (const table of tables) yield* tableSection(table.name, tableRows(connection, table), rowCounts);
      yield JSON.stringify({ end: true, rowCounts, sequences: await readSequences(connection) });
    }
    await writeArchive(file, lines(), options.overwrite ?? false);
    await connection.exec('COMMIT');
    return { file, bytes: statSync(file).size, source: connection.location, rowCounts };
  } finally {
    await connection.close();
  }
}
