/**
 * A login flood against the built server (`npm run build` first), as in
 * src/server/features/admin-auth/login-flood.timing.test.ts but longer: wrong passwords from
 * 1,000 addresses (X-Forwarded-For, TRUST_PROXY=127.0.0.1), 48 in flight at once, at the
 * production scrypt cost and the default login budgets, while two admins log in 30 times each,
 * one after the other: one from a browser holding the device token of a login made before the
 * flood (from one of the flood's own addresses), one from a browser without a token (decision
 * 0028: the tokenless admin is expected to be refused while the flood spends the global budget).
 * Prints the flood's answers by status, the password hashes the server ran (from its log), and
 * each admin's logins with their latency. BENCH_DB=pglite|postgres picks one database (default:
 * both, PostgreSQL when reachable).
 */
import { loadavg } from 'node:os';
import { DATABASE_KINDS, type DatabaseKind } from '../src/server/test-support/databases.js';
import {
  describeAdminRun,
  deviceCookieBeforeFlood,
  hashesInLog,
  runLoginFlood,
  startFloodTarget,
} from '../src/server/test-support/login-flood.js';
import { cpuShare } from '../src/server/test-support/measure.js';

const PASSWORD = 'login flood bench admin password';
const OPTIONS = {
  password: PASSWORD,
  addresses: 1000,
  concurrency: 48,
  warmUpMs: 3000,
  adminLogins: 30,
  tokenlessLogins: 30,
  pauseMs: 500,
};

async function measure(kind: DatabaseKind): Promise<void> {
  const cleanups: Array<() => Promise<void> | void> = [];
  try {
    const server = await startFloodTarget(kind, PASSWORD, cleanups);
    const deviceCookie = await deviceCookieBeforeFlood(server.url, PASSWORD);
    const share = await cpuShare();
    const result = await runLoginFlood({ ...OPTIONS, url: server.url }, deviceCookie);
    const outcomes = [...result.flood]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status === 0 ? 'no answer' : status}: ${count}`)
      .join(', ');
    console.log(`\n${kind} (CPU share of a core before the flood: ${share.toFixed(2)})`);
    console.log(
      `  flood: ${result.floodAttempts} attempts in ${result.floodSeconds.toFixed(1)} s ` +
        `(${Math.round(result.floodAttempts / result.floodSeconds)}/s) from ${OPTIONS.addresses} addresses, ` +
        `${OPTIONS.concurrency} at once; ${outcomes}`,
    );
    console.log(`  password hashes run: ${hashesInLog(server.output())} (the admins' included)`);
    console.log(`  ${describeAdminRun('admin with its device token', result.withToken)}`);
    console.log(`  ${describeAdminRun('admin without a token', result.withoutToken)}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

const only = process.env.BENCH_DB;
console.log(
  `login flood bench, ${new Date().toISOString()}; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
for (const kind of DATABASE_KINDS) if (!only || only === kind) await measure(kind);
