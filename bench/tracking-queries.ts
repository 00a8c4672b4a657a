/**
 * Dashboard read latency at scale: GET /api/analytics (all sessions and one session) and
 * GET /api/sessions (first page, a deep page, a common and two rare searches), through the real
 * app (`app.inject`, admin cookie) on freshly generated data, printing p50/p95 per query.
 *
 * Data: sessions spread over 180 days with traffic growing steadily (twice the average rate now), ~10 activities each (about 35 %
 * visits, 45 % clicks, 20 % keystrokes), realistic states, devices, browsers, referrers and search
 * queries, 2 % of sessions with a lead, and visit_rollups (hourly and daily) computed from the generated visits. It is
 * generated inside the database (generate_series, INSERT … SELECT) with the secondary indexes
 * dropped and rebuilt afterwards, then VACUUM ANALYZE'd as autovacuum would leave it.
 *
 * Run: npm run bench:tracking-queries -- [--db postgres|pglite|both] [--scale 0.1]
 *        [--sessions N] [--activities-per-session 10] [--runs 30]
 * Default sizes: PostgreSQL 1,000,000 sessions / 10,000,000 activities (a fresh database on
 * TEST_DATABASE_URL's server, dropped afterwards); PGlite 100,000 / 1,000,000 (a temp folder).
 * BENCH_SCALE and BENCH_DB do what --scale and --db do; --keep leaves the database for study and
 * --reuse URL measures such a kept PostgreSQL database again (pending migrations are applied).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle, type Db } from '../src/server/db/client.js';
import { visitKeys } from '../src/server/features/analytics/visit-counts.js';
import { encodeCursor } from '../src/server/features/sessions/cursor.js';
import { createPostgresDatabase } from '../src/server/test-support/databases.js';
import { createTestApp, loginAsAdmin, type TestApp } from '../src/server/test-support/test-app.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.BENCH_DB ?? 'both' },
    scale: { type: 'string', default: process.env.BENCH_SCALE ?? '1' },
    sessions: { type: 'string' },
    'activities-per-session': { type: 'string', default: '10' },
    runs: { type: 'string', default: '30' },
    /** Leave the generated database in place (printed) to study it, e.g. with EXPLAIN. */
    keep: { type: 'boolean', default: false },
    /** Measure a PostgreSQL database kept by an earlier --keep run instead of generating one. */
    reuse: { type: 'string' },
  },
});

const scale = Number(args.scale);
const activitiesPerSession = Number(args['activities-per-session']);
const runs = Number(args.runs);
const kinds = args.reuse
  ? (['postgres'] as const)
  : args.db === 'both'
    ? (['postgres', 'pglite'] as const)
    : [args.db as 'postgres' | 'pglite'];
if (!kinds.every((kind) => kind === 'postgres' || kind === 'pglite') || !(scale > 0) || !(runs > 0)) {
  console.error('usage: tracking-queries.ts [--db postgres|pglite|both] [--scale 0.1] [--sessions N] [--runs 30]');
  process.exit(2);
}
const FULL_SESSIONS = { postgres: 1_000_000, pglite: 100_000 };
const sessionsFor = (kind: 'postgres' | 'pglite') =>
  args.sessions ? Number(args.sessions) : Math.round(FULL_SESSIONS[kind] * scale);

