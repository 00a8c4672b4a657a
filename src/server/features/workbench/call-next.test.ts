import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallNext } from '#shared/call-next-schemas.js';
import { bookings } from '#server/db/schema.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import {
  createTestApp,
  loginAsAdmin,
  validBrochure,
  validConsultation,
  type TestApp,
} from '#server/test-support/test-app.js';
import { emailKey } from './contact-keys.js';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const ORIGIN = 'http://localhost:3000';

/**
 * "Call next" ranks the people still to call: the overdue (most overdue first), then calls
 * booked within two hours, then the best score; a call booked further ahead keeps its person out.
 * The clock is moved forward to make people overdue, as time would.
 */
describe.each(DATABASE_KINDS)('GET /api/people/call-next on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;

  beforeAll(async () => {
    t = await createTestApp(kind, { now, env: { PUBLIC_URL: ORIGIN } });
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(() => t?.close());

  const submit = async (payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload,
      headers: { referer: `${ORIGIN}/` },
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  async function book(email: string, firstName: string, startsInMs: number) {
    const startsAt = new Date(now() + startsInMs);
    const endsAt = new Date(startsAt.getTime() + 30 * MINUTE_MS);
    await t.database.db.insert(bookings).values({
      startsAt,
      endsAt,
      blockedUntil: new Date(endsAt.getTime() + 15 * MINUTE_MS),
      email,
      emailKey: emailKey(email)!,
      firstName,
      company: '',
      phone: '',
    });
  }

  const callNext = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/people/call-next${query}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CallNext>().items.map((item) => [item.person.summary.firstName, item.reason]);
  };

  const personIdOf = async (firstName: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/people', headers: { cookie } });
    return response
      .json<{ items: Array<{ id: number; summary: { firstName: string } }> }>()
      .items.find((person) => person.summary.firstName === firstName)!.id;
  };

  it('names nobody while nobody is left to call', async () => {
    expect(await callNext()).toEqual([]);
  });

  it('ranks a call booked within two hours, then the best scores; a call booked later keeps its person out', async () => {
    await submit({ ...validBrochure, email: 'low@example.com', firstName: 'Lowe' });
    await submit({ ...validConsultation, email: 'high@example.com', phone: '', firstName: 'Hiro' });
    await submit({
      ...validConsultation,
      email: 'mid@example.com',
      phone: '',
      firstName: 'Mina',
      debtAmount: 'under-100k',
      creditorsCount: '1-2',
    });
    await book('soon@example.com', 'Sonia', HOUR_MS);
    await book('later@example.com', 'Laszlo', 5 * HOUR_MS);

    expect(await callNext()).toEqual([
      ['Sonia', 'booked_soon'],
      ['Hiro', 'top_score'],
      ['Mina', 'top_score'],
    ]);
  });

  it('puts the overdue first, the most overdue at the top, and drops whoever is marked called or hidden', async () => {
    clockOffsetMs = 25 * HOUR_MS;
    // The admin session does not outlive a day.
    cookie = await loginAsAdmin(t.app);
    // Sonia's call started 24 h ago, Laszlo's 20 h ago; the others' 24-hour promise ran out an hour ago.
    expect(await callNext()).toEqual([
      ['Sonia', 'overdue'],
      ['Laszlo', 'overdue'],
      ['Lowe', 'overdue'],
    ]);

    for (const [name, patch] of [
      ['Sonia', { isContacted: true }],
      ['Laszlo', { isHidden: true }],
    ] as const) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/people/${await personIdOf(name)}/status`,
        payload: patch,
        headers: { cookie, origin: ORIGIN },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await callNext()).toEqual([
      ['Lowe', 'overdue'],
      ['Hiro', 'overdue'],
      ['Mina', 'overdue'],
    ]);
  });

  it('is narrowed by the session filter', async () => {
    // Hiro and Mina came through the consultation's session; the brochure had none.
    expect((await callNext(`?sessionId=${validConsultation.sessionId}`)).map(([name]) => name)).toEqual([
      'Hiro',
      'Mina',
    ]);
    expect(await callNext('?sessionId=session_unknown')).toEqual([]);
  });

  it('refuses a bad session id with a message, and anyone not signed in', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/people/call-next?sessionId=a%20b',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/session id/i);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/people/call-next?sort=x', headers: { cookie } });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/people/call-next' });
    expect(anonymous.statusCode).toBe(401);
  });
});
