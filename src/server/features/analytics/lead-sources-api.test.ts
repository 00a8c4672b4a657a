import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadSources } from '#shared/analytics-schemas.js';
import type { ApiError } from '#shared/api-error.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';
import {
  IPS,
  TestClock,
  trackAt,
  TRACKING_TEST_ENV,
  USER_AGENTS,
  type Visitor,
} from '#server/test-support/tracking-client.js';

/**
 * GET /api/analytics/lead-sources on a fixed data set: 'Leads by Source' (new leads of the 30-day
 * window by the first touch of their earliest tracked session) and the funnel (sessions last active
 * in the window; of those, the ones with a brochure, or a consultation or voicemail, in the window). Leads and voicemails are inserted as rows
 * with chosen times: the routes that store them have their own tests.
 */
const NOW = Date.parse('2026-11-20T15:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const FROM = NOW - 30 * DAY;
const DESKTOP: Visitor = { userAgent: USER_AGENTS.desktop, ip: IPS.texas };
const SITE = 'http://localhost:3000';

describe.each(DATABASE_KINDS)('lead sources API on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  const clock = new TestClock(NOW);

  const visit = (at: number, sessionId: string, page: string, referrer: string | null) =>
    trackAt(t.app, clock, at, [{ type: 'visit', sessionId, page, referrer }], DESKTOP);
  const iso = (at: number) => new Date(at).toISOString();
  const lead = (
    type: 'lead_magnet' | 'consultation',
    email: string,
    sessionId: string | null,
    at: number,
    personId?: number,
  ) =>
    t.database.db.execute(sql`
      insert into leads (type, first_name, email, session_id, created_at, person_id)
      values (${type}, 'Test', ${email}, ${sessionId}, ${iso(at)}::timestamptz, ${personId ?? null})`);
  const voicemail = (
    email: string,
    sessionId: string | null,
    at: number,
    options: { deleted?: boolean; personId?: number } = {},
  ) =>
    t.database.db.execute(sql`
      insert into voice_messages (email, session_id, created_at, is_deleted, person_id)
      values (${email}, ${sessionId}, ${iso(at)}::timestamptz, ${options.deleted ?? false}, ${options.personId ?? null})`);

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now, env: TRACKING_TEST_ENV });
    cookie = await loginAsAdmin(t.app);

    // Ann: a newsletter link, then a page within the site; takes the brochure.
    await visit(
      NOW - 2 * DAY,
      'sess_news',
      '/?utm_source=newsletter&utm_medium=email&utm_campaign=fall',
      'https://mail.example.net/',
    );
    await visit(NOW - 2 * DAY + MINUTE, 'sess_news', '/faq', `${SITE}/`);
    await lead('lead_magnet', 'ann@acme.example', 'sess_news', NOW - 2 * DAY + 2 * MINUTE);
    // Bob from a Google search asks for a consultation; Carol from Google leaves a voicemail.
    await visit(NOW - 3 * DAY, 'sess_google', '/', 'https://www.google.com/search?q=business+debt');
    await lead('consultation', 'bob@bolt.example', 'sess_google', NOW - 3 * DAY + MINUTE);
    await visit(NOW - 4 * DAY, 'sess_google2', '/', 'https://www.google.com/');
    await voicemail('carol@crane.example', 'sess_google2', NOW - 4 * DAY + MINUTE);
    // Dave came direct and took the brochure, then came back from LinkedIn and asked (upper case):
    // one lead, from where he first came.
    await visit(NOW - 20 * DAY, 'sess_direct', '/', null);
    await lead('lead_magnet', 'dave@delta.example', 'sess_direct', NOW - 20 * DAY + MINUTE);
    await visit(NOW - DAY, 'sess_linkedin', '/', 'https://www.linkedin.com/feed/');
    await lead('consultation', 'DAVE@delta.example', 'sess_linkedin', NOW - DAY + MINUTE);
    // Erin's only voicemail is deleted: no lead, and her session did not speak.
    await visit(NOW - 5 * DAY, 'sess_deleted', '/', 'https://www.bing.com/');
    await voicemail('erin@echo.example', 'sess_deleted', NOW - 5 * DAY + MINUTE, { deleted: true });
    // A visitor who did nothing.
    await visit(NOW - 6 * DAY, 'sess_browse', '/', null);
    // Gina took the brochure 40 days ago (before the window) and asked now: not a new lead.
    await visit(NOW - 40 * DAY, 'sess_old', '/', 'https://www.google.com/');
    await lead('lead_magnet', 'gina@golf.example', 'sess_old', NOW - 40 * DAY + MINUTE);
    await visit(NOW - 2 * DAY, 'sess_gina_new', '/', null);
    await lead('consultation', 'gina@golf.example', 'sess_gina_new', NOW - 2 * DAY + MINUTE);
    // Frank is one person (linked) with two e-mails: from a partner's site first, then Google.
    await visit(NOW - 10 * DAY, 'sess_frank_a', '/', 'https://partner.example/blog');
    await lead('consultation', 'frank@fox.example', 'sess_frank_a', NOW - 10 * DAY + MINUTE, 900_001);
    await visit(NOW - 9 * DAY, 'sess_frank_b', '/', 'https://www.google.com/');
    await voicemail('f.other@fox.example', 'sess_frank_b', NOW - 9 * DAY + MINUTE, { personId: 900_001 });
    // Hank sent no session id, Ivy one that was never tracked.
    await lead('consultation', 'hank@hotel.example', null, NOW - DAY);
    await lead('lead_magnet', 'ivy@india.example', 'session_never_tracked', NOW - DAY);
    // Visitors are the sessions last active in the window, as for the conversion rate: also one
    // holding only a page leave (its id timed out while the tab was hidden), and one that began
    // before the window. That one took the brochure before the window: not a step of this funnel.
    await trackAt(
      t.app,
      clock,
      NOW - DAY,
      [{ type: 'leave', sessionId: 'sess_leave', page: '/', timeOnPage: 5 }],
      DESKTOP,
    );
    await visit(FROM - 10 * MINUTE, 'sess_straddle', '/', null);
    await lead('lead_magnet', 'jo@juliet.example', 'sess_straddle', FROM - 5 * MINUTE);
    await trackAt(t.app, clock, FROM + 5 * MINUTE, [{ type: 'click', sessionId: 'sess_straddle', page: '/' }], DESKTOP);
    await t.app.trackingBuffer.flush();
  });
  afterAll(() => t?.close());

  const get = (query = '', headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url: `/api/analytics/lead-sources${query}`, headers });
  const answer = async (query = ''): Promise<LeadSources> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts new leads by source and the funnel for all sessions', async () => {
    expect(await answer()).toEqual({
      sources: [
        { source: 'Google Search', leads: 2 },
        { source: 'Unknown', leads: 2 },
        { source: 'Direct', leads: 1 },
        { source: 'newsletter / email', leads: 1 },
        { source: 'partner.example', leads: 1 },
      ],
      // Visitors: news, google, google2, direct, linkedin, deleted, browse, gina_new, frank_a,
      // frank_b, leave, straddle (not old). Brochure in the window: news, direct. Spoke: google,
      // linkedin, gina_new, frank_a (consultations), google2, frank_b (voicemails).
      funnel: { visitors: 12, brochure: 2, spoke: 6 },
    });
  });

  it('narrows every figure to one session', async () => {
    expect(await answer('?sessionId=sess_news')).toEqual({
      sources: [{ source: 'newsletter / email', leads: 1 }],
      funnel: { visitors: 1, brochure: 1, spoke: 0 },
    });
    // Only Dave's touchpoint in this session counts: its source is this session's first touch.
    expect(await answer('?sessionId=sess_linkedin')).toEqual({
      sources: [{ source: 'linkedin.com', leads: 1 }],
      funnel: { visitors: 1, brochure: 0, spoke: 1 },
    });
    expect(await answer('?sessionId=sess_google2')).toEqual({
      sources: [{ source: 'Google Search', leads: 1 }],
      funnel: { visitors: 1, brochure: 0, spoke: 1 },
    });
    // Before the window: neither a new lead nor a visitor.
    expect(await answer('?sessionId=sess_old')).toEqual({
      sources: [],
      funnel: { visitors: 0, brochure: 0, spoke: 0 },
    });
    // Last active in the window, but its lead came before it.
    expect(await answer('?sessionId=sess_straddle')).toEqual({
      sources: [],
      funnel: { visitors: 1, brochure: 0, spoke: 0 },
    });
  });

  it('answers nothing for an unknown session, and treats an empty filter as none', async () => {
    expect(await answer('?sessionId=session_0_unknown')).toEqual({
      sources: [],
      funnel: { visitors: 0, brochure: 0, spoke: 0 },
    });
    expect((await answer('?sessionId=')).funnel.visitors).toBe(12);
  });

  it('moves with the window: a lead whose first touchpoint leaves it is no longer new', async () => {
    try {
      // 20 days and 2 minutes on, Dave's first touchpoint (20 days ago) is out of the window; the
      // newest sessions are still in.
      clock.value = NOW + 10 * DAY + 2 * MINUTE;
      // The admin session would have expired by then: a new one.
      const response = await get('', { cookie: await loginAsAdmin(t.app) });
      const { sources } = response.json<LeadSources>();
      expect(sources.find((entry) => entry.source === 'Direct')).toBeUndefined();
      expect(sources.find((entry) => entry.source === 'newsletter / email')).toEqual({
        source: 'newsletter / email',
        leads: 1,
      });
    } finally {
      clock.value = NOW;
      // That login cleared the sessions expired by then, this test's own among them.
      cookie = await loginAsAdmin(t.app);
    }
  });

  it('is for the admin only', async () => {
    const response = await get('', {});
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a malformed session id', '?sessionId=not%20a%20session!', 'sessionId: Invalid session id'],
    ['an unknown parameter', '?session=abc', 'session'],
  ])('rejects %s with a 400 and a message', async (_label, query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toContain(message);
  });

  it('revalidates an unchanged answer with its ETag', async () => {
    const first = await get('?sessionId=sess_news');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get('?sessionId=sess_news', { cookie, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('', { cookie, 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });
});
