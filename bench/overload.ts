/**
 * `npm run bench:overload`: the overload burst of src/server/reliability/overload.test.ts (the
 * scenario is src/server/test-support/overload-burst.ts) with its wall-clock figures held to
 * goals: refusals answered quickly, and a lead as fast as at rest soon after the burst. Run it with
 * nothing else on the machine; prints the figures and whether each goal was met (exit code 1 when
 * one was missed).
 *
 * The goals, from the measurements that set them: with the limits off this burst waited 1.8 s (p50)
 * and 2.0 s (p99) and only that because its 1,000 connections bound the queue. Refused, on two
 * cores shared by the server, the load generator and other work: p50 10-290 ms, p99 220-1,470 ms.
 * After the burst the person linker links the hundreds of leads admitted, on the same PGlite
 * connection, before a lead is again as fast as at rest: 3.2-5.5 s on 2026-11-28.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { runOverloadBurst } from '../src/server/test-support/overload-burst.js';
import { startServer } from '../src/server/test-support/server-process.js';

const GOALS = { shedP50Ms: 500, shedP99Ms: 2000, recoveredAfterMs: 10_000 };

const scratch = mkdtempSync(path.join(tmpdir(), 'bench-overload-'));
const client = path.join(scratch, 'client');
mkdirSync(client);
writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>Home</title><p>Home</p>');
console.log(
  `overload burst, ${new Date().toISOString()}; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const server = await startServer(
  { DATA_DIR: path.join(scratch, 'data'), CLIENT_DIR: client, LEAD_RATE_LIMIT: '1000000000' },
  45_000,
);
try {
  const outcome = await runOverloadBurst(server, GOALS.recoveredAfterMs * 3);
  console.log(outcome.figures);
  const measured = { ...outcome.figures, recoveredAfterMs: outcome.recoveredAfterMs };
  let allMet = true;
  for (const [name, goal] of Object.entries(GOALS)) {
    const value = Math.round(Number(measured[name as keyof typeof measured]));
    const met = value < goal;
    allMet &&= met;
    console.log(`${name}: ${value} ms, goal under ${goal} ms: ${met ? 'met' : 'MISSED'}`);
  }
  process.exitCode = allMet ? 0 : 1;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(scratch, { recursive: true, force: true });
}
