import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, SlotsResponse } from '#shared/booking-schemas.js';
import type { PeoplePage, PersonDetail } from '#shared/people-schemas.js';
import { bookings } from '#server/db/schema.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, loginAsAdmin, validBrochure, type TestApp } from '#server/test-support/test-app.js';
import { emailKey } from './contact-keys.js';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const ORIGIN = 'http://localhost:3000';

/**
 * A booked call is a touchpoint of its person (issue 25): it creates the person when nobody
 * else had the address, it is the first call's due time, and a call that passes uncalled makes
 * the person overdue. The booking rows are written as the booking feature writes them.
 */
describe.each(DATABASE_KINDS)('booked calls in the lead workbench on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;

  beforeAll(async () => {
    t = await createTestApp(kind, { now, env: { PUBLIC_URL: ORIGIN } });
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(() => t?.close());

  async function book(
    contact: { email: string; firstName: string; company?: string; phone?: string },
    startsInMs: number,
  ) {
    const startsAt = new Date(now() + startsInMs);
    const endsAt = new Date(startsAt.getTime() + 30 * MINUTE_MS);
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        startsAt,
        endsAt,
        blockedUntil: new Date(endsAt.getTime() + 15 * MINUTE_MS),
        email: contact.email,
        emailKey: emailKey(contact.email)!,
        firstName: contact.firstName,
        company: contact.company ?? '',
        phone: contact.phone ?? '',
      })
      .returning();
    return row!;
  }

  const people = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/people${query}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PeoplePage>();
  };
  const personByEmail = async (email: string) =>
    (await people()).items.find((person) => person.summary.emails.includes(email));

  it('creates the person of a booking from someone new, with the booking as a touchpoint kind', async () => {
    const booking = await book(
      { email: 'new.booker@example.com', firstName: 'Rosa', company: 'Rosa Bakery' },
      5 * HOUR_MS,
    );
    const person = await personByEmail('new.booker@example.com');
    expect(person).toBeDefined();
    expect(person!.summary.touchpoints).toEqual({ lead_magnet: 0, consultation: 0, voicemail: 0, booking: 1 });
    expect(person!.summary.firstName).toBe('Rosa');
    expect(person!.summary.company).toBe('Rosa Bakery');
    expect(person!.summary.nameOrigin).toEqual({ source: 'typed', kind: 'booking', confidence: 1 });
    expect(person!.bookedCall).toEqual({
      bookingId: booking.id,
      start: booking.startsAt.toISOString(),
      end: booking.endsAt.toISOString(),
    });
    // The booked call is when the first call is due, not 24 hours from the booking.
    expect(person!.dueAt).toBe(booking.startsAt.toISOString());

    const detail = await t.app.inject({ method: 'GET', url: `/api/people/${person!.id}`, headers: { cookie } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<PersonDetail>().touchpoints.map((touch) => touch.kind)).toEqual(['booking']);
  });

  it('joins the booking to the person who already downloaded the brochure', async () => {
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: { ...validBrochure, email: 'brochure.first@example.com', firstName: 'Omar' },
      headers: { referer: `${ORIGIN}/` },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await book({ email: 'Brochure.First+call@example.com', firstName: 'Omar' }, 3 * HOUR_MS);
    const matching = (await people()).items.filter((person) =>
      person.summary.emails.some((email) => email.toLowerCase().startsWith('brochure.first')),
    );
    expect(matching).toHaveLength(1);
    expect(matching[0]!.summary.touchpoints.lead_magnet).toBe(1);
    expect(matching[0]!.summary.touchpoints.booking).toBe(1);
    expect(matching[0]!.bookedCall).not.toBeNull();
  });

  it('is not overdue before the booked call, even past 24 hours, and is overdue once it passes uncalled', async () => {
    const booking = await book({ email: 'later.call@example.com', firstName: 'Lee' }, 30 * HOUR_MS);
    expect((await personByEmail('later.call@example.com'))!.bookedCall?.bookingId).toBe(booking.id);

    clockOffsetMs = 25 * HOUR_MS;
    cookie = await loginAsAdmin(t.app);
    const dayOn = await people('?sort=due');
    const lee = dayOn.items.find((person) => person.summary.emails.includes('later.call@example.com'))!;
    expect(Date.parse(lee.dueAt)).toBeGreaterThan(now());
    // Everyone else is past the 24-hour promise or their booked call; Lee's call is still to come.
    expect(dayOn.speedToLead.overdue).toBe(dayOn.counts.all - 1);
    // The due order puts the booked call after everyone already overdue.
    const dueTimes = dayOn.items.map((person) => Date.parse(person.dueAt));
    expect(dueTimes).toEqual([...dueTimes].sort((a, b) => a - b));
    expect(dayOn.items.at(-1)!.id).toBe(lee.id);

    clockOffsetMs = 31 * HOUR_MS;
    cookie = await loginAsAdmin(t.app);
    const afterCall = await people('?sort=due');
    expect(afterCall.speedToLead.overdue).toBe(afterCall.counts.all);
    clockOffsetMs = 0;
    cookie = await loginAsAdmin(t.app);
  });

  it('follows a call booked, moved and cancelled through the booking API', async () => {
    const open = await t.app.inject({ method: 'GET', url: '/api/booking/slots' });
    expect(open.statusCode, open.body).toBe(200);
    const [first, second] = open.json<SlotsResponse>().slots;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { start: first!.start, email: 'api.booker@example.com', firstName: 'Ines', phone: '(555) 301-7788' },
      headers: { origin: ORIGIN },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<BookingCreated>();
    const person = await personByEmail('api.booker@example.com');
    expect(person?.bookedCall).toEqual({ bookingId: id, start: first!.start, end: first!.end });
    const detail = await t.app.inject({ method: 'GET', url: `/api/people/${person!.id}`, headers: { cookie } });
    expect(detail.json<PersonDetail>().consents).toEqual([
      expect.objectContaining({ kind: 'phone', touchpoint: 'booking', phone: '(555) 301-7788' }),
    ]);

    const admin = (action: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${id}/${action}`,
        headers: { cookie, origin: ORIGIN },
        ...(payload ? { payload } : {}),
      });
    const moved = await admin('move', { start: second!.start });
    expect(moved.statusCode, moved.body).toBe(200);
    await expect
      .poll(async () => (await personByEmail('api.booker@example.com'))?.bookedCall?.start)
      .toBe(second!.start);
    const cancelled = await admin('cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect.poll(async () => (await personByEmail('api.booker@example.com'))?.bookedCall ?? null).toBeNull();
    // With no call booked, the 24-hour promise counts again.
    const after = await personByEmail('api.booker@example.com');
    expect(Date.parse(after!.dueAt)).toBe(Date.parse(after!.firstTouchAt) + 24 * HOUR_MS);
  });
});
