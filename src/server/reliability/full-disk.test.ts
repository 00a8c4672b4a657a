import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '#server/test-support/multipart.js';
import { PROJECT_ROOT } from '#server/paths.js';
import {
  HEALTH_DETAILS_HEADERS,
  loginOverHttp,
  startServer,
  type ServerProcess,
} from '#server/test-support/server-process.js';
import { USER_AGENTS } from '#server/test-support/tracking-client.js';
import { uniqueWav } from './mixed-load.js';
import { LOAD_TEST_ENV } from './stored-data.js';

/**
 * A full disk under the embedded database. The server refuses writes with a 503 once less than
 * DISK_RESERVE_MB is free, while pages, reads, admin sign-in and /healthz ("degraded") keep
 * working, and accepts writes again as soon as space is freed. Without the reserve, PostgreSQL
 * itself runs out: the server must still answer (503, never a crash), and the data written
 * before must be intact at the next start.
 *
 * The disk is a small tmpfs mounted for the test (root only); where mounting is not permitted
 * the tests are skipped with a message.
 */

const PASSWORD = 'full disk test password';
const MB = 1024 * 1024;
const RESERVE_MB = 32;
const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist/client');
let mountPoint = '';
let mountProblem: string | null = null;
const servers: ServerProcess[] = [];

beforeAll(() => {
  mountPoint = mkdtempSync(path.join(tmpdir(), 'full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint], { stdio: 'pipe' });
  } catch (error) {
    mountProblem = (error as { stderr?: Buffer }).stderr?.toString().trim() || (error as Error).message;
  }
});

afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  if (!mountProblem) execFileSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

const freeBytes = () => {
  const stats = statfsSync(mountPoint);
  return Number(stats.bavail) * Number(stats.bsize);
};

/** Fills the disk with a file until `leaveBytes` are free (0: until the disk refuses). */
function fill(file: string, leaveBytes: number): void {
  const fd = openSync(file, 'a');
  try {
    for (let free = freeBytes(); free > leaveBytes; free = freeBytes()) {
      writeSync(fd, Buffer.alloc(Math.max(4096, Math.min(MB, free - leaveBytes))));
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

async function send(server: ServerProcess, url: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${url}`, init);
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

const postLead = (server: ServerProcess, email: string) =>
  send(server, '/api/consultation-request', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'lead_magnet', email, firstName: 'Disk' }),
  });

async function startOnDisk(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServer(
    {
      ...LOAD_TEST_ENV,
      DATA_DIR: dataDir,
      CLIENT_DIR,
      DISK_RESERVE_MB: String(RESERVE_MB),
      ...env,
    },
    120_000,
    { built: true },
  );
  servers.push(server);
  return server;
}

describe('a full disk under the embedded database', () => {
  it('refuses writes with 503 below the reserve while reads, pages and health keep working', async (context) => {
    if (mountProblem) {
      console.warn(`Skipping the full-disk test: a tmpfs could not be mounted (${mountProblem})`);
      context.skip();
    }
    const dataDir = path.join(mountPoint, 'reserve');
    const server = await startOnDisk(dataDir, { ADMIN_PASSWORD: PASSWORD });
    const cookie = await loginOverHttp(server, PASSWORD);
    expect((await postLead(server, 'before@disk.example')).status).toBe(201);

    const filler = path.join(mountPoint, 'filler-reserve');
    fill(filler, (RESERVE_MB - 8) * MB);

    const refused = await postLead(server, 'refused@disk.example');
    expect(refused.status).toBe(503);
    expect(refused.json().message).toMatch(/short of disk space/);
    const tracking = await send(server, '/api/track-events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': USER_AGENTS.desktop },
      body: JSON.stringify([{ type: 'click', sessionId: 'disk_1', page: '/', elementId: 'x' }]),
    });
    expect(tracking.status).toBe(503);
    const voice = multipartBody({ email: 'voice@disk.example' }, [
      { name: 'audio', filename: 'a.wav', contentType: 'audio/wav', data: uniqueWav() },
    ]);
    expect(
      (
        await send(server, '/api/voice-feedback', {
          method: 'POST',
          headers: voice.headers,
          body: new Uint8Array(voice.payload),
        })
      ).status,
    ).toBe(503);

    // Reads, pages, sign-in and health.
    const leads = await send(server, '/api/consultation-requests', { headers: { cookie } });
    expect(leads.status).toBe(200);
    expect((JSON.parse(leads.text) as Array<{ email: string }>).map((lead) => lead.email)).toEqual([
      'before@disk.example',
    ]);
    if (existsSync(path.join(CLIENT_DIR, 'index.html'))) expect((await send(server, '/')).status).toBe(200);
    expect(
      (
        await send(server, '/api/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ password: PASSWORD }),
        })
      ).status,
    ).toBe(200);
    const health = await send(server, '/healthz', { headers: HEALTH_DETAILS_HEADERS });
    expect(health.status).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'degraded',
      storage: expect.stringMatching(/short of disk space/) as unknown,
    });

    rmSync(filler);
    expect((await postLead(server, 'after@disk.example')).status).toBe(201);
    expect((await send(server, '/healthz', { headers: HEALTH_DETAILS_HEADERS })).json()).toMatchObject({
      status: 'ok',
      storage: 'ok',
    });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);

  it('without the reserve, PostgreSQL running out of space gives 503s, not a crash, and loses nothing acknowledged', async (context) => {
    if (mountProblem) {
      console.warn(`Skipping the full-disk test: a tmpfs could not be mounted (${mountProblem})`);
      context.skip();
    }
    const dataDir = path.join(mountPoint, 'no-reserve');
    mkdirSync(dataDir, { recursive: true });
    const server = await startOnDisk(dataDir, { ADMIN_PASSWORD: PASSWORD, DISK_RESERVE_MB: '0' });
    const cookie = await loginOverHttp(server, PASSWORD);
    const filler = path.join(mountPoint, 'filler-no-reserve');
    fill(filler, 0);

    // Writes until the database itself fails for want of space.
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    for (let n = 0; n < 5000 && !statuses.has(503); n++) {
      const email = `full-${n}@disk.example`;
      const answer = await postLead(server, email);
      statuses.add(answer.status);
      if (answer.status === 201) acknowledged.push(email);
    }
    expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(statuses.has(503)).toBe(true);
    expect(server.child.exitCode).toBeNull(); // still running
    if (existsSync(path.join(CLIENT_DIR, 'index.html'))) expect((await send(server, '/')).status).toBe(200);
    expect([200, 503]).toContain((await send(server, '/healthz')).status);

    // With space again, a restart finds everything that was acknowledged.
    rmSync(filler);
    server.child.kill('SIGTERM');
    await server.exited;
    const next = await startOnDisk(dataDir);
    const leads = await send(next, '/api/consultation-requests', { headers: { cookie } });
    const stored = new Set((JSON.parse(leads.text) as Array<{ email: string }>).map((lead) => lead.email));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 240_000);
});
