import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '#server/config.js';
import { PROJECT_ROOT } from '#server/paths.js';

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  mem_limit?: string;
  command?: string[];
  profiles?: string[];
}

const compose = parse(readFileSync(path.join(PROJECT_ROOT, 'compose.yaml'), 'utf8')) as {
  services: Record<string, Service>;
};

/** A size as compose (1536m) or Redis (256mb) writes it, in megabytes. */
const megabytes = (limit: string) => {
  const match = /^(\d+)([mg])b?$/i.exec(limit);
  if (!match) throw new Error(`unexpected memory limit ${limit}`);
  return Number(match[1]) * (match[2]!.toLowerCase() === 'g' ? 1024 : 1);
};

/** The production compose file: what `docker compose up -d` runs. */
describe('compose.yaml', () => {
  const { app, db, redis } = compose.services;

  it('runs the app, PostgreSQL and Redis by default, the app after both are healthy', () => {
    const always = Object.entries(compose.services)
      .filter(([, service]) => !service.profiles)
      .map(([name]) => name);
    expect(always.sort()).toEqual(['app', 'db', 'redis']);
    expect(db?.image).toMatch(/^postgres:15/);
    expect(redis?.image).toMatch(/^redis:/);
    expect(app?.depends_on).toEqual({
      db: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
  });

  it('points the app at both, with settings the app accepts', () => {
    const env = app!.environment!;
    expect(env.DATABASE_URL).toMatch(/@db:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379/0');
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/d', REDIS_URL: env.REDIS_URL });
    expect(config.redisUrl).toBe(env.REDIS_URL);
  });

  it('keeps PostgreSQL and Redis unpublished, and Redis without persistence (counters only)', () => {
    expect(db?.ports).toBeUndefined();
    expect(redis?.ports).toBeUndefined();
    expect(redis?.command).toEqual(expect.arrayContaining(['--save', '', '--appendonly', 'no']));
    expect(app?.ports).toEqual(['127.0.0.1:${APP_PORT:-3000}:3000']);
  });

  it('never lets Redis evict a counter (a login block among them) to make room: full, it refuses writes', () => {
    const command = redis!.command!;
    const setting = (name: string) => command[command.indexOf(name) + 1];
    expect(setting('--maxmemory-policy')).toBe('noeviction');
    expect(megabytes(setting('--maxmemory')!)).toBeGreaterThanOrEqual(256);
  });

  it("gives the app a memory limit above the RSS guard's default, so load is shed before the app is killed", () => {
    const guardMb = loadConfig({}).pressure.maxRssBytes / 1024 / 1024;
    expect(guardMb).toBeGreaterThan(0);
    expect(megabytes(app!.mem_limit!)).toBeGreaterThanOrEqual(guardMb * 1.25);
  });
});
