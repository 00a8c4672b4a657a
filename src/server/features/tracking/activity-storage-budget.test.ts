import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api-error.js';
import type { TrackingEvent } from '#shared/tracking-schemas.js';
import { rowsOf } from '#server/db/rows.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, validConsultation, type TestApp } from '#server/test-support/test-app.js';
import { TestClock, TRACKING_TEST_ENV, USER_AGENTS } from '#server/test-support/tracking-client.js';
import { waitFor } from '#server/test-support/wait-for.js';
import { pino } from 'pino';
import {
  ActivityStorageBudget,
  estimatedStoredBytes,
  measureTrackingTables,
  TRACKING_TABLES,
} from './activity-storage-budget.js';
import type { StoredEvent } from './tracking-event.js';

const MB = 1024 * 1024;
/** The smallest budget the setting takes: the empty tables already hold a fifth of it. */
const BUDGET_ENV = { ...TRACKING_TEST_ENV, TRACK_STORAGE_BUDGET_MB: '1' };
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';

/** Text no other event repeats, so every event grows the tables as much as an event can. */
const text = (length: number) => randomBytes(length).toString('base64url').slice(0, length);

/** A visit, a click and a keystroke with a long typed value, of a new session. */
const threeKinds = (sessionId: string): TrackingEvent[] => [
  { type: 'visit', sessionId, page: `/${text(40)}` },
  { type: 'click', sessionId, page: '/', elementId: 'cta', elementText: text(100) },
  { type: 'keystroke', sessionId, page: '/', fieldName: 'message', inputValue: text(500), keystroke: 'a' },
];

describe.each(DATABASE_KINDS)('tracking storage budget on %s', (kind) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  /** An app that measures only when told (the estimate alone moves between measurements). */
  const open = async (measureMs = 3_600_000, clock = new TestClock(Date.now())) => {
    const t = await createTestApp(kind, { env: BUDGET_ENV, trackingStorageMeasureMs: measureMs, now: clock.now });
    apps.push(t);
    return t;
  };

  const post = (t: TestApp, events: TrackingEvent[], userAgent: string = USER_AGENTS.desktop) =>
    t.app.inject({
      method: 'POST',
      url: '/api/track-events',
      payload: JSON.stringify(events),
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    });

  const storedTypes = async (t: TestApp, sessionId: string) => {
    await t.app.trackingBuffer.flush();
    const result = await t.database.db.execute(
      sql`select type from activities where session_id = ${sessionId} order by id`,
    );
    return rowsOf<{ type: string }>(result).map((row) => row.type);
  };

  const alarms = (t: TestApp) =>
    t.logs
      .filter((line) => line.event === 'tracking_storage_budget')
      .map((line) => ({ level: line.level, msg: line.msg, usedBytes: line.usedBytes, budgetBytes: line.budgetBytes }));

  it('sheds keystrokes past 80%, clicks past 90% and visits at 100%, alarms once per step, and never holds back a lead', async () => {
    const clock = new TestClock(Date.now());
    const t = await open(undefined, clock);
    const storage = t.app.trackingStorage;
    expect(storage.budgetBytes).toBe(MB);
    /** Sends new sessions' visit, click and keystroke while `count` of them are accepted; returns the first other answer. */
    const sendWhileAccepted = async (count: number) => {
      for (let n = 0; n < 1000; n++) {
        const sessionId = `storage_${n}_${text(6)}`;
        const response = await post(t, threeKinds(sessionId));
        if (response.statusCode !== 200 || response.json<{ accepted: number }>().accepted !== count) {
          return { sessionId, response };
        }
      }
      throw new Error('the budget never filled');
    };

    expect(alarms(t)).toEqual([]);
    const past80 = await sendWhileAccepted(3);
    expect(past80.response.json()).toEqual({ success: true, accepted: 2 });
    expect(await storedTypes(t, past80.sessionId)).toEqual(['visit', 'click']);
    expect(alarms(t)).toEqual([
      {
        level: 40,
        msg: 'tracking storage past 80% of its budget: keystrokes are no longer stored',
        usedBytes: expect.any(Number) as number,
        budgetBytes: MB,
      },
    ]);
    expect(alarms(t)[0]!.usedBytes).toBeGreaterThanOrEqual(0.8 * MB);

    const past90 = await sendWhileAccepted(2);
    expect(past90.response.json()).toEqual({ success: true, accepted: 1 });
    expect(await storedTypes(t, past90.sessionId)).toEqual(['visit']);
    expect(alarms(t).map((alarm) => [alarm.level, alarm.msg])).toEqual([
      [40, 'tracking storage past 80% of its budget: keystrokes are no longer stored'],
      [40, 'tracking storage past 90% of its budget: clicks are no longer stored'],
    ]);

    const full = await sendWhileAccepted(1);
    expect(full.response.statusCode).toBe(503);
    expect(full.response.headers['retry-after']).toBe('60');
    expect(full.response.json<ApiError>().message).toMatch(/storage is full/);
    expect(await storedTypes(t, full.sessionId)).toEqual([]);
    expect(alarms(t).map((alarm) => [alarm.level, alarm.msg])).toEqual([
      [40, 'tracking storage past 80% of its budget: keystrokes are no longer stored'],
      [40, 'tracking storage past 90% of its budget: clicks are no longer stored'],
      [50, 'tracking storage budget reached: no tracking is stored'],
    ]);
    expect(alarms(t)[2]!.usedBytes).toBeGreaterThanOrEqual(MB);
    // Every single-event route is refused as well; a lead is not.
    const single = await t.app.inject({
      method: 'POST',
      url: '/api/track-visit',
      payload: { sessionId: 'storage_single', page: '/' },
      headers: { 'user-agent': USER_AGENTS.desktop },
    });
    expect(single.statusCode).toBe(503);
    // Refused before the body is read: an invalid one gets the same answer, not a 400.
    const unread = await post(t, [{ type: 'scroll' } as unknown as TrackingEvent]);
    expect(unread.statusCode).toBe(503);
    expect(unread.json<ApiError>().message).toMatch(/storage is full/);
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: { ...validConsultation, sessionId: full.sessionId },
    });
    expect(lead.statusCode, lead.body).toBe(201);

    // The data goes (as an administrator would delete it). A step holds for a minute at least (the
    // estimate runs ahead of the tables, and would otherwise flap); then a measurement leaves them all.
    await t.database.db.execute(sql.raw(`truncate ${TRACKING_TABLES.join(', ')}`));
    await storage.measure();
    expect(alarms(t)).toHaveLength(3);
    expect(storage.full).toBe(true);
    clock.value += 60_000;
    await storage.measure();
    expect(
      alarms(t)
        .slice(3)
        .map((alarm) => [alarm.level, alarm.msg]),
    ).toEqual([
      [30, 'tracking storage back under its budget: visits are stored again'],
      [30, 'tracking storage back under 90% of its budget: clicks are stored again'],
      [30, 'tracking storage back under 80% of its budget: keystrokes are stored again'],
    ]);
    expect((await post(t, threeKinds('storage_after'))).json()).toEqual({ success: true, accepted: 3 });
  });

  it('measures the tables every interval, so growth it did not accept itself (another instance) counts too', async () => {
    const t = await open(100);
    const before = t.app.trackingStorage.estimatedBytes;
    expect(before).toBe(await measureTrackingTables(t.database.db));
    expect(before).toBeLessThan(0.5 * MB);
    // 900 kB of activities written straight into the table, as another instance's writes would be.
    await t.database.db.execute(sql`
      insert into activities (session_id, type, page, occurred_at, details)
      select 'elsewhere_' || n, 'click', '/', now(), jsonb_build_object('elementText', md5(n::text) || repeat(md5((n * 7)::text), 6))
      from generate_series(1, 3000) as n`);
    await waitFor(() => (t.app.trackingStorage.estimatedBytes >= 0.8 * MB ? true : undefined), 10_000);
    const response = await post(t, threeKinds('storage_elsewhere'));
    expect(response.statusCode === 503 || response.json<{ accepted: number }>().accepted < 3, response.body).toBe(true);
  });

  it('writes nothing for bots and counts none of their events into the estimate', async () => {
    const t = await open();
    await t.app.trackingStorage.measure();
    const before = t.app.trackingStorage.estimatedBytes;
    for (let n = 0; n < 20; n++) {
      const flood = Array.from({ length: 10 }, (_, k) => threeKinds(`bot_${n}_${k}`)).flat();
      expect((await post(t, flood, BOT)).json()).toEqual({ success: true, accepted: 30 });
    }
    expect(t.app.trackingStorage.estimatedBytes).toBe(before);
    expect(await storedTypes(t, 'bot_0_0')).toEqual([]);
    const rows = rowsOf<{ count: number }>(
      await t.database.db.execute(sql`select count(*)::int as count from visitor_sessions`),
    );
    expect(rows[0]!.count).toBe(0);
    await t.app.trackingStorage.measure();
    expect(t.app.trackingStorage.estimatedBytes).toBe(before);
    // A visitor's same events do count.
    await post(t, threeKinds('visitor_after_bots'));
    expect(t.app.trackingStorage.estimatedBytes).toBeGreaterThan(before);
  });
});

