/**
 * A tracking flood against the real server (decision 0029): the database seeded with 2,000
 * visitor sessions, the dashboard's two reads (GET /api/analytics, GET /api/sessions first page)
 * timed while quiet, then for `--seconds` while tracking-flooder.mjs starts `--rate` requests a
 * second (at most 64 at once), batches of 20 events, each from a random address (X-Forwarded-For)
 * and a new session. Prints the database's size before and after, the storage budget and its
 * alarms, the tracking answers, and the reads' quiet and flood p50 / p95 with their ratio.
 *
 * Run: npm run bench:tracking-flood -- [--db pglite|postgres|both] [--seconds 60] [--rate 200] [--headroom-mb 64]
 */
import { parseArgs } from 'node:util';
import { percentile } from '../src/server/test-support/measure.js';
import { runTrackingFlood, type FloodReport } from '../src/server/test-support/tracking-flood.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '200' },
    'headroom-mb': { type: 'string', default: '64' },
  },
});
const kinds = args.db === 'both' ? (['pglite', 'postgres'] as const) : [args.db as 'pglite' | 'postgres'];
const seconds = Number(args.seconds);
const headroomMb = Number(args['headroom-mb']);
const rate = Number(args.rate);
if (
  !kinds.every((kind) => kind === 'pglite' || kind === 'postgres') ||
  !(seconds > 0) ||
  !(headroomMb >= 1) ||
  !(rate > 0)
) {
  console.error('usage: tracking-flood.ts [--db pglite|postgres|both] [--seconds 60] [--rate 200] [--headroom-mb 64]');
  process.exit(2);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => value.toFixed(1).padStart(7);

function print(kind: string, report: FloodReport) {
  const { before, after, budgetBytes, flood, quiet, during } = report;
  const refused = Object.entries(flood.statuses)
    .filter(([status]) => status !== '200')
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  console.log(`\n## ${kind}`);
  console.log(`database: ${mb(before.databaseBytes)} before, ${mb(after.databaseBytes)} after`);
  console.log(
    `tracking tables: ${mb(before.trackingBytes)} before, ${mb(after.trackingBytes)} after; budget ${mb(budgetBytes)}`,
  );
  console.log(`alarms: ${report.alarms.join(' | ') || 'none'}`);
  console.log(
    `tracking: ${flood.requests} requests, ${flood.requests - (flood.statuses['200'] ?? 0)} refused (${refused || 'none'}); ` +
      `${flood.acceptedEvents} of ${flood.sentEvents} events accepted, in ${flood.seconds.toFixed(1)} s ` +
      `(${Math.round(flood.requests / flood.seconds)} requests/s)`,
  );
  if (flood.failures.length > 0 || report.readFailures.length > 0) {
    console.log(`failures: ${[...flood.failures, ...report.readFailures].slice(0, 10).join(' | ')}`);
  }
  console.log('| read | quiet p50 | quiet p95 | flood p50 | flood p95 | p95 ratio | flood reads |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [label, path] of [
    ['analytics summary', 'summary'],
    ['sessions, first page', 'sessions'],
  ] as const) {
    const quietP95 = percentile(quiet[path], 95);
    const floodP95 = percentile(during[path], 95);
    console.log(
      `| ${label} | ${ms(percentile(quiet[path], 50))} | ${ms(quietP95)} | ${ms(percentile(during[path], 50))} | ${ms(floodP95)} | ${(floodP95 / quietP95).toFixed(2)} | ${during[path].length} |`,
    );
  }
}

console.log(
  `# Tracking flood, ${new Date().toISOString()}: ${seconds} s at ${rate} requests/s of 20 events, budget headroom ${headroomMb} MB`,
);
for (const kind of kinds) {
  const report = await runTrackingFlood({
    kind,
    floodMs: seconds * 1000,
    budgetHeadroomMb: headroomMb,
    perSecond: rate,
    progress: (line) => console.log(`[${kind}] ${line}`),
  });
  print(kind, report);
}
