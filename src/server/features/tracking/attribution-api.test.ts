import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { touchSchema, touchSourceLabel, type Touch } from '#shared/attribution-schemas.js';
import type { ApiError } from '#shared/api-error.js';
import type { TrackingEvent } from '#shared/tracking-schemas.js';
import { rowsOf } from '#server/db/rows.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';
import {
  IPS,
  TestClock,
  trackAt,
  TRACKING_TEST_ENV,
  USER_AGENTS,
  type Visitor,
} from '#server/test-support/tracking-client.js';

/**
 * Source attribution as the tracking writer stores it (docs/decisions/0025): a session's
 * `first_touch` (its first visit, or the first-ever arrival the browser carried) and `last_touch`
 * (its latest arrival from another site or with campaign tags; the first visit when none came later).
 */
const START = Date.parse('2026-11-20T15:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const DESKTOP: Visitor = { userAgent: USER_AGENTS.desktop, ip: IPS.california };
const NEWSLETTER_PAGE = '/?utm_source=newsletter&utm_medium=email&utm_campaign=fall';
const MAIL_REFERRER = 'https://mail.example.net/inbox/42';
const SITE = 'http://localhost:3000';

const UNTAGGED = { utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };

describe.each(DATABASE_KINDS)('source attribution on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock(START);

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now, env: TRACKING_TEST_ENV });
  });
  afterAll(() => t?.close());

  const visit = (at: number, sessionId: string, page: string, referrer: string | null, extra: object = {}) =>
    trackAt(t.app, clock, at, [{ type: 'visit', sessionId, page, referrer, ...extra }], DESKTOP);

  const touches = async (sessionId: string): Promise<{ first: Touch | null; last: Touch | null }> => {
    await t.app.trackingBuffer.flush();
    const result = await t.database.db.execute(
      sql`select first_touch, last_touch from visitor_sessions where id = ${sessionId}`,
    );
    const [row] = rowsOf<{ first_touch: Touch | null; last_touch: Touch | null }>(result);
    if (!row) throw new Error(`no session ${sessionId}`);
    // What is stored is a valid Touch, every field present.
    for (const touch of [row.first_touch, row.last_touch]) if (touch) touchSchema.parse(touch);
    return { first: row.first_touch, last: row.last_touch };
  };

  it('keeps the landing visit as first touch and moves the last touch only with a later outside arrival', async () => {
    const id = 'session_attr_news';
    await visit(START, id, NEWSLETTER_PAGE, MAIL_REFERRER);
    const landing: Touch = {
      at: new Date(START).toISOString(),
      landingPage: NEWSLETTER_PAGE,
      referrer: MAIL_REFERRER,
      referrerLabel: 'mail.example.net',
      searchQuery: null,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'fall',
      utmTerm: null,
      utmContent: null,
    };
    expect(await touches(id)).toEqual({ first: landing, last: landing });
    expect(touchSourceLabel(landing)).toBe('newsletter / email');

    // Pages within the site, and a visit with no referrer (a typed address): no new arrival.
    await visit(START + MINUTE, id, '/faq', `${SITE}/`);
    await visit(START + 2 * MINUTE, id, '/success-stories', `${SITE}/faq`);
    await visit(START + 3 * MINUTE, id, '/commercial-debt-relief', null);
    expect(await touches(id)).toEqual({ first: landing, last: landing });

    // Back from LinkedIn in the same session: the last touch, not the first.
    await visit(START + 4 * MINUTE, id, '/faq', 'https://www.linkedin.com/feed/');
    await visit(START + 5 * MINUTE, id, '/', `${SITE}/faq`);
    const linkedIn = {
      at: new Date(START + 4 * MINUTE).toISOString(),
      landingPage: '/faq',
      referrer: 'https://www.linkedin.com/feed/',
      referrerLabel: 'linkedin.com',
      searchQuery: null,
      ...UNTAGGED,
    };
    expect(await touches(id)).toEqual({ first: landing, last: linkedIn });

    // A batch written late that holds an older arrival does not win over the newer one.
    await visit(START + 3.5 * MINUTE, id, '/?utm_source=old', `${SITE}/`);
    expect((await touches(id)).last).toEqual(linkedIn);
    // A tagged page is an arrival even from within the site.
    await visit(START + 6 * MINUTE, id, '/faq?utm_source=banner', `${SITE}/`);
    expect((await touches(id)).last).toMatchObject({ landingPage: '/faq?utm_source=banner', utmSource: 'banner' });
  });

  it('records a Google arrival with its search words', async () => {
    const id = 'session_attr_google';
    await visit(START, id, '/', 'https://www.google.com/search?q=Business+Debt+Relief');
    const { first, last } = await touches(id);
    expect(first).toEqual({
      at: new Date(START).toISOString(),
      landingPage: '/',
      referrer: 'https://www.google.com/search?q=Business+Debt+Relief',
      referrerLabel: 'Google Search',
      searchQuery: 'business debt relief',
      ...UNTAGGED,
    });
    expect(last).toEqual(first);
    expect(touchSourceLabel(first)).toBe('Google Search');
  });

  it('takes the first and the latest arrival from one batch, whatever order its events came in', async () => {
    const id = 'session_attr_batch';
    const events: TrackingEvent[] = [
      { type: 'visit', sessionId: id, page: '/faq', referrer: 'https://www.bing.com/search?q=x', ageMs: 1000 },
      { type: 'visit', sessionId: id, page: '/', referrer: null, ageMs: 9000 },
      { type: 'click', sessionId: id, page: '/', elementText: 'Learn More', ageMs: 8000 },
      { type: 'visit', sessionId: id, page: '/faq', referrer: `${SITE}/`, ageMs: 500 },
    ];
    await trackAt(t.app, clock, START, events, DESKTOP);
    const { first, last } = await touches(id);
    expect(first).toMatchObject({ at: new Date(START - 9000).toISOString(), referrerLabel: 'Direct' });
    expect(last).toMatchObject({ at: new Date(START - 1000).toISOString(), referrerLabel: 'Bing Search' });
  });

  it('makes a carried first-ever arrival the first touch and the session’s own landing its last', async () => {
    const id = 'session_attr_returning';
    await visit(START, id, '/', null, {
      firstTouch: { page: '/?utm_source=google&utm_medium=cpc', referrer: 'https://www.google.com/', ageMs: 7 * DAY },
    });
    const { first, last } = await touches(id);
    expect(first).toEqual({
      at: new Date(START - 7 * DAY).toISOString(),
      landingPage: '/?utm_source=google&utm_medium=cpc',
      referrer: 'https://www.google.com/',
      referrerLabel: 'Google Search',
      searchQuery: null,
      ...UNTAGGED,
      utmSource: 'google',
      utmMedium: 'cpc',
    });
    expect(touchSourceLabel(first)).toBe('google / cpc');
    expect(last).toMatchObject({ at: new Date(START).toISOString(), landingPage: '/', referrerLabel: 'Direct' });

    // Sent again later in the session (another tab), it changes nothing.
    await visit(START + MINUTE, id, '/faq', null, { firstTouch: { page: '/?utm_source=other', ageMs: 0 } });
    expect((await touches(id)).first).toEqual(first);
  });

  it('ignores a carried arrival from this site itself', async () => {
    const id = 'session_attr_carried_internal';
    await visit(START, id, '/', 'https://www.bing.com/', {
      firstTouch: { page: '/faq', referrer: `${SITE}/`, ageMs: DAY },
    });
    expect((await touches(id)).first).toMatchObject({
      referrerLabel: 'Bing Search',
      at: new Date(START).toISOString(),
    });
  });

  it('fills the touches of a session begun by a click when its first visit arrives', async () => {
    const id = 'session_attr_click_first';
    await trackAt(t.app, clock, START, [{ type: 'click', sessionId: id, page: '/', elementText: 'Menu' }], DESKTOP);
    expect(await touches(id)).toEqual({ first: null, last: null });
    await visit(START + 1000, id, '/', null);
    expect(await touches(id)).toMatchObject({ first: { referrerLabel: 'Direct' }, last: { referrerLabel: 'Direct' } });
  });

  it.each([
    ['an age beyond 90 days', { page: '/', ageMs: 90 * DAY + 1 }, 'ageMs'],
    ['a page that is not a path', { page: 'https://evil.example/', ageMs: 0 }, 'page'],
    [
      'a referrer over 2048 characters',
      { page: '/', referrer: `https://x.example/${'a'.repeat(2048)}`, ageMs: 0 },
      'referrer',
    ],
    ['an unknown field', { page: '/', ageMs: 0, at: START }, 'at'],
    ['a missing age', { page: '/' }, 'ageMs'],
  ])('refuses a carried arrival with %s', async (_label, firstTouch, field) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/track-events',
      remoteAddress: DESKTOP.ip,
      headers: { 'content-type': 'application/json', 'user-agent': DESKTOP.userAgent },
      payload: JSON.stringify([{ type: 'visit', sessionId: 'session_attr_bad', page: '/', firstTouch }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toContain(field);
  });

  it('accepts the carried arrival only on the batch form, not on SPEC’s track-visit payload', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/track-visit',
      remoteAddress: DESKTOP.ip,
      headers: { 'content-type': 'application/json', 'user-agent': DESKTOP.userAgent },
      payload: JSON.stringify({ sessionId: 'session_attr_spec', page: '/', firstTouch: { page: '/', ageMs: 0 } }),
    });
    expect(response.statusCode).toBe(400);
  });
});
