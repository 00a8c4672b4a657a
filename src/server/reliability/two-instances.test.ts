import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.js';
import { createPostgresDatabase, DATABASE_KINDS } from '#server/test-support/databases.js';
import { REDIS_TEST_URL, uniqueRedisPrefix } from '#server/test-support/redis.js';
import { createTestApp, validConsultation, type TestApp } from '#server/test-support/test-app.js';
import { waitFor } from '#server/test-support/wait-for.js';

/**
 * Two instances of the site on one PostgreSQL database and one Redis, as behind a load balancer
 * (docs/operations.md, "Several instances"): a limit is one limit however the requests are spread,
 * and a scheduled job runs once.
 */
const postgres = DATABASE_KINDS.includes('postgres');

describe.runIf(postgres)('two instances on one PostgreSQL and one Redis', () => {
  let drop: () => Promise<void>;
  const handles: DatabaseHandle[] = [];
  const apps: TestApp[] = [];

  /** Each instance has its own pool and lock connection to the same database, as separate processes do. */
  const instance = async (url: string, env: Record<string, string>, redisPrefix: string) => {
    const database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 5 });
    handles.push(database);
    const t = await createTestApp('postgres', {
      database,
      env,
      redisPrefix,
      retentionSchedule: { firstCheckMs: 20, checkEveryMs: 50 },
    });
    apps.push(t);
    return t;
  };

  let url: string;
  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
  });
  afterAll(async () => {
    for (const t of apps.splice(0)) await t.close();
    for (const handle of handles.splice(0)) await handle.close();
    await drop?.();
  });

  const submit = (t: TestApp, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: { ...validConsultation, email: `limit${n}@example.com` },
      remoteAddress: '203.0.113.77',
    });

  it('share a rate limit through Redis: a limit of 3 lets 3 through, however the requests are spread', async () => {
    const prefix = uniqueRedisPrefix();
    const env = { LEAD_RATE_LIMIT: '3', REDIS_URL: REDIS_TEST_URL };
    const [first, second] = [await instance(url, env, prefix), await instance(url, env, prefix)];
    const statuses = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await submit(n % 2 === 0 ? first : second, n)).statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('without REDIS_URL each counts its own (one instance needs nothing more)', async () => {
    const env = { LEAD_RATE_LIMIT: '3' };
    const [first, second] = [
      await instance(url, env, uniqueRedisPrefix()),
      await instance(url, env, uniqueRedisPrefix()),
    ];
    const statuses = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await submit(n % 2 === 0 ? first : second, 100 + n)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it('run the daily retention once between them, however often each looks', async () => {
    await instance(url, {}, uniqueRedisPrefix());
    await instance(url, {}, uniqueRedisPrefix());
    // Every instance opened in this file looks every 50 ms; give them time for dozens of looks.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const runs = () => apps.flatMap((t) => t.logs.filter((line) => line.msg === 'retention applied'));
    await waitFor(() => (runs().length >= 1 ? true : undefined), 5000);
    expect(runs()).toHaveLength(1);
    // No instance failed a look (a failed look is logged with the job's name).
    expect(apps.flatMap((t) => t.logs.filter((line) => line.job === 'retention'))).toEqual([]);
  });
});
