import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { PROJECT_ROOT } from '#server/paths.js';

/**
 * Another process holding a PostgreSQL advisory lock, as an instance busy with a message does:
 * killing it with SIGKILL is a crash, not a clean release.
 */
export interface LockHolder {
  kill(): Promise<void>;
}

const SCRIPT = `
const pg = require('pg');
const [url, space, id] = process.argv.slice(1);
(async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('select pg_advisory_lock($1, $2)', [Number(space), Number(id)]);
  process.stdout.write('locked\\n');
  setInterval(() => {}, 60_000);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

export async function holdLockInAnotherProcess(databaseUrl: string, space: number, id: number): Promise<LockHolder> {
  const child = spawn(process.execPath, ['-e', SCRIPT, databaseUrl, String(space), String(id)], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve();
    });
    void exited.then(([code]) => reject(new Error(`the lock holder exited with ${String(code)} before locking`)));
  });
  return {
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