const NOW = Date.now();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const list = (values: string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`);

const STATES = [
  ['California', 'Los Angeles'],
  ['Texas', 'Houston'],
  ['Florida', 'Miami'],
  ['New York', 'New York'],
  ['Illinois', 'Chicago'],
  ['Pennsylvania', 'Philadelphia'],
  ['Ohio', 'Columbus'],
  ['Georgia', 'Atlanta'],
  ['North Carolina', 'Charlotte'],
  ['Michigan', 'Detroit'],
  ['New Jersey', 'Newark'],
  ['Virginia', 'Virginia Beach'],
  ['Washington', 'Seattle'],
  ['Arizona', 'Phoenix'],
  ['Massachusetts', 'Boston'],
  ['Tennessee', 'Nashville'],
  ['Indiana', 'Indianapolis'],
  ['Missouri', 'Kansas City'],
  ['Maryland', 'Baltimore'],
  ['Wisconsin', 'Milwaukee'],
  ['Colorado', 'Denver'],
  ['Minnesota', 'Minneapolis'],
  ['South Carolina', 'Charleston'],
  ['Alabama', 'Birmingham'],
  ['Louisiana', 'New Orleans'],
  ['Kentucky', 'Louisville'],
  ['Oregon', 'Portland'],
  ['Oklahoma', 'Tulsa'],
  ['Connecticut', 'Hartford'],
  ['Utah', 'Salt Lake City'],
  ['Iowa', 'Des Moines'],
  ['Nevada', 'Las Vegas'],
  ['Arkansas', 'Little Rock'],
  ['Mississippi', 'Jackson'],
  ['Kansas', 'Wichita'],
  ['New Mexico', 'Albuquerque'],
  ['Nebraska', 'Omaha'],
  ['Idaho', 'Boise'],
  ['West Virginia', 'Charleston'],
  ['Hawaii', 'Honolulu'],
  ['New Hampshire', 'Manchester'],
  ['Maine', 'Portland'],
  ['Montana', 'Billings'],
  ['Rhode Island', 'Providence'],
  ['Delaware', 'Wilmington'],
  ['South Dakota', 'Sioux Falls'],
  ['North Dakota', 'Fargo'],
  ['Alaska', 'Anchorage'],
  ['Vermont', 'Burlington'],
  ['Wyoming', 'Cheyenne'],
  ['Ontario', 'Toronto'],
  ['Quebec', 'Montreal'],
];
const PAGES = [
  '/',
  '/',
  '/',
  '/faq',
  '/success-stories',
  '/commercial-debt-relief',
  '/commercial-debt-relief',
  '/privacy',
  '/?utm_term=business+debt',
];
const HOSTS = [
  'linkedin.com',
  'facebook.com',
  'forbes.com',
  'reddit.com',
  'nfib.com',
  'inc.com',
  'bizjournals.com',
  'yelp.com',
  'bbb.org',
  'entrepreneur.com',
  'sba.gov',
  'chamberofcommerce.com',
];
const HOST_PATHS = [
  '',
  'articles/business-debt',
  'r/smallbusiness',
  'feed',
  'posts/mca-relief',
  'news/restructuring',
  'search',
];
const QUERIES = [
  'business debt relief',
  'commercial debt restructuring',
  'mca debt help',
  'merchant cash advance relief',
  'business debt settlement',
  'how to negotiate business debt',
  'debt restructuring consultant',
  'sba loan default help',
  'business creditors lawsuit',
  'avoid business bankruptcy',
  'equipment loan default',
  'commercial debt negotiation',
  'business debt consolidation',
  'stop mca payments',
  'judgment against my business',
  'business line of credit default',
  'debt relief for contractors',
  'restaurant debt relief',
  'trucking company debt help',
  'construction company debt',
];
const CLICK_TEXTS = [
  'Get Free Consultation',
  'Learn More',
  'Schedule a Free Consultation',
  'Request Free Consultation',
  'Record',
  'Submit Request',
  'Call Now',
  'Download Guide',
  'Debt Relief',
  'FAQ',
  'Success Stories',
  'What types of debt do you handle?',
  'How long does restructuring take?',
  'Do you hold client money?',
  'Leave a Voicemail',
  'Menu',
  'About',
  'Services',
];
const FIELDS = ['firstName', 'lastName', 'email', 'company', 'phone', 'message'];

/**
 * Fills an empty, migrated database. FK triggers are off during the load (the generator keeps
 * every activity's session) and secondary indexes are rebuilt once at the end, as bulk loads do.
 */
async function generate(db: Db, kind: 'postgres' | 'pglite', sessions: number) {
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // One transaction: it keeps every statement on one connection (the temp table, the settings).
  await db.transaction(async (tx) => {
    const step = (label: string, query: ReturnType<typeof sql>) => timed(label, () => tx.execute(query));
    const indexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(sql`
        select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = 'public' and i.tablename in ('visitor_sessions', 'activities', 'visit_rollups', 'visit_rollups_daily', 'leads', 'session_search_texts')
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
    );
    for (const { name } of indexes) await tx.execute(sql.raw(`drop index "${name}"`));
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`set local maintenance_work_mem = '${kind === 'postgres' ? '1GB' : '256MB'}'`));
    await tx.execute(sql`select setseed(0.42)`);
    await fill(step, sessions);
    for (const { name, definition } of indexes) await step(`index ${name}`, sql.raw(definition));
  });
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}

