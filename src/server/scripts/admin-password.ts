import 'dotenv/config';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ConfigError, loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/client.js';
import { passwordProblem, storePassword } from '#server/features/admin-auth/admin-password-store.js';

/**
 * `npm run admin:password`: sets the admin password. Typed at a terminal it is asked twice and
 * never echoed; piped in (`echo … | npm run admin:password`) the first line is taken as is.
 */
async function readAll(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => rl.question(question, resolve));
  muted = true;
  const password = await answer;
  rl.close();
  process.stdout.write('\n');
  return password;
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readAll();
  const password = await askHidden('New admin password (at least 12 characters): ');
  const again = await askHidden('Type it again: ');
  if (password !== again) throw new Error('The two passwords differ; nothing was changed');
  return password;
}

async function main() {
  const config = loadConfig();
  const password = await readPassword();
  const problem = passwordProblem(password);
  if (problem) throw new Error(`${problem}; nothing was changed`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await storePassword(database.db, password);
  } finally {
    await database.close();
  }
  process.stdout.write('Admin password updated. Every admin session was signed out.\n');
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const hint =
    error instanceof Error && error.name === 'DataDirInUseError'
      ? '\nThe embedded database can be opened by one process at a time: stop the server, then run this again.'
      : '';
  process.stderr.write(`${error instanceof ConfigError ? message : `Could not set the password: ${message}`}${hint}\n`);
  process.exit(1);
});