describe('the storage estimate', () => {
  const click = (n: number): StoredEvent => ({
    type: 'click',
    sessionId: `estimate_${n}`,
    page: '/',
    at: new Date(),
    visitor: { ipAddress: null, city: null, state: null, deviceType: 'desktop', browserName: null },
    details: {
      elementId: null,
      elementClass: null,
      elementTag: 'a',
      elementText: 'x'.repeat(100),
      clickX: 1,
      clickY: 1,
    },
  });

  it('adds what was accepted and written since the last measurement, and scales itself up when the tables outgrew it', async () => {
    let tables = 1_000_000;
    const budget = new ActivityStorageBudget({
      budgetBytes: 1000 * MB,
      measure: () => Promise.resolve(tables),
      intervalMs: 3_600_000,
      writesSettled: () => false,
      logger: pino({ level: 'silent' }),
    });
    await budget.start();
    expect(budget.estimatedBytes).toBe(1_000_000);
    const events = Array.from({ length: 1000 }, (_, n) => click(n));
    const estimate = events.reduce((sum, event) => sum + estimatedStoredBytes(event), 0);
    expect(estimate).toBeGreaterThan(MB);
    budget.accepted(events);
    expect(budget.estimatedBytes).toBe(1_000_000 + estimate);
    budget.written(events);
    expect(budget.estimatedBytes).toBe(1_000_000 + estimate);

    // The tables grew twice what the estimate said: the next measurement takes their size, and
    // from then on each event counts twice.
    tables = 1_000_000 + 2 * estimate;
    await budget.measure();
    expect(budget.estimatedBytes).toBe(tables);
    budget.accepted(events);
    expect(budget.estimatedBytes).toBe(tables + 2 * estimate);
    // Less growth than estimated never scales it below what it is.
    budget.written(events);
    tables += estimate / 2;
    await budget.measure();
    budget.accepted(events);
    expect(budget.estimatedBytes).toBe(tables + estimate);
    await budget.stop();
  });
});
