import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api-error.js';
import type { PeoplePage, Person, PersonStatusChange } from '#shared/people-schemas.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import {
  createTestApp,
  loginAsAdmin,
  validBrochure,
  validConsultation,
  type TestApp,
} from '#server/test-support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const HOUR_MS = 60 * 60 * 1000;

/** Undo of Mark Called and Hide (decision 0040): exactly the state before, once, soon, and only the latest change. */
describe.each(DATABASE_KINDS)('status undo on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => Date.now() + clockOffsetMs, env: { PUBLIC_URL: ORIGIN } });
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(() => t?.close());

  const headers = () => ({ cookie, origin: ORIGIN });
  const submit = async (payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/consultation-request', payload });
    expect(response.statusCode, response.body).toBe(201);
  };
  const page = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/people${query}`, headers: headers() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PeoplePage>();
  };
  const personByEmail = async (email: string, filter = 'all') =>
    (await page(`?filter=${filter}`)).items.find((person) => person.summary.emails.includes(email));
  const change = async (id: number, payload: object) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/${id}/status`,
      payload,
      headers: headers(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PersonStatusChange>();
  };
  const undo = (id: number | string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/people/${id}/status/undo`, payload, headers: headers() });
  /** SPEC's per-submission rows of this e-mail, oldest first: each lead's own flags. */
  const leadsOf = async (email: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/consultation-requests', headers: headers() });
    return response
      .json<Array<{ id: number; email: string; isContacted: boolean; isHidden: boolean }>>()
      .filter((lead) => lead.email === email)
      .sort((a, b) => a.id - b.id);
  };
  const refusal = async (id: number | string, payload: object, status: number, message: RegExp) => {
    const response = await undo(id, payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<ApiError>().message).toMatch(message);
  };

  it('restores Mark Called exactly: the first-call time, Time to First Call and each lead as it was', async () => {
    const email = 'undo-one@example.com';
    await submit({ ...validBrochure, email, sessionId: null });
    await submit({ ...validConsultation, email, phone: '' });
    const [brochure, consultation] = await leadsOf(email);
    // One lead was already marked called through SPEC's own list, the other not.
    const leadPatch = await t.app.inject({
      method: 'PATCH',
      url: `/api/consultation-requests/${brochure!.id}/status`,
      payload: { isContacted: true },
      headers: headers(),
    });
    expect(leadPatch.statusCode, leadPatch.body).toBe(200);
    const before = (await personByEmail(email))!;
    expect(before.firstContactedAt).toBeNull();
    const speedBefore = (await page()).speedToLead;

    clockOffsetMs = 3 * HOUR_MS;
    const called = await change(before.id, { isContacted: true });
    expect(called).toMatchObject({ id: before.id, isContacted: true });
    expect(called.undoToken).toMatch(/^[\w-]{24}$/);
    expect(called.firstContactedAt).not.toBeNull();
    expect((await page()).speedToLead).not.toEqual(speedBefore);
    expect((await leadsOf(email)).map((lead) => lead.isContacted)).toEqual([true, true]);

    const response = await undo(before.id, { token: called.undoToken });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Person>()).toEqual(before);
    expect(await personByEmail(email)).toEqual(before);
    expect((await page()).speedToLead).toEqual(speedBefore);
    expect((await leadsOf(email)).map(({ id, isContacted }) => ({ id, isContacted }))).toEqual([
      { id: brochure!.id, isContacted: true },
      { id: consultation!.id, isContacted: false },
    ]);
    // Single use.
    await refusal(before.id, { token: called.undoToken }, 409, /already undone/);
    clockOffsetMs = 0;
  });

  it('keeps an earlier first call through a second Mark Called and its undo', async () => {
    const email = 'undo-two@example.com';
    await submit({ ...validConsultation, email, phone: '' });
    const person = (await personByEmail(email))!;
    clockOffsetMs = HOUR_MS;
    const first = await change(person.id, { isContacted: true });
    await change(person.id, { isContacted: false });
    clockOffsetMs = 2 * HOUR_MS;
    const second = await change(person.id, { isContacted: true });
    expect(second.firstContactedAt).toBe(first.firstContactedAt);

    const response = await undo(person.id, { token: second.undoToken });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Person>()).toMatchObject({ isContacted: false, firstContactedAt: first.firstContactedAt });
    expect((await personByEmail(email))!.firstContactedAt).toBe(first.firstContactedAt);
    clockOffsetMs = 0;
  });

  it('undoes Hide: the person is back among the leads to call', async () => {
    const email = 'undo-hide@example.com';
    await submit({ ...validConsultation, email, phone: '' });
    const person = (await personByEmail(email))!;
    const hidden = await change(person.id, { isHidden: true });
    expect(await personByEmail(email)).toBeUndefined();
    expect(await personByEmail(email, 'hidden')).toBeDefined();
    expect((await undo(person.id, { token: hidden.undoToken })).statusCode).toBe(200);
    expect(await personByEmail(email)).toEqual(person);
    expect((await leadsOf(email)).every((lead) => !lead.isHidden)).toBe(true);
  });

  it('refuses a foreign, unknown, stale or expired token and changes nothing', async () => {
    await submit({ ...validConsultation, email: 'undo-a@example.com', phone: '' });
    await submit({ ...validConsultation, email: 'undo-b@example.com', phone: '' });
    const a = (await personByEmail('undo-a@example.com'))!;
    const b = (await personByEmail('undo-b@example.com'))!;

    const hiddenA = await change(a.id, { isHidden: true });
    await refusal(b.id, { token: hiddenA.undoToken }, 404, new RegExp(`Lead ${b.id} has no such change`));
    await refusal(a.id, { token: 'not-a-token' }, 404, /no such change/);
    await refusal(999999, { token: hiddenA.undoToken }, 404, /no such change/);

    // A later change makes the earlier one's undo stale, even when it leaves the same flags.
    const calledA = await change(a.id, { isContacted: true });
    await refusal(a.id, { token: hiddenA.undoToken }, 409, /changed again since; nothing was undone/);
    const afterStale = (await personByEmail('undo-a@example.com', 'hidden'))!;
    expect(afterStale).toMatchObject({ isHidden: true, isContacted: true });

    clockOffsetMs = 61_000;
    await refusal(a.id, { token: calledA.undoToken }, 410, /Too late to undo/);
    expect(await personByEmail('undo-a@example.com', 'hidden')).toEqual(afterStale);
    clockOffsetMs = 0;
  });

  it('refuses bad input with a 400 and a message, and strangers with 401', async () => {
    for (const payload of [{}, { token: '' }, { token: 7 }, { token: 'x'.repeat(101) }, { token: 'a', more: 1 }]) {
      const response = await undo(1, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<ApiError>().message).toMatch(/\S/);
    }
    expect((await undo('abc', { token: 'a' })).statusCode).toBe(400);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/people/1/status/undo',
      payload: { token: 'a' },
      headers: { origin: ORIGIN },
    });
    expect(stranger.statusCode).toBe(401);
  });
});
