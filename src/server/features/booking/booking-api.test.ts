import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingPhoneConsentNotice } from '#content/consent-notices.js';
import { DEFAULT_AVAILABILITY, type BookingCreated, type SlotsResponse } from '#shared/booking-schemas.js';
import { bookings, consents, mailOutbox, settings } from '#server/db/schema.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';
import { TWO_CALLS_MESSAGE } from './booking-service.js';
import { ManageTokens } from './manage-token.js';

/**
 * The booking API on both databases (issue 25 §3, decision 0038). The clock is the app's `now`
 * option; it starts on Monday 2026-11-30 at 6:00 in New York (EST, UTC-5).
 */
const MONDAY_6AM = Date.parse('2026-11-30T11:00:00Z');
const NINE = '2026-11-30T14:00:00.000Z';
const NINE_45 = '2026-11-30T14:45:00.000Z';
const TEN_30 = '2026-11-30T15:30:00.000Z';
const NOTIFY = 'principal@firm.example';

const visitor = {
  start: NINE,
  email: 'maria@okafor-paving.example',
  firstName: 'Maria',
  lastName: 'Okafor',
  phone: '(555) 201-3344',
  company: 'Okafor Paving LLC',
  sessionId: 'session_1763800000000_abc123xyz',
};

describe.each(DATABASE_KINDS)('booking API on %s', (kind) => {
  let t: TestApp;
  let clock = MONDAY_6AM;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      now: () => clock,
      env: {
        SMTP_URL: 'smtp://127.0.0.1:1',
        NOTIFY_EMAIL: NOTIFY,
        PUBLIC_URL: 'https://www.summitdebtadvisors.example',
        BOOKING_RATE_LIMIT: '100000',
      },
    });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    clock = MONDAY_6AM;
    const { db } = t.database;
    await db.delete(consents).where(sql`${consents.bookingId} is not null`);
    await db.delete(mailOutbox);
    await db.delete(bookings);
    await db.delete(settings).where(eq(settings.key, 'booking_availability'));
  });

  const book = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/bookings', payload: payload as object, headers });
  const booked = async (payload: Record<string, unknown> = {}) => {
    const response = await book({ ...visitor, ...payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<BookingCreated>();
  };
  const slots = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/booking/slots' });
    expect(response.statusCode).toBe(200);
    return response.json<SlotsResponse>();
  };
  const slotStarts = async () => (await slots()).slots.map((slot) => slot.start);
  const tokenOf = (manageUrl: string) => manageUrl.split('/book/manage/')[1]!;
  const manage = (token: string, action = '', payload?: object) =>
    t.app.inject({
      method: action && action !== '/invite.ics' ? 'POST' : 'GET',
      url: `/api/bookings/manage/${token}${action}`,
      ...(payload ? { payload } : {}),
    });
  const mailOf = (bookingId: number) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, bookingId)).orderBy(asc(mailOutbox.id));
  const rowsOf = (email: string) =>
    t.database.db.select().from(bookings).where(eq(bookings.email, email)).orderBy(asc(bookings.id));
  const admin = async () => {
    const cookie = await loginAsAdmin(t.app);
    return (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
  };

  it('lists open times in the firm zone, 9:00 local before and after the spring change', async () => {
    clock = Date.parse('2026-03-05T12:00:00Z');
    const answer = await slots();
    expect(answer.timeZone).toBe('America/New_York');
    const firstOf = (day: string) => answer.slots.find((slot) => slot.start.startsWith(day));
    expect(firstOf('2026-03-06')).toEqual({ start: '2026-03-06T14:00:00.000Z', end: '2026-03-06T14:30:00.000Z' });
    expect(firstOf('2026-03-07')).toBeUndefined();
    expect(firstOf('2026-03-09')).toEqual({ start: '2026-03-09T13:00:00.000Z', end: '2026-03-09T13:30:00.000Z' });
    clock = Date.parse('2026-10-29T12:00:00Z');
    const autumn = await slots();
    expect(autumn.slots.find((slot) => slot.start.startsWith('2026-10-30'))!.start).toBe('2026-10-30T13:00:00.000Z');
    expect(autumn.slots.find((slot) => slot.start.startsWith('2026-11-02'))!.start).toBe('2026-11-02T14:00:00.000Z');
  });

  it('keeps the minimum notice and the horizon, and leaves out blocked dates', async () => {
    clock = Date.parse('2026-11-30T14:10:00Z'); // Monday 9:10 local
    const starts = await slotStarts();
    expect(starts[0]).toBe('2026-11-30T16:15:00.000Z');
    expect(starts.at(-1)).toBe('2026-12-14T14:00:00.000Z');
    const put = await (
      await admin()
    )('PUT', '/api/admin/booking/availability', {
      ...DEFAULT_AVAILABILITY,
      blockedDates: ['2026-12-01'],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await slotStarts()).filter((start) => start.startsWith('2026-12-01'))).toEqual([]);
    const refused = await book({ ...visitor, start: '2026-12-01T14:00:00.000Z' });
    expect(refused.statusCode).toBe(409);
  });

  it('books an open time: 201 with the manage link, the time leaves the list, mail and invite queued', async () => {
    const created = await booked();
    expect(created).toEqual({
      id: expect.any(Number) as unknown,
      start: NINE,
      end: '2026-11-30T14:30:00.000Z',
      manageUrl: expect.stringMatching(
        /^https:\/\/www\.summitdebtadvisors\.example\/book\/manage\/\d+\.[A-Za-z0-9_-]{43}$/,
      ) as unknown,
    });
    const starts = await slotStarts();
    expect(starts).not.toContain(NINE);
    expect(starts).toContain(NINE_45);

    const [row] = await rowsOf(visitor.email);
    expect(row).toMatchObject({ status: 'booked', sequence: 0, emailKey: 'maria@okafor-paving.example' });
    expect(row!.blockedUntil.toISOString()).toBe(NINE_45);

    const mail = await mailOf(created.id);
    expect(mail.map((m) => [m.kind, m.recipient, m.status])).toEqual([
      ['booking_confirmation', visitor.email, 'pending'],
      ['booking_notice', NOTIFY, 'pending'],
      ['booking_reminder', visitor.email, 'pending'],
    ]);
    expect(mail[2]!.sendAfter.toISOString()).toBe('2026-11-30T13:00:00.000Z');
    // The reminder can be refused (RFC 8058); the confirmation and the notice cannot.
    expect(mail[2]!.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/www\.summitdebtadvisors\.example\/api\/mail\/unsubscribe\/.+>$/,
    );
    expect(mail[2]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail[2]!.text).toContain('https://www.summitdebtadvisors.example/unsubscribe/');
    expect(mail[0]!.headers).toEqual({});
    expect(mail[0]!.subject).toBe('Your free consultation call: Mon, Nov 30, 9:00 AM EST');
    expect(mail[0]!.text).toContain(created.manageUrl);
    const invite = mail[0]!.attachments[0]!;
    expect(invite.contentType).toContain('text/calendar');
    const lines = invite.content.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:booking-${created.id}@www.summitdebtadvisors.example`,
        'SEQUENCE:0',
        'DTSTART:20261130T140000Z',
        'DTEND:20261130T143000Z',
        'STATUS:CONFIRMED',
        'ORGANIZER;CN="Summit Business Debt Advisors":mailto:no-reply@www.summitdebtadvisors.example',
      ]),
    );
    expect(invite.content.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(mail[1]!.attachments[0]!.content).toContain('METHOD:REQUEST');
  });

  it('records the phone consent with the booking form notice, in the booking transaction', async () => {
    const created = await booked();
    const rows = await t.database.db.select().from(consents).where(eq(consents.bookingId, created.id));
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'phone', phone: visitor.phone, noticeText: bookingPhoneConsentNotice }),
    ]);
    const without = await booked({ email: 'sam@brightline.example', phone: '', start: NINE_45 });
    expect(await t.database.db.select().from(consents).where(eq(consents.bookingId, without.id))).toEqual([]);
  });

  it('ten simultaneous requests for one time: exactly one 201 and nine 409s', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book({ ...visitor, email: `racer${i}@race.example`, phone: `(555) 310-000${i}`, start: TEN_30 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json<{ message: string }>().message).toBe(
        'That time is no longer available. Please choose another.',
      );
    }
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.status, 'booked'));
    expect(rows).toHaveLength(1);
  });

  it('ten simultaneous requests of one person keep one booked call', async () => {
    const starts = (await slotStarts()).slice(0, 10);
    const responses = await Promise.all(starts.map((start) => book({ ...visitor, start })));
    expect(responses.every((response) => response.statusCode === 201 || response.statusCode === 409)).toBe(true);
    expect(responses.some((response) => response.statusCode === 201)).toBe(true);
    const rows = (await rowsOf(visitor.email)).filter((row) => row.status === 'booked');
    expect(rows).toHaveLength(1);
  });

  it('keeps the buffer on both sides of a call, and the database refuses an overlapping row itself', async () => {
    const availability = { ...DEFAULT_AVAILABILITY, bufferMinutes: 30, minNoticeMinutes: 0 };
    expect((await (await admin())('PUT', '/api/admin/booking/availability', availability)).statusCode).toBe(200);
    // A call booked under other settings: 9:40-10:10, its buffer to 10:40 (local).
    const base = { email: 'x@x.example', emailKey: 'x@x.example', firstName: 'X' };
    await t.database.db.insert(bookings).values({
      ...base,
      startsAt: new Date('2026-11-30T14:40:00Z'),
      endsAt: new Date('2026-11-30T15:10:00Z'),
      blockedUntil: new Date('2026-11-30T15:40:00Z'),
    });
    const starts = await slotStarts();
    // 9:00 would end 9:30 and keep its buffer to 10:00: past 9:40. 10:00 starts inside the buffer.
    expect(starts).not.toContain(NINE);
    expect(starts).not.toContain('2026-11-30T15:00:00.000Z');
    expect(starts).toContain('2026-11-30T16:00:00.000Z');
    expect((await book({ ...visitor, start: NINE })).statusCode).toBe(409);
    expect((await book({ ...visitor, start: '2026-11-30T15:00:00.000Z' })).statusCode).toBe(409);
    expect((await book({ ...visitor, start: '2026-11-30T16:00:00.000Z' })).statusCode).toBe(201);

    const insert = (start: string, until: string) =>
      t.database.db.insert(bookings).values({
        ...base,
        email: `${start}@x.example`,
        emailKey: `${start}@x.example`,
        startsAt: new Date(start),
        endsAt: new Date(new Date(start).getTime() + 30 * 60_000),
        blockedUntil: new Date(until),
      });
    const error = await insert('2026-11-30T15:20:00Z', '2026-11-30T16:00:00Z').then(
      () => null,
      (caught: unknown) => caught,
    );
    const codes = [error, (error as { cause?: unknown })?.cause].map((e) => (e as { code?: string })?.code);
    expect(codes).toContain('23P01');
    // Right after a span ends ([) ranges touch without overlapping): allowed.
    await insert('2026-11-30T17:00:00Z', '2026-11-30T18:00:00Z');
  });

  it('one booked call per person: booking again moves it (same id, SEQUENCE + 1, reminder re-queued)', async () => {
    const first = await booked();
    const again = await booked({ email: 'Maria+call@Okafor-Paving.example', start: TEN_30, phone: '' });
    expect(again.id).toBe(first.id);
    expect(again.start).toBe(TEN_30);
    expect(again.manageUrl).toBe(first.manageUrl);
    const rows = await t.database.db.select().from(bookings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'booked', sequence: 1 });
    const starts = await slotStarts();
    expect(starts).toContain(NINE);
    expect(starts).not.toContain(TEN_30);

    const mail = await mailOf(first.id);
    const reminders = mail.filter((m) => m.kind === 'booking_reminder');
    expect(reminders.map((m) => [m.status, m.sendAfter.toISOString()])).toEqual([
      ['cancelled', '2026-11-30T13:00:00.000Z'],
      ['pending', '2026-11-30T14:30:00.000Z'],
    ]);
    const moved = mail.filter((m) => m.kind === 'booking_confirmation').at(-1)!;
    expect(moved.subject).toContain('moved');
    expect(moved.attachments[0]!.content).toContain(`UID:booking-${first.id}@`);
    expect(moved.attachments[0]!.content).toContain('SEQUENCE:1');
    expect(moved.attachments[0]!.content).toContain('DTSTART:20261130T153000Z');
    expect(mail.filter((m) => m.kind === 'booking_notice').at(-1)!.subject).toContain('Call moved');

    // The same time again (a second click) changes nothing and sends nothing.
    const count = (await mailOf(first.id)).length;
    expect((await booked({ start: TEN_30 })).id).toBe(first.id);
    expect(await mailOf(first.id)).toHaveLength(count);
  });

  it('the same phone under another e-mail is the same person: booking again moves that call', async () => {
    const first = await booked();
    const again = await booked({ email: 'maria.okafor@gmail.example', phone: '+1 555 201 3344', start: TEN_30 });
    expect(again.id).toBe(first.id);
    expect(await t.database.db.select({ id: bookings.id }).from(bookings)).toHaveLength(1);
    expect((await t.database.db.select().from(bookings))[0]).toMatchObject({
      email: 'maria.okafor@gmail.example',
      phoneKey: '+15552013344',
      startsAt: new Date(TEN_30),
    });

    // A call under an address without the phone, and this one under the phone: the visitor chooses.
    const other = await booked({ email: 'office@okafor-paving.example', phone: '', start: NINE });
    expect(other.id).not.toBe(first.id);
    const both = await book({ ...visitor, email: 'office@okafor-paving.example', start: NINE_45 });
    expect(both.statusCode, both.body).toBe(409);
    expect(both.json<{ message: string }>().message).toBe(TWO_CALLS_MESSAGE);
    expect((await t.database.db.select().from(bookings)).map((row) => row.startsAt.toISOString()).sort()).toEqual(
      [NINE, TEN_30].sort(),
    );
  });

  it('a booked call whose time has passed becomes past when its person books again', async () => {
    const first = await booked();
    clock = Date.parse('2026-12-01T11:00:00Z');
    const second = await booked({ start: '2026-12-01T14:00:00.000Z' });
    expect(second.id).not.toBe(first.id);
    expect((await rowsOf(visitor.email)).map((row) => row.status)).toEqual(['past', 'booked']);
  });

  it('the manage page shows the call; a GET never cancels; cancelling is a POST that tells both sides', async () => {
    const created = await booked();
    const token = tokenOf(created.manageUrl);
    for (let i = 0; i < 3; i += 1) {
      const page = await manage(token);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toEqual({
        id: created.id,
        start: NINE,
        end: '2026-11-30T14:30:00.000Z',
        status: 'booked',
        timeZone: 'America/New_York',
        firstName: 'Maria',
        email: visitor.email,
      });
    }
    const cancelled = await manage(token, '/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await rowsOf(visitor.email);
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'visitor', sequence: 1 });
    expect((await manage(token)).json()).toMatchObject({ status: 'cancelled' });
    expect(await slotStarts()).toContain(NINE);

    const mail = await mailOf(created.id);
    expect(mail.find((m) => m.kind === 'booking_reminder')!.status).toBe('cancelled');
    const cancellation = mail.find((m) => m.kind === 'booking_cancellation')!;
    expect(cancellation.recipient).toBe(visitor.email);
    expect(cancellation.attachments[0]!.content).toContain('METHOD:CANCEL');
    expect(cancellation.attachments[0]!.content).toContain('STATUS:CANCELLED');
    expect(cancellation.attachments[0]!.content).toContain('SEQUENCE:1');
    expect(cancellation.attachments[0]!.content).toContain(`UID:booking-${created.id}@`);
    expect(mail.filter((m) => m.kind === 'booking_notice').at(-1)!.subject).toContain('Call cancelled by Maria Okafor');

    const twice = await manage(token, '/cancel', {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toMatch(/cancelled/);
    expect((await manage(token, '/move', { start: TEN_30 })).statusCode).toBe(409);
    const ics = await manage(token, '/invite.ics');
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('METHOD:CANCEL');
  });

  it('moves the call from the manage page to another open time, never to one not open', async () => {
    const other = await booked({ email: 'other@x.example', phone: '', start: NINE_45 });
    const created = await booked();
    const token = tokenOf(created.manageUrl);
    const taken = await manage(token, '/move', { start: other.start });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe('That time is no longer available. Please choose another.');
    const moved = await manage(token, '/move', { start: TEN_30 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: created.id, start: TEN_30, status: 'booked' });
    expect((await rowsOf(visitor.email))[0]).toMatchObject({ sequence: 1, status: 'booked' });
    const ics = await manage(token, '/invite.ics');
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('METHOD:REQUEST');
    expect(ics.body).toContain('SEQUENCE:1');
    expect(ics.body).toContain('DTSTART:20261130T153000Z');

    clock = Date.parse('2026-11-30T15:35:00Z'); // the call has started
    const late = await manage(token, '/cancel');
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/already started or taken place/);
  });

  it('answers 404 for a wrong, forged or malformed manage token', async () => {
    const created = await booked();
    const token = tokenOf(created.manageUrl);
    const [id, mac] = token.split('.') as [string, string];
    const flipped = `${id}.${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    const otherKey = new ManageTokens(randomBytes(32)).issue(created.id);
    const otherId = `${created.id + 1}.${mac}`;
    for (const bad of [flipped, otherKey, otherId, 'abc', `${id}`, `${id}.${mac}x`]) {
      for (const action of ['', '/cancel', '/invite.ics']) {
        const response = await manage(bad, action);
        expect(response.statusCode, `${bad} ${action}`).toBe(404);
        expect(response.json<{ message: string }>().message).toMatch(/not valid/);
      }
    }
    expect((await rowsOf(visitor.email))[0]!.status).toBe('booked');
  });

  it.each([
    ['a start that is not a time', { start: 'tomorrow' }, 'Please choose a time from the list'],
    ['a start without its zone', { start: '2026-11-30T14:00:00' }, 'Please choose a time from the list'],
    ['a bad e-mail', { email: 'maria@' }, 'Please enter a valid email address'],
    ['no first name', { firstName: ' ' }, 'First name is required'],
    ['a bad phone', { phone: 'call me' }, 'Please enter a valid phone number'],
    ['an unknown field', { coupon: 'FREE' }, 'coupon'],
  ])('refuses %s with 400 and a message', async (_name, change, message) => {
    const response = await book({ ...visitor, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it.each([
    ['on a Saturday', '2026-12-05T14:00:00.000Z'],
    ['off the grid', '2026-11-30T14:05:00.000Z'],
    ['within the minimum notice', '2026-11-30T11:30:00.000Z'],
    ['in the past', '2026-11-27T14:00:00.000Z'],
    ['beyond the horizon', '2026-12-15T14:00:00.000Z'],
  ])('answers 409 for a time not open: %s', async (_name, start) => {
    const response = await book({ ...visitor, start });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'That time is no longer available. Please choose another.',
    );
    expect(await rowsOf(visitor.email)).toEqual([]);
  });

  it('accepts the same instant written with an offset', async () => {
    const created = await booked({ start: '2026-11-30T09:00:00-05:00' });
    expect(created.start).toBe(NINE);
  });

  it('refuses a booking posted from another site', async () => {
    const response = await book(visitor, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(await rowsOf(visitor.email)).toEqual([]);
  });

  it('availability: defaults, validated changes, and changing the hours never moves a booking', async () => {
    const call = await admin();
    const read = await call('GET', '/api/admin/booking/availability');
    expect(read.json()).toEqual({ timeZone: 'America/New_York', availability: DEFAULT_AVAILABILITY });
    const bad: Array<[unknown, string]> = [
      [{ ...DEFAULT_AVAILABILITY, callMinutes: 5 }, 'Call length must be at least 10'],
      [{ ...DEFAULT_AVAILABILITY, bufferMinutes: 'x' }, 'Buffer must be a number'],
      [{ ...DEFAULT_AVAILABILITY, blockedDates: ['2026-13-01'] }, 'Use a date such as 2026-12-24'],
      [
        {
          ...DEFAULT_AVAILABILITY,
          weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, mon: [{ start: '17:00', end: '09:00' }] },
        },
        'The hours must end after they start',
      ],
      [
        {
          ...DEFAULT_AVAILABILITY,
          weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, mon: [{ start: '9:00', end: '17:00' }] },
        },
        'Use a 24-hour time',
      ],
      [{ ...DEFAULT_AVAILABILITY, extra: true }, 'extra'],
    ];
    for (const [payload, message] of bad) {
      const response = await call('PUT', '/api/admin/booking/availability', payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const created = await booked();
    // The person linker links the booking to its person off the request; a workbench read waits
    // for it, so the row compared below is not changed meanwhile by the link.
    expect((await call('GET', '/api/people')).statusCode).toBe(200);
    const before = await rowsOf(visitor.email);
    const afternoons = {
      ...DEFAULT_AVAILABILITY,
      callMinutes: 60,
      weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, mon: [{ start: '13:00', end: '17:00' }] },
    };
    const put = await call('PUT', '/api/admin/booking/availability', afternoons);
    expect(put.json()).toEqual({ timeZone: 'America/New_York', availability: afternoons });
    expect(await rowsOf(visitor.email)).toEqual(before);
    expect((await slotStarts()).filter((s) => s.startsWith('2026-11-30'))[0]).toBe('2026-11-30T18:00:00.000Z');
    expect((await manage(tokenOf(created.manageUrl))).json()).toMatchObject({ start: NINE, status: 'booked' });
  });

  it("the dashboard lists today's and upcoming calls, and cancels or moves one (the visitor is told)", async () => {
    const early = await booked({ email: 'early@x.example', phone: '', start: NINE });
    const late = await booked({ email: 'late@x.example', phone: '', start: '2026-12-02T14:00:00.000Z' });
    const gone = await booked({ email: 'gone@x.example', phone: '', start: TEN_30 });
    await manage(tokenOf(gone.manageUrl), '/cancel');
    clock = Date.parse('2026-11-30T16:00:00Z'); // 11:00 local: the 9:00 call is over, still today
    const call = await admin();
    const list = await call('GET', '/api/admin/bookings');
    expect(list.statusCode).toBe(200);
    const body = list.json<{ timeZone: string; items: Array<{ id: number; status: string }> }>();
    expect(body.timeZone).toBe('America/New_York');
    expect(body.items.map((item) => [item.id, item.status])).toEqual([
      [early.id, 'past'],
      [late.id, 'booked'],
    ]);

    const moved = await call('POST', `/api/admin/bookings/${late.id}/move`, { start: '2026-12-02T14:45:00.000Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: late.id, start: '2026-12-02T14:45:00.000Z', status: 'booked' });
    const notOpen = await call('POST', `/api/admin/bookings/${late.id}/move`, { start: '2026-12-05T14:00:00.000Z' });
    expect(notOpen.statusCode).toBe(409);

    const cancelled = await call('POST', `/api/admin/bookings/${late.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect((await rowsOf('late@x.example'))[0]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'firm',
      sequence: 2,
    });
    const mail = await mailOf(late.id);
    const told = mail.find((m) => m.kind === 'booking_cancellation')!;
    expect(told.recipient).toBe('late@x.example');
    expect(told.text).toContain('We had to cancel');
    expect(told.attachments[0]!.content).toContain('SEQUENCE:2');
    expect(mail.filter((m) => m.kind === 'booking_reminder').every((m) => m.status === 'cancelled')).toBe(true);

    expect((await call('POST', `/api/admin/bookings/${late.id}/cancel`)).statusCode).toBe(409);
    const unknown = await call('POST', '/api/admin/bookings/2147483647/cancel');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Booking 2147483647 not found' });
    expect((await call('POST', `/api/admin/bookings/${early.id}/cancel`)).statusCode).toBe(409);
  });
});

describe.each(DATABASE_KINDS)('booking without SMTP, at its rate limit, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => MONDAY_6AM, env: { BOOKING_RATE_LIMIT: '2' } });
  });
  afterAll(() => t?.close());

  it('gives the manage link and the invite without SMTP, queues no mail, then limits the address', async () => {
    const send = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/bookings', remoteAddress, payload: { ...visitor, email, phone: '' } });
    const first = await send('a@x.example', '2001:db8:1:2::1');
    expect(first.statusCode).toBe(201);
    const { manageUrl } = first.json<BookingCreated>();
    const invite = await t.app.inject({
      method: 'GET',
      url: `${new URL(manageUrl).pathname.replace('/book/manage/', '/api/bookings/manage/')}/invite.ics`,
    });
    expect(invite.statusCode).toBe(200);
    expect(invite.body).toContain('METHOD:REQUEST');
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);

    // The same /64, another address in it: one budget.
    expect((await send('b@x.example', '2001:db8:1:2::99')).statusCode).toBe(409);
    const limited = await send('c@x.example', '2001:db8:1:2:ffff::1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(/Too many requests/);
    // Another network is not limited.
    expect((await send('d@x.example', '2001:db8:9::1')).statusCode).toBe(409);
  });
});
