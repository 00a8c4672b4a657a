import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig } from '#server/config.js';
import { BackupError, type DatabaseTarget } from './backup-connection.js';

/** What `npm run backup` and `npm run restore` share: arguments, the target, error output. */
export class UsageError extends Error {}

export function parseCommandLine(
  args: string[],
  options: NonNullable<ParseArgsConfig['options']>,
  usage: string,
): Record<string, string | boolean | undefined> {
  try {
    const parsed = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    if (parsed.values.help) {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    }
    return parsed.values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${usage}`);
  }
}

/** The database the server would use: DATABASE_URL, else the embedded one in DATA_DIR. */
export function configuredTarget(): DatabaseTarget {
  const config = loadConfig();
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
}

/**
 * A path as the operator typed it: npm runs scripts from the project folder, and INIT_CWD is
 * the folder `npm run` was called from.
 */
export const fromCallerDir = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export function formatCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([table, count]) => `  ${table.padEnd(20)} ${count} row${count === 1 ? '' : 's'}`)
    .join('\n');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/**
 * Known problems print their message: ours, and those with a code (a full disk, a permission, a
 * PostgreSQL error such as "must be owner of table"). Anything else prints its stack, since it is a
 * bug. Exit 1 (2: a usage mistake).
 */
export function exitWithError(what: string, error: unknown): never {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  const coded = error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
  const known = error instanceof BackupError || error instanceof ConfigError || coded;
  const text = known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`${what} failed: ${text}\n`);
  process.exit(1);
}
