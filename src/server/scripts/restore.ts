import 'dotenv/config';
import {
  configuredTarget,
  exitWithError,
  formatCounts,
  fromCallerDir,
  parseCommandLine,
  UsageError,
} from './backup-cli.js';
import { describeTarget } from './backup-connection.js';
import { restoreBackup } from './restore-load.js';

const USAGE = `Usage: npm run restore -- --from FILE [--force]

Restores a backup made by \`npm run backup\` into the database the server uses (DATABASE_URL, else
the embedded database in DATA_DIR). The file is checked whole before anything changes, and the
restore is one transaction: if it fails, the database is as it was.
  --from FILE  the backup file
  --force      replace a database that already holds data (its current contents are lost)
Stop the server (every instance) first.`;

async function main() {
  const values = parseCommandLine(
    process.argv.slice(2),
    { from: { type: 'string', short: 'f' }, force: { type: 'boolean' } },
    USAGE,
  );
  if (typeof values.from !== 'string') throw new UsageError(`--from FILE is required\n\n${USAGE}`);
  const target = configuredTarget();
  const file = fromCallerDir(values.from);
  process.stdout.write(`Restoring ${file} into ${describeTarget(target)} …\n`);
  const result = await restoreBackup(target, file, {
    force: values.force === true,
    log: (message) => process.stdout.write(`${message}\n`),
  });
  process.stdout.write(`Restored into ${result.target}:\n${formatCounts(result.rowCounts)}\n`);
}

main().catch((error: unknown) => exitWithError('Restore', error));
