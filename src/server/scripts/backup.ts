import 'dotenv/config';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  configuredTarget,
  exitWithError,
  formatBytes,
  formatCounts,
  fromCallerDir,
  parseCommandLine,
} from './backup-cli.js';
import { describeTarget } from './backup-connection.js';
import { createBackup } from './backup-create.js';

const USAGE = `Usage: npm run backup -- [--out FILE] [--force]

Writes a backup of the database the server uses (DATABASE_URL, else the embedded database in
DATA_DIR): every table, voice recordings included, in one consistent snapshot.
  --out FILE   where to write it (default: backups/debt-site-<UTC time>.backup.gz)
  --force      overwrite FILE if it exists
With the embedded database, stop the server first: it can be opened by one process at a time.`;

async function main() {
  const values = parseCommandLine(
    process.argv.slice(2),
    { out: { type: 'string', short: 'o' }, force: { type: 'boolean' } },
    USAGE,
  );
  const target = configuredTarget();
  const stamp = new Date()
    .toISOString()
    .replace(/[:]/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = fromCallerDir(
    (typeof values.out === 'string' ? values.out : undefined) ?? path.join('backups', `debt-site-${stamp}.backup.gz`),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  process.stdout.write(`Backing up ${describeTarget(target)} …\n`);
  const result = await createBackup(target, file, { overwrite: values.force === true });
  process.stdout.write(`Wrote ${result.file} (${formatBytes(result.bytes)}):\n${formatCounts(result.rowCounts)}\n`);
}

main().catch((error: unknown) => exitWithError('Backup', error));