async function fill(step: (label: string, query: ReturnType<typeof sql>) => Promise<void>, sessions: number) {
  const now = `'${new Date(NOW).toISOString()}'::timestamptz`;
  await step(
    'sessions (temp)',
    sql`create temp table bench_sessions as
    select n, id, start_at, acts, step, state, city, ip, device,
      case when device = 'unknown' then null
           when b < 0.60 then 'Chrome' when b < 0.85 then 'Safari' when b < 0.93 then 'Microsoft Edge'
           when b < 0.98 then 'Firefox' else 'Samsung Internet' end as browser,
      case when r < 0.40 then 'Direct' when r < 0.70 then 'Google Search' when r < 0.78 then 'Bing Search'
           when r < 0.81 then 'Yahoo Search' when r < 0.95 then host else 'Internal (This Website)' end as label,
      case when r < 0.40 then null when r < 0.70 then 'https://www.google.com/' when r < 0.78 then 'https://www.bing.com/search'
           when r < 0.81 then 'https://search.yahoo.com/search' when r < 0.95 then 'https://www.' || host || '/' || host_path
           else 'https://www.example.com' || (${list(PAGES)})[1 + floor(random() * ${PAGES.length})::int] end as ref_page,
      case when r >= 0.40 and r < 0.81 and q < 0.25 then
             (${list(QUERIES)})[1 + floor(power(random(), 2) * ${QUERIES.length})::int]
             || case when random() < 0.3 then ' ' || lower(city) else '' end end as query
    from (
      select n, start_at, acts, step, (${list(STATES.map(([state]) => state!))})[si] as state,
        (${list(STATES.map(([, city]) => city!))})[si] as city, ip, b, r, q, host, host_path,
        'session_' || (extract(epoch from start_at) * 1000)::bigint || '_' || substr(md5(n::text), 1, 9) as id,
        case when d < 0.55 then 'desktop' when d < 0.85 then 'mobile' when d < 0.93 then 'tablet' else 'unknown' end as device
      from (
        select n,
          -- Traffic grew steadily: twice the average rate now, none 180 days ago.
          ${sql.raw(now)} - interval '180 days' * (1 - sqrt(random())) as start_at,
          least(200, 1 + floor(-ln(1 - random()) * ${activitiesPerSession - 1})::int) as acts,
          interval '1 second' * (15 + floor(random() * 100)) as step,
          case when random() >= 0.1 then 1 + floor(power(random(), 2) * ${STATES.length})::int end as si,
          (1 + floor(random() * 222))::text || '.' || floor(random() * 256)::text || '.' || floor(random() * 256)::text || '.' || (1 + floor(random() * 254))::text as ip,
          random() as d, random() as b, random() as r, random() as q,
          (${list(HOSTS)})[1 + floor(random() * ${HOSTS.length})::int] as host,
          (${list(HOST_PATHS)})[1 + floor(random() * ${HOST_PATHS.length})::int] as host_path
        from generate_series(1, ${sessions}) n
      ) raw
      -- Sessions stored in time order, so activities are written roughly as they happen.
      order by start_at
    ) named`,
  );

  const type = sql.raw(`case when k = 0 or (n::bigint * 7919 + k * 104729) % 100 < 35 then 'visit'
    when (n::bigint * 7919 + k * 104729) % 100 < 80 then 'click' else 'keystroke' end`);
  await step(
    'visitor_sessions',
    sql`insert into visitor_sessions (id, city, state, ip_address, first_visit, last_visit, page_views, device_type, browser_name, referrer, search_query)
    select id, city, state, ip, start_at, start_at + (acts - 1) * step,
      (select count(*) from generate_series(0, acts - 1) k where ${type} = 'visit'),
      device, browser,
      case when label = 'Direct' then null when query is null then ref_page else ref_page || '?q=' || replace(query, ' ', '+') end,
      query
    from bench_sessions order by start_at`,
  );

  await step(
    'activities',
    sql`insert into activities (session_id, type, page, occurred_at, details)
    select id, t, page, start_at + k * step,
      case t
        when 'visit' then jsonb_build_object(
          'referrer', case when k > 0 then 'https://www.example.com/' when label = 'Direct' then null else ref_page end,
          'referrerLabel', case when k > 0 then 'Internal (This Website)' else label end,
          'referrerPage', case when k > 0 then 'https://www.example.com/' else ref_page end,
          'searchQuery', case when k > 0 then null else query end,
          'city', city, 'state', state, 'deviceType', device, 'browserName', browser,
          'timeOnPage', floor(random() * 300)::int)
        when 'click' then jsonb_build_object(
          'elementId', null, 'elementClass', 'btn', 'elementTag', 'button',
          'elementText', (${list(CLICK_TEXTS)})[1 + floor(power(random(), 1.5) * ${CLICK_TEXTS.length})::int],
          'clickX', floor(random() * 1200)::int, 'clickY', floor(random() * 3000)::int)
        else jsonb_build_object(
          'elementId', field, 'elementType', case field when 'email' then 'email' when 'phone' then 'tel' else 'text' end,
          'fieldName', field, 'inputValue', left(typed, 1 + (k * 3) % length(typed)), 'keystroke', right(left(typed, 1 + (k * 3) % length(typed)), 1))
      end
    from (
      select s.*, k, ${type} as t,
        (${list(PAGES)})[1 + ((n + k * 3) % ${PAGES.length})] as page,
        (${list(FIELDS)})[1 + ((n + k) % ${FIELDS.length})] as field,
        case (n + k) % ${FIELDS.length}
          when 0 then 'Jane' when 1 then 'Doe' when 2 then 'jane.doe' || n || '@acme-corp.example'
          when 3 then 'Acme Paving ' || n || ' LLC' when 4 then '(555) 01' || lpad((n % 100000)::text, 5, '0')
          else 'We owe three MCA lenders and one filed suit last month' end as typed
      from bench_sessions s cross join lateral generate_series(0, s.acts - 1) k
    ) a`,
  );

  // As the tracking writer stores them: each distinct page and clicked text per session, and of
  // the values typed into a field only the longest (the writer leaves out the prefixes typed on
  // the way, which arrive in the same batch).
  await step(
    'session_search_texts',
    sql`insert into session_search_texts (session_id, text)
    select distinct session_id, text from (
      select session_id, page as text from activities
      union all
      select session_id, details->>'elementText' from activities where type = 'click'
      union all
      select * from (
        select distinct on (session_id, details->>'fieldName') session_id, details->>'inputValue' from activities
        where type = 'keystroke' order by session_id, details->>'fieldName', length(details->>'inputValue') desc
      ) longest
    ) t
    where text is not null and text <> ''`,
  );

  await step(
    'leads',
    sql`insert into leads (type, first_name, last_name, email, message, session_id, created_at)
    select case when random() < 0.6 then 'consultation' else 'lead_magnet' end, 'Jane', 'Doe',
      'jane.doe' || n || '@acme-corp.example', 'Bench lead',
      case when random() < 0.9 then id end, start_at + (acts - 1) * step
    from bench_sessions where random() < 0.02`,
  );

  await step(
    'visit_rollups',
    sql`insert into visit_rollups (dimension, hour, value, visits)
    select k.dimension, date_trunc('hour', a.occurred_at, 'UTC'), k.value, count(*)
    from activities a cross join lateral ${visitKeys}
    where a.type = 'visit' and k.value is not null
    group by 1, 2, 3`,
  );

  await step(
    'visit_rollups_daily',
    sql`insert into visit_rollups_daily (dimension, day, value, visits)
    select dimension, date_trunc('day', hour, 'UTC'), value, sum(visits) from visit_rollups group by 1, 2, 3`,
  );
}

