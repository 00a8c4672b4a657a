import 'dotenv/config';
import { existsSync } from 'node:fs';
import pino from 'pino';
import { retentionPeriod } from '#shared/retention-periods.js';
import { loadConfig } from '#server/config.js';
import { openDatabase, type DatabaseHandle } from '#server/db/client.js';
import { DataDirInUseError } from '#server/db/data-dir-lock.js';
import { readSituation } from '#server/features/voice/extraction/read-situation.js';
import { PersonLinker } from '#server/features/workbench/person-linker.js';
import { runRetentionNow, type RetentionResult } from '#server/retention-job.js';
import { exitWithError, parseCommandLine } from './backup-cli.js';
import {
  BackupError,
  describeTarget,
  embeddedDatabaseInUse,
  noEmbeddedDatabase,
  pgliteFolder,
} from './backup-connection.js';

const USAGE = `Usage: npm run retention

Runs the retention job once, now, on the database the server uses (DATABASE_URL, else the embedded
database in DATA_DIR), with the retention settings of .env or the environment, and prints what it
deleted. The server runs the same job once a day by itself.
With the embedded database, stop the server first: it can be opened by one process at a time.`;

/** What the job did, one line each, in the words of the privacy page. */
const LINES: Array<[keyof RetentionResult, string]> = [
  ['deletedLeads', 'leads deleted'],
  ['deletedVoiceMessages', 'voice messages deleted'],
  ['deletedBookings', 'booked calls deleted'],
  ['deletedConsents', 'consent records deleted'],
  ['deletedPeople', 'people deleted'],
  ['deletedRecordings', 'recordings deleted'],
  ['deletedSessions', 'visitor sessions deleted'],
  ['deletedActivities', 'activities deleted'],
  ['clearedIpAddresses', 'visitor IP addresses cleared'],
  ['clearedConsentIpAddresses', 'consent IP addresses cleared'],
  ['deletedMail', 'copies of sent e-mail deleted'],
];

async function open(databaseUrl: string | undefined, dataDir: string): Promise<DatabaseHandle> {
  if (databaseUrl) return openDatabase({ databaseUrl, dataDir: null });
  // Never create an empty database where the operator pointed at the wrong folder.
  if (!existsSync(pgliteFolder(dataDir))) throw noEmbeddedDatabase(dataDir);
  try {
    return await openDatabase({ dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw embeddedDatabaseInUse(
        error,
        'the retention command',
        'The running server applies it daily; to run it now without stopping the site',
      );
    }
    throw error;
  }
}

async function main() {
  parseCommandLine(process.argv.slice(2), {}, USAGE);
  const config = loadConfig();
  const days = config.retention;
  process.stdout.write(
    `Applying retention to ${describeTarget(config)}: inquiries after ${retentionPeriod(days.inquiries)}, ` +
      `recordings after ${retentionPeriod(days.voiceRecordings)}, activity after ${retentionPeriod(days.activity)}, ` +
      `IP addresses after ${retentionPeriod(days.ipAddresses)} …\n`,
  );
  const database = await open(config.databaseUrl, config.dataDir);
  try {
    const linker = new PersonLinker(database.db, readSituation, pino({ level: 'warn' }, process.stderr));
    const result = await runRetentionNow(
      { db: database.db, days, refreshPeople: (ids) => linker.refreshPeople(ids) },
      database.locks,
      Date.now(),
    );
    await linker.idle();
    if (!result) {
      throw new BackupError(
        'An instance of the site is running the daily retention job right now (it logs "retention applied" ' +
          'when done): nothing was deleted here. Run this again in a minute.',
      );
    }
    const width = Math.max(...LINES.map(([, label]) => label.length));
    process.stdout.write(`${LINES.map(([key, label]) => `  ${label.padEnd(width)} ${result[key]}`).join('\n')}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => exitWithError('Retention', error));
