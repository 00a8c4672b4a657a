import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';

/**
 * A session in active use never expires idle, however short the idle time: the stored "last
 * seen" is refreshed well inside it. (With a 1-minute idle time and a once-a-minute refresh, a
 * session used every 3 s used to expire at about 80 s.)
 */
describe.each(DATABASE_KINDS)('an admin session in use (%s)', (kind) => {
  let t: TestApp;
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock, env: { ADMIN_SESSION_IDLE_MINUTES: '1' } });
  });
  afterAll(() => t?.close());

  const verify = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: { cookie } }).then((r) => r.statusCode);

  it('stays valid for 5 minutes when used every 3 s with a 1-minute idle time, then idles out', async () => {
    const cookie = await loginAsAdmin(t.app);
    const refused: number[] = [];
    for (let second = 3; second <= 300; second += 3) {
      clock += 3000;
      if ((await verify(cookie)) !== 200) refused.push(second);
    }
    expect(refused).toEqual([]);
    clock += 61_000;
    expect(await verify(cookie)).toBe(401);
  });

  it('stays valid when used every 50 s with a 1-minute idle time', async () => {
    const cookie = await loginAsAdmin(t.app);
    for (let use = 0; use < 10; use += 1) {
      clock += 50_000;
      expect(await verify(cookie)).toBe(200);
    }
  });
});
