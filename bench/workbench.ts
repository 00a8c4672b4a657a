/**
 * The lead workbench at scale (docs/workbench.md): how long linking a backlog of leads to people
 * takes (the first start after an upgrade, or a crash's leftovers), what a lead submission costs
 * with linking behind it, and the Active Leads reads (`GET /api/people`) in each order, searched
 * and under the session filter, through the real app (`app.inject`, admin cookie), p50/p95.
 *
 * Data: N leads (brochure and consultation), a third of the people coming back a second time
 * with another spelling of their e-mail (plus tag, case) or only their phone, stored straight
 * into the database unlinked, then linked by the app's start.
 *
 * Run: npm run bench:workbench -- [--db postgres|pglite|both] [--leads 5000] [--runs 30]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { DATABASE_KINDS, openTestDatabase, type DatabaseKind } from '../src/server/test-support/databases.js';
import { createTestApp, loginAsAdmin, validConsultation } from '../src/server/test-support/test-app.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.BENCH_DB ?? 'both' },
    leads: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '30' },
  },
});
const leadCount = Number(args.leads);
const runs = Number(args.runs);
const kinds = args.db === 'both' ? DATABASE_KINDS : [args.db as DatabaseKind];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => value.toFixed(1);

async function time(runCount: number, run: () => Promise<void>): Promise<{ p50: number; p95: number }> {
  await run(); // warm
  const samples: number[] = [];
  for (let index = 0; index < runCount; index += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function benchOn(kind: DatabaseKind) {
  const database = await openTestDatabase(kind);
  // The schema first (an app start migrates), then the backlog straight into the table, unlinked.
  const first = await createTestApp(kind, { database });
  await first.close();
  const people = Math.round(leadCount / 1.5);
  await database.db.execute(sql`
    insert into leads (type, first_name, last_name, email, phone, company, debt_amount, creditors_count, message, session_id, created_at)
    select
      case when i % 2 = 0 then 'consultation' else 'lead_magnet' end,
      'First' || p, 'Last' || p,
      case when i > ${people} and i % 2 = 0 then 'Person' || p || '+again@example.com' else 'person' || p || '@example.com' end,
      case when i % 3 = 0 then '(312) 555-' || lpad((p % 10000)::text, 4, '0') else '' end,
      'Company ' || p,
      (array['under-100k','100k-500k','500k-1m','1m-5m','over-5m'])[1 + p % 5],
      (array['1-2','3-8','9-15','16-25'])[1 + p % 4],
      'We owe about ' || (p % 900 + 100) || ' thousand to ' || (p % 12 + 2) || ' creditors and a supplier sued us.',
      'session_' || i,
      now() - (i || ' minutes')::interval
    from (select i, 1 + (i - 1) % ${people} as p from generate_series(1, ${leadCount}) as i) g`);

  const linkStarted = performance.now();
  // Load shedding off: a busy bench machine must not turn a measurement into a 503.
  const t = await createTestApp(kind, { database, env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' } });
  const cookie = await loginAsAdmin(t.app);
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const firstPage = await get('/api/people?limit=1');
  const linkMs = performance.now() - linkStarted;
  const { total } = firstPage.json<{ total: number }>();

  const submit = await time(runs, async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: { ...validConsultation, email: `bench${Math.random()}@example.com` },
    });
    if (response.statusCode !== 201) throw new Error(`submit: ${response.statusCode}`);
  });
  const reads: Array<[string, string]> = [
    ['newest, first page', '/api/people?filter=all&sort=newest&limit=25'],
    ['overdue first', '/api/people?filter=all&sort=due&limit=25'],
    ['by score', '/api/people?filter=all&sort=score&limit=25'],
    ['by debt amount', '/api/people?filter=all&sort=amount&limit=25'],
    ['search a name', '/api/people?filter=all&sort=newest&limit=25&search=First123'],
    ['search phone digits', '/api/people?filter=all&sort=newest&limit=25&search=3125550123'],
    ['session filter', '/api/people?filter=all&sort=newest&limit=25&sessionId=session_42'],
  ];
  const results: Array<[string, { p50: number; p95: number }]> = [['lead submission (then linked)', submit]];
  for (const [label, url] of reads) {
    results.push([
      label,
      await time(runs, async () => {
        const response = await get(url);
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
      }),
    ]);
  }
  await t.close();
  await database.close();

  console.log(
    `\n${kind}: ${leadCount} leads → ${total} people; linking the backlog at start: ${(linkMs / 1000).toFixed(1)} s`,
  );
  console.log('| request | p50 ms | p95 ms |\n|---|---|---|');
  for (const [label, { p50, p95 }] of results) console.log(`| ${label} | ${ms(p50)} | ${ms(p95)} |`);
}

console.log(`workbench bench, ${new Date().toISOString().slice(0, 10)}, ${runs} warm runs each`);
for (const kind of kinds) await benchOn(kind);
