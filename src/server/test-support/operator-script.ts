import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '#server/paths.js';

/**
 * An operator command (`npm run backup`, `restore`, `retention`: src/server/scripts/<name>.ts) run
 * as its own process, from source through tsx, with only PATH and `env` set (no DATABASE_URL
 * unless given). Resolves with its exit code and everything it printed.
 */
export function runOperatorScript(
  script: 'backup' | 'restore' | 'retention',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(PROJECT_ROOT, `src/server/scripts/${script}.ts`), ...args],
      {
        cwd: PROJECT_ROOT,
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
