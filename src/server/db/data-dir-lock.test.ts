import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer, freePort, startServer } from '#server/test-support/server-process.js';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second opener while the first holds the lock, and frees it on release', () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another server process (PID ${process.pid})`);
    first.release();
    lockDataDir(dir).release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname() }));
    const lock = lockDataDir(dir);
    lock.release();
  });

  it('refuses a lock held from another host, whose process it cannot check', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: 1, host: 'some-other-host' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });
});

describe('two server processes on one data directory', () => {
  it('the second fails fast with a clear message while the first keeps serving; SIGTERM exits cleanly', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'lock test password' };
    const first = await startServer(env);
    try {
      const started = Date.now();
      const second = spawnServer(env, await freePort());
      expect(await second.exited).toBe(1);
      // Fails fast means it does not wait for the lock: it exits long before the first would ever
      // stop. The bound is generous because module loading alone takes seconds on a loaded machine.
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(second.output()).toContain(`The data directory ${dataDir} is in use by another server process`);

      const health = await fetch(`${first.url}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // After a clean stop the next start is quick and finds the data.
    const started = Date.now();
    const again = await startServer(env);
    expect(Date.now() - started).toBeLessThan(40_000);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('refuses to start with an invalid configuration and lists the problems', async () => {
    const server = spawnServer({ PORT: 'abc', ADMIN_PASSWORD: 'short' }, await freePort());
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('ADMIN_PASSWORD: must be at least 12 characters');
  });
});