interface Figure {
  query: string;
  p50: number;
  p95: number;
  items?: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(t: TestApp, cookie: string, label: string, url: string): Promise<Figure> {
  const inject = async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { items?: unknown[] };
  };
  let body = await inject();
  for (let i = 0; i < 2; i++) body = await inject();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await inject();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    query: label,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    items: body.items?.length,
  };
}

async function measure(kind: 'postgres' | 'pglite', database: DatabaseHandle, sessions: number): Promise<Figure[]> {
  const db = database.db;
  const started = performance.now();
  if (!args.reuse) {
    console.log(`\n${kind}: generating ${sessions.toLocaleString('en-US')} sessions...`);
    await generate(db, kind, sessions);
  }
  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*)::int from visitor_sessions) as sessions, (select count(*)::int from activities) as activities,
      (select count(*)::int from activities where type = 'visit') as visits, (select count(*)::int from visit_rollups) as rollups,
      (select count(*)::int from leads) as leads`),
  );
  console.log(`  ready in ${((performance.now() - started) / 1000).toFixed(0)} s:`, counts);
  sessions = counts!.sessions!;

  // A session with many activities for the session filter, one half-way down for the deep page,
  // and a typed e-mail that only one session has for the rare search.
  const [busy] = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from visitor_sessions where last_visit > now() - interval '20 days' order by page_views desc limit 1`,
    ),
  );
  const [middle] = rowsOf<{ id: string; last_visit: string }>(
    await db.execute(sql`select id, to_char(last_visit at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as last_visit
      from visitor_sessions order by last_visit desc, id desc offset ${Math.floor(sessions / 2)} limit 1`),
  );
  const [typed] = rowsOf<{ value: string }>(
    await db.execute(sql`select details->>'inputValue' as value from activities
      where type = 'keystroke' and details->>'fieldName' = 'email' and length(details->>'inputValue') > 20
        and occurred_at < now() - interval '90 days'
      order by occurred_at desc limit 1`),
  );
  const [ip] = rowsOf<{ ip: string }>(
    await db.execute(
      sql`select ip_address as ip from visitor_sessions order by id limit 1 offset ${Math.floor(sessions / 4)}`,
    ),
  );
  const deep = encodeCursor({ lastVisit: middle!.last_visit, id: middle!.id });

  console.log(`\n${kind}, ${sessions.toLocaleString('en-US')} sessions, ${runs} runs per query (ms):`);
  const t = await createTestApp(kind, {
    database,
    now: () => NOW,
    env: { LOG_LEVEL: 'warn', ACTIVITY_RETENTION_DAYS: '36500', IP_RETENTION_DAYS: '36500' },
  });
  try {
    const cookie = await loginAsAdmin(t.app);
    const q = encodeURIComponent;
    return [
      await time(t, cookie, 'analytics summary', '/api/analytics'),
      await time(t, cookie, 'analytics, one session', `/api/analytics?sessionId=${busy!.id}`),
      await time(t, cookie, 'sessions: first page', '/api/sessions'),
      await time(t, cookie, 'sessions: deep page (cursor)', `/api/sessions?cursor=${deep}`),
      await time(t, cookie, 'sessions: search common "consultation"', '/api/sessions?search=consultation'),
      await time(
        t,
        cookie,
        `sessions: search rare typed "${typed!.value.slice(0, 20)}"`,
        `/api/sessions?search=${q(typed!.value.slice(0, 20))}`,
      ),
      await time(t, cookie, `sessions: search rare IP "${ip!.ip}"`, `/api/sessions?search=${q(ip!.ip)}`),
      await time(t, cookie, 'sessions: search common, deep page', `/api/sessions?search=consultation&cursor=${deep}`),
      // In 2 % and 0.2 % of the sessions: too few for the first sessions checked, many for the index.
      await time(t, cookie, 'sessions: search medium "Samsung"', '/api/sessions?search=Samsung'),
      await time(t, cookie, 'sessions: search medium "Wyoming"', '/api/sessions?search=Wyoming'),
      await time(
        t,
        cookie,
        'sessions: search phrase "Get Free Consultation"',
        `/api/sessions?search=${q('Get Free Consultation')}`,
      ),
      await time(t, cookie, 'sessions: search rare "Paving 4242 LLC"', `/api/sessions?search=${q('Paving 4242 LLC')}`),
      // No three-letter run for the trigram indexes: the bounded walk (a page may end early).
      await time(t, cookie, 'sessions: search short "NY"', '/api/sessions?search=NY'),
    ];
  } finally {
    await t.close();
  }
}

for (const kind of kinds) {
  const sessions = sessionsFor(kind);
  let database: DatabaseHandle;
  let cleanup: () => Promise<void>;
  if (args.reuse) {
    database = await openDatabase({ databaseUrl: args.reuse, dataDir: null, poolSize: 10 });
    cleanup = async () => {};
  } else if (kind === 'postgres') {
    const created = await createPostgresDatabase();
    database = await openDatabase({ databaseUrl: created.url, dataDir: null, poolSize: 10 });
    cleanup = args.keep ? async () => console.log(`kept: ${created.url}`) : created.drop;
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-tracking-'));
    database = await openDatabase({ dataDir: dir });
    cleanup = args.keep ? async () => console.log(`kept: ${dir}`) : () => rm(dir, { recursive: true, force: true });
  }
  try {
    console.table(await measure(kind, database, sessions));
  } finally {
    await database.close();
    await cleanup();
  }
}
