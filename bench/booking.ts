/**
 * Booking at 10k bookings (decision 0038): `GET /api/booking/slots` and `POST /api/bookings`
 * through the real app (`app.inject`), p50/p95, and the bookings made per second one after the
 * other; then ten simultaneous requests for one time. Also prints the plan of the booked-spans
 * query, which must use the exclusion constraint's GiST index rather than read every booking.
 *
 * Data: N bookings stored straight into the table, most in the past (a year of hourly calls, some
 * cancelled), one every three hours through the 14-day horizon, and the rest beyond it. The clock
 * is fixed (the app's `now` option) at Monday 2026-11-30, 6:00 in New York.
 *
 * Run: npm run bench:booking -- [--db postgres|pglite|both] [--bookings 10000] [--runs 50]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { DATABASE_KINDS, openTestDatabase, type DatabaseKind } from '../src/server/test-support/databases.js';
import { createTestApp } from '../src/server/test-support/test-app.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.BENCH_DB ?? 'both' },
    bookings: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '50' },
  },
});
const bookingCount = Number(args.bookings);
const runs = Number(args.runs);
const kinds = args.db === 'both' ? DATABASE_KINDS : [args.db as DatabaseKind];
const NOW = Date.parse('2026-11-30T11:00:00Z');
const HORIZON_HOURS = 14 * 24;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => value.toFixed(1);
/** The rows of `execute` (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function benchOn(kind: DatabaseKind) {
  const database = await openTestDatabase(kind);
  const env = {
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    BOOKING_RATE_LIMIT: '1000000000',
    SMTP_URL: 'smtp://127.0.0.1:1',
    NOTIFY_EMAIL: 'principal@firm.example',
  };
  const t = await createTestApp(kind, { database, now: () => NOW, env });
  const inHorizon = Math.floor(HORIZON_HOURS / 3);
  const future = Math.max(inHorizon, Math.round(bookingCount * 0.1));
  const past = bookingCount - future;
  const now = new Date(NOW).toISOString();
  // Past: hourly calls back from now (one in ten cancelled). Future: every 3 hours from now + 3 h,
  // through the horizon and beyond it.
  await database.db.execute(sql`
    insert into bookings (starts_at, ends_at, blocked_until, status, email, email_key, first_name, created_at, updated_at)
    select s, s + interval '30 minutes', s + interval '45 minutes',
      case when i % 10 = 0 then 'cancelled' else 'booked' end,
      'past' || i || '@example.com', 'past' || i || '@example.com', 'Past', s - interval '3 days', s
    from (select i, ${now}::timestamptz - (i || ' hours')::interval as s from generate_series(1, ${past}) as i) g`);
  await database.db.execute(sql`
    insert into bookings (starts_at, ends_at, blocked_until, email, email_key, first_name)
    select s, s + interval '30 minutes', s + interval '45 minutes', 'future' || i || '@example.com', 'future' || i || '@example.com', 'Future'
    from (select i, ${now}::timestamptz + (3 * i || ' hours')::interval + interval '7 minutes' as s
          from generate_series(1, ${future}) as i) g`);
  await database.db.execute(sql`analyze bookings`);
  const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
    await database.db.execute(sql`select count(*)::int as count from bookings`),
  );

  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await database.db.execute(sql`
      explain select starts_at, blocked_until from bookings
      where status = 'booked'
        and tstzrange(starts_at, blocked_until) && tstzrange(${now}::timestamptz, ${now}::timestamptz + interval '15 days')`),
  )
    .map((row) => row['QUERY PLAN'])
    .join(' | ');

  const slotsSamples: number[] = [];
  let slotCount = 0;
  await t.app.inject({ method: 'GET', url: '/api/booking/slots' }); // warm
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await t.app.inject({ method: 'GET', url: '/api/booking/slots' });
    slotsSamples.push(performance.now() - started);
    slotCount = response.json<{ slots: unknown[] }>().slots.length;
  }

  const open = (await t.app.inject({ method: 'GET', url: '/api/booking/slots' })).json<{
    slots: Array<{ start: string }>;
  }>().slots;
  const toBook = open.slice(0, Math.min(runs, open.length - 1));
  const bookSamples: number[] = [];
  const bookStarted = performance.now();
  for (const [index, slot] of toBook.entries()) {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { start: slot.start, email: `bench${index}@example.com`, firstName: 'Bench', phone: '(555) 201-3344' },
    });
    bookSamples.push(performance.now() - started);
    if (response.statusCode !== 201) throw new Error(`booking ${index}: ${response.statusCode} ${response.body}`);
  }
  const perSecond = toBook.length / ((performance.now() - bookStarted) / 1000);

  const race = open.at(-1)!.start;
  const raceStarted = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/bookings',
          payload: { start: race, email: `race${index}@example.com`, firstName: 'Race' },
        })
        .then((response) => response.statusCode),
    ),
  );
  const raceMs = performance.now() - raceStarted;

  console.log(`\n${kind}: ${count} bookings (${inHorizon} booked in the horizon)`);
  console.log(`  span query plan: ${plan}`);
  console.log(
    `  GET /api/booking/slots (${slotCount} open): p50 ${ms(percentile(slotsSamples, 50))} ms, p95 ${ms(percentile(slotsSamples, 95))} ms`,
  );
  console.log(
    `  POST /api/bookings (${toBook.length} one after the other): p50 ${ms(percentile(bookSamples, 50))} ms, ` +
      `p95 ${ms(percentile(bookSamples, 95))} ms, ${perSecond.toFixed(0)} bookings/s`,
  );
  console.log(
    `  10 simultaneous for one time: ${statuses.filter((s) => s === 201).length} x 201, ` +
      `${statuses.filter((s) => s === 409).length} x 409 in ${ms(raceMs)} ms`,
  );
  await t.close();
  await database.close();
}

for (const kind of kinds) await benchOn(kind);
