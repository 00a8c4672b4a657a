import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackingEvent } from '#shared/tracking-schemas.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';
import { IPS, TestClock, trackAt, TRACKING_TEST_ENV, USER_AGENTS } from '#server/test-support/tracking-client.js';
import { analyticsWindow, HOUR_MS, todayRange, type TimeRange } from './analytics-window.js';
import { countRawVisits, countVisits, type VisitCounts, type VisitDimension } from './visit-counts.js';

/**
 * The rollup path (whole hours from visit_rollups, edges from raw activities) must give exactly
 * what counting the raw visit activities gives, for any range, on random tracking data.
 */
const DIMENSIONS: VisitDimension[] = ['total', 'state', 'device', 'referrer', 'referrer_page', 'query'];
const DAY_MS = 24 * HOUR_MS;
const NOW = Date.parse('2026-11-20T15:47:13.250Z');
const SPAN_START = NOW - 36 * DAY_MS;

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return { next, pick };
}

const REFERRERS = [
  null,
  'https://www.google.com/search?q=Business+Debt',
  'https://www.google.com/search?q=mca+relief',
  'https://www.google.com/',
  'https://www.bing.com/search?q=debt+restructuring',
  'https://search.yahoo.com/search?p=business+debt',
  'http://localhost:3000/faq',
  'http://localhost:3000/',
  'https://www.linkedin.com/feed/',
  'https://www.linkedin.com/posts/abc',
  'https://forbes.com/articles/debt',
  'android-app://com.slack',
];
const PAGES = ['/', '/faq', '/success-stories', '/commercial-debt-relief', '/?utm_term=Debt+Help', '/?utm_term='];

const asRows = (counts: VisitCounts) =>
  [...counts]
    .flatMap(([dimension, values]) => [...values].map(([value, visits]) => `${dimension}|${value}|${visits}`))
    .sort();

describe.each(DATABASE_KINDS)('visit counts from rollups and raw activities on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock(NOW);
  const visitTimes: number[] = [];
  const rng = random(20261120);

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now, env: TRACKING_TEST_ENV });
    for (let session = 0; session < 60; session++) {
      const visitor = { userAgent: rng.pick(Object.values(USER_AGENTS)), ip: rng.pick(Object.values(IPS)) };
      let time = SPAN_START + Math.floor(rng.next() * 36 * DAY_MS);
      const sessionId = `session_${session}_random`;
      for (let batch = 0, batches = 1 + Math.floor(rng.next() * 4); batch < batches && time <= NOW; batch++) {
        const events: TrackingEvent[] = [];
        const size = 1 + Math.floor(rng.next() * 6);
        for (let i = 0; i < size; i++) {
          // Events of a batch happened up to 10 minutes before it was sent.
          const ageMs = Math.floor(rng.next() * 600_000);
          const type = rng.pick(['visit', 'visit', 'click', 'keystroke'] as const);
          const page = rng.pick(PAGES);
          if (type === 'visit') {
            events.push({ type, sessionId, page, referrer: rng.pick(REFERRERS), ageMs });
            visitTimes.push(time - ageMs);
          } else if (type === 'click') events.push({ type, sessionId, page, elementText: 'Learn More', ageMs });
          else events.push({ type, sessionId, page, fieldName: 'email', inputValue: 'a@b.example', ageMs });
        }
        await trackAt(t.app, clock, time, events, visitor);
        time += Math.floor(rng.next() * 3 * HOUR_MS);
      }
    }
    await t.app.trackingBuffer.flush();
  });
  afterAll(() => t?.close());

  const compare = async (range: TimeRange) => {
    const [rolled, raw] = await Promise.all([
      countVisits(t.database.db, range, DIMENSIONS),
      countRawVisits(t.database.db, range, DIMENSIONS),
    ]);
    const label = `${new Date(range.from).toISOString()} – ${new Date(range.to).toISOString()}`;
    expect(asRows(rolled), label).toEqual(asRows(raw));
    expect(rolled.get('total')?.get('') ?? 0, label).toBe(
      visitTimes.filter((time) => time >= range.from && time < range.to).length,
    );
  };

  it('agree on the analytics window and on today', async () => {
    expect(visitTimes.length).toBeGreaterThan(100);
    await compare(analyticsWindow(NOW));
    await compare(todayRange(NOW, 'America/New_York'));
    await compare({ from: SPAN_START - DAY_MS, to: NOW + 1 });
  });

  it('agree on random ranges of every length, aligned to hours or not', async () => {
    const lengths = [60_000, 45 * 60_000, HOUR_MS, 5 * HOUR_MS, 2 * DAY_MS, 10 * DAY_MS, 30 * DAY_MS];
    for (let i = 0; i < 40; i++) {
      let from = SPAN_START + Math.floor(rng.next() * 36 * DAY_MS);
      let length = rng.pick(lengths) + (rng.next() < 0.5 ? Math.floor(rng.next() * HOUR_MS) : 0);
      if (rng.next() < 0.3) {
        from = Math.floor(from / HOUR_MS) * HOUR_MS;
        length = Math.ceil(length / HOUR_MS) * HOUR_MS;
      }
      await compare({ from, to: from + length });
    }
  });

  it('agree on ranges of whole UTC days, and the daily rollups hold the hourly counts of each day', async () => {
    const firstDay = Math.floor(SPAN_START / DAY_MS) * DAY_MS;
    for (const [startDay, days] of [
      [0, 1],
      [3, 2],
      [1, 30],
      [10, 26],
    ] as const) {
      await compare({ from: firstDay + startDay * DAY_MS, to: firstDay + (startDay + days) * DAY_MS });
      await compare({
        from: firstDay + startDay * DAY_MS - HOUR_MS,
        to: firstDay + (startDay + days) * DAY_MS + 5 * HOUR_MS,
      });
    }
    const differences = await t.database.db.execute(sql`
      select coalesce(d.dimension, h.dimension) as dimension, coalesce(d.day, h.day) as day, coalesce(d.value, h.value) as value,
        d.visits as daily, h.visits as hourly
      from visit_rollups_daily d
      full join (
        select dimension, date_trunc('day', hour, 'UTC') as day, value, sum(visits)::int as visits from visit_rollups group by 1, 2, 3
      ) h on h.dimension = d.dimension and h.day = d.day and h.value = d.value
      where d.visits is distinct from h.visits`);
    expect((differences as { rows: unknown[] }).rows).toEqual([]);
    const [{ days }] = (
      (await t.database.db.execute(sql`select count(distinct day)::int as days from visit_rollups_daily`)) as {
        rows: [{ days: number }];
      }
    ).rows;
    expect(days).toBeGreaterThan(20);
  });

  it('agree on a range that starts or ends exactly at a visit', async () => {
    for (const time of visitTimes.slice(0, 10)) {
      await compare({ from: time, to: time + 3 * HOUR_MS });
      await compare({ from: time - 3 * HOUR_MS, to: time });
    }
  });
});
