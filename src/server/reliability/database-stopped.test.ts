import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.js';
import { isDatabaseUnavailable } from '#server/db/database-unavailable.js';
import { createTestApp } from '#server/test-support/test-app.js';

/**
 * When the database cannot serve (PGlite's worker stopped, as PostgreSQL makes it on some
 * full-disk failures; PostgreSQL out of space or unreachable), requests that need it get a 503
 * with a plain message, /healthz says so, and the process keeps serving everything else.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a database that cannot serve', () => {
  it('answers 503 (not 500) once the PGlite worker has stopped, and health reports it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'database-stopped-'));
    dirs.push(dataDir);
    const database = await openDatabase({ dataDir });
    const t = await createTestApp('pglite', { database });
    try {
      await database.close(); // the worker ends, as when PostgreSQL stops it
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/consultation-request',
        payload: { type: 'lead_magnet', email: 'stopped@example.com', firstName: 'Stopped' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toEqual({ message: 'The service is temporarily unavailable; please try again shortly' });
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'down', message: 'The service is temporarily unavailable' });
      expect(t.logs.some((line) => line.msg === 'database unavailable' && line.level === 50)).toBe(true);
    } finally {
      await t.close();
    }
  }, 120_000);

  it.each([
    ['PostgreSQL out of disk space', { code: '53100' }],
    ['PostgreSQL shutting down', { code: '57P01' }],
    ['a lost connection', { code: '08006' }],
    ['a refused connection', { code: 'ECONNREFUSED' }],
    ['a stopped PGlite worker', { name: 'DatabaseStoppedError' }],
    ['any of these wrapped by drizzle', { message: 'Failed query', cause: { code: '53100' } }],
  ])('counts %s as unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a syntax error', { code: '42601' }],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('does not count %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
