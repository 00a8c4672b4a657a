import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import {
  describeAdminRun,
  deviceCookieBeforeFlood,
  hashesInLog,
  runLoginFlood,
  startFloodTarget,
} from '#server/test-support/login-flood.js';
import { cpuShare, stretchFor } from '#server/test-support/measure.js';
import type { ServerProcess } from '#server/test-support/server-process.js';

/**
 * A login flood cannot lock the admin out (decision 0028). The built server on a real port, at
 * the production scrypt cost (it stores ADMIN_PASSWORD itself, N=2^17) and the default login
 * budgets, trusting X-Forwarded-For from the loopback: wrong passwords from 400 addresses, 48 in
 * flight at once, while the admin's browser, holding the device token of a login made before the
 * flood, logs in 10 times from one of the flood's own addresses. At least 9 of the 10 must get in,
 * each within 3 s. Before device tokens, 11 of 12 such logins got 503 (the hash queue was full).
 *
 * In the timing project (alone, after the suite). The machine may still be shared with other
 * jobs: the 3 s bound is stretched by the CPU share measured just
 * before the flood (1 on an idle machine, so exactly 3 s there; at most 4x), and both are printed.
 * The count of logins that got in is never stretched. `npm run bench:login-flood` runs the same
 * scenario longer, and with a tokenless admin too.
 */
const PASSWORD = 'login flood admin password';
const LOGINS = 10;
const MUST_SUCCEED = 9;
const BOUND_MS = 3000;

describe.each(DATABASE_KINDS)('a login flood on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startFloodTarget(kind, PASSWORD, cleanups);
  }, 90_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`lets the admin's browser in ${MUST_SUCCEED} times of ${LOGINS}, each within ${BOUND_MS / 1000} s`, async () => {
    const deviceCookie = await deviceCookieBeforeFlood(server.url, PASSWORD);
    const share = await cpuShare();
    const boundMs = BOUND_MS * stretchFor(share);
    const result = await runLoginFlood(
      {
        url: server.url,
        password: PASSWORD,
        addresses: 400,
        concurrency: 48,
        warmUpMs: 1500,
        adminLogins: LOGINS,
        tokenlessLogins: 0,
        pauseMs: 200,
      },
      deviceCookie,
    );
    const { withToken, flood } = result;
    console.log(
      `login flood on ${kind}: ${result.floodAttempts} flood attempts in ${result.floodSeconds.toFixed(1)} s ` +
        `(${[...flood].map(([status, count]) => `${status}: ${count}`).join(', ')}), ` +
        `${hashesInLog(server.output())} password hashes; ${describeAdminRun('admin with its device token', withToken)}; ` +
        `CPU share before the flood ${share.toFixed(2)}, bound ${Math.round(boundMs)} ms`,
    );

    const inTime = withToken.statuses.filter((status, i) => status === 200 && withToken.latenciesMs[i]! <= boundMs);
    expect(inTime.length).toBeGreaterThanOrEqual(MUST_SUCCEED);
    // The flood really was one: it was refused, and no wrong password ever got in.
    expect(flood.get(429) ?? 0).toBeGreaterThan(result.floodAttempts / 2);
    expect(flood.get(200)).toBeUndefined();
  }, 60_000);
});
