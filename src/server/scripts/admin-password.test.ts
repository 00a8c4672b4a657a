import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#server/paths.js';
import { loginOverHttp, startServer } from '#server/test-support/server-process.js';

function runCli(dataDir: string, stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(PROJECT_ROOT, 'src/server/scripts/admin-password.ts')],
      {
        cwd: PROJECT_ROOT,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(stdin);
  });
}

describe('npm run admin:password', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-password-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a short password and changes nothing', async () => {
    const result = await runCli(dataDir, 'too short\n');
    expect(result.code).toBe(1);
    expect(result.output).toContain('The password must be at least 12 characters; nothing was changed');
  });

  it('sets the password read from standard input, exactly as given; the server then accepts it', async () => {
    const password = '  spaces kept, ünïcödé too  ';
    const result = await runCli(dataDir, `${password}\n`);
    expect(result.output).toContain('Admin password updated');
    expect(result.code).toBe(0);

    const server = await startServer({ DATA_DIR: dataDir });
    try {
      expect(server.output()).not.toContain('generated');
      await expect(loginOverHttp(server, password)).resolves.toMatch(/^admin_session=/);
      await expect(loginOverHttp(server, password.trim())).rejects.toThrow('login failed: 401');

      const whileRunning = await runCli(dataDir, 'another long password\n');
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.output).toContain('stop the server, then run this again');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);

  it('a first start without any password prints a generated one once, and it works', async () => {
    const freshDir = mkdtempSync(path.join(tmpdir(), 'first-start-'));
    try {
      const first = await startServer({ DATA_DIR: freshDir });
      const generated = /generated:\s+(\S+)/.exec(first.output())?.[1];
      expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
      await expect(loginOverHttp(first, generated!)).resolves.toMatch(/^admin_session=/);
      first.child.kill('SIGTERM');
      await first.exited;

      const second = await startServer({ DATA_DIR: freshDir });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(second.output()).not.toContain('generated');
      second.child.kill('SIGTERM');
      await second.exited;
    } finally {
      rmSync(freshDir, { recursive: true, force: true });
    }
  }, 60_000);
});
