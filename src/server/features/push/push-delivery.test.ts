import { asc, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushNotification } from '#shared/push-schemas.js';
import { leads, pushOutbox, pushSubscriptions, bookings, voiceMessages } from '#server/db/schema.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import {
  pushDevice,
  startPushEndpoint,
  type PushDevice,
  type PushEndpoint,
} from '#server/test-support/push-endpoint.js';
import { deadPort } from '#server/test-support/smtp-sink.js';
import {
  createTestApp,
  loginAsAdmin,
  validBrochure,
  validConsultation,
  type TestApp,
} from '#server/test-support/test-app.js';
import { uploadSilentVoicemail } from '#server/test-support/voice-messages.js';
import { waitFor } from '#server/test-support/wait-for.js';

/** The pushes' TTL: a day, as long as the outbox keeps an alert (push-worker.ts). */
const DAY_SECONDS = '86400';

describe.each(DATABASE_KINDS)('push delivery on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const started = async <T extends { close(): Promise<void> }>(thing: Promise<T>): Promise<T> => {
    const value = await thing;
    cleanups.push(() => value.close());
    return value;
  };
  const appWith = () =>
    started(createTestApp(kind, { env: { TRANSCRIPTION_ENGINE: 'none', VOICE_RATE_LIMIT: '1000' } }));

  /** Turns alerts on for `device` through the API. */
  const subscribe = async (t: TestApp, device: PushDevice) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/push/subscriptions',
      headers: { cookie: await loginAsAdmin(t.app) },
      payload: device.subscription,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const outbox = (t: TestApp) => t.database.db.select().from(pushOutbox).orderBy(asc(pushOutbox.id));
  const publicKey = async (t: TestApp) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/push/key',
      headers: { cookie: await loginAsAdmin(t.app) },
    });
    return response.json<{ publicKey: string }>().publicKey;
  };
  /** The pushes `endpoint` got for `device`, decrypted, once there are `count` and the outbox is empty. */
  const pushesTo = async (t: TestApp, endpoint: PushEndpoint, device: PushDevice, count: number) => {
    const path = new URL(device.subscription.endpoint).pathname;
    const received = await waitFor(async () => {
      const mine = endpoint.received.filter((push) => push.path === path);
      return mine.length >= count && (await outbox(t)).length === 0 ? mine : undefined;
    }, 20_000);
    return received.map((push) => ({ push, notification: JSON.parse(device.decrypt(push.body)) as PushNotification }));
  };

  it('pushes one encrypted, VAPID-signed alert per device for a new lead, naming the person and the kind only', async () => {
    const endpoint = await started(startPushEndpoint());
    const t = await appWith();
    const phone = pushDevice(endpoint.url('phone'));
    const laptop = pushDevice(endpoint.url('laptop'));
    await subscribe(t, phone);
    await subscribe(t, laptop);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: validConsultation,
    });
    expect(created.statusCode).toBe(201);
    // Committed with the lead: one row per device before the visitor has the answer.
    const queued = await outbox(t);
    expect(queued.map((row) => row.kind)).toEqual(['consultation', 'consultation']);

    const key = await publicKey(t);
    for (const device of [phone, laptop]) {
      const pushes = await pushesTo(t, endpoint, device, 1);
      // Linked to its person before the alert was sent: the alert opens that row.
      const [lead] = await t.database.db.select().from(leads);
      expect(pushes).toHaveLength(1);
      const [{ push, notification }] = pushes as [(typeof pushes)[number]];
      expect(push.headers.ttl).toBe(DAY_SECONDS);
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`));
      expect(notification).toEqual({
        title: 'New consultation request',
        body: validConsultation.firstName,
        url: `/admin#person-${lead!.personId}`,
      });
      expect(lead!.personId).not.toBeNull();
    }
    // Nothing else of the lead is anywhere in what was pushed.
    const plain = [phone, laptop].flatMap((device) =>
      endpoint.received
        .filter((push) => push.path === new URL(device.subscription.endpoint).pathname)
        .map((push) => device.decrypt(push.body)),
    );
    for (const text of plain) {
      for (const secret of [validConsultation.email, validConsultation.phone, validConsultation.lastName]) {
        expect(text).not.toContain(secret);
      }
    }
    expect(endpoint.received).toHaveLength(2);
  });

  it('pushes a brochure download, a voicemail and a booked call once each', async () => {
    const endpoint = await started(startPushEndpoint());
    const t = await appWith();
    const phone = pushDevice(endpoint.url('phone'));
    await subscribe(t, phone);

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/consultation-request', payload: validBrochure })).statusCode,
    ).toBe(201);
    expect((await uploadSilentVoicemail(t.app, { email: 'tom@reyes.example' })).statusCode).toBeLessThan(300);
    const slots = await t.app.inject({ method: 'GET', url: '/api/booking/slots' });
    const [slot] = slots.json<{ slots: Array<{ start: string }> }>().slots;
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        start: slot!.start,
        email: 'ana@lima-freight.example',
        firstName: 'Ana',
        lastName: 'Lima',
        phone: '',
        company: '',
        sessionId: 'session_1763800000000_push',
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);

    const pushes = (await pushesTo(t, endpoint, phone, 3)).map((push) => push.notification);
    const [voice] = await t.database.db.select().from(voiceMessages);
    const [booked] = await t.database.db.select().from(bookings);
    const [brochure] = await t.database.db.select().from(leads);
    expect(pushes).toHaveLength(3);
    expect(pushes).toEqual(
      expect.arrayContaining([
        { title: 'Brochure download', body: validBrochure.firstName, url: `/admin#person-${brochure!.personId}` },
        // Nothing understood from a silent recording: no name.
        { title: 'New voicemail', body: 'Someone', url: `/admin#person-${voice!.personId}` },
        { title: 'Call booked', body: 'Ana', url: `/admin#person-${booked!.personId}` },
      ]),
    );
  });

  it('unsubscribes a device whose push service answers 410, and still alerts the others', async () => {
    const endpoint = await started(startPushEndpoint());
    const gone = await started(startPushEndpoint());
    gone.status = 410;
    const t = await appWith();
    const oldPhone = pushDevice(gone.url('old-phone'));
    const phone = pushDevice(endpoint.url('phone'));
    await subscribe(t, oldPhone);
    await subscribe(t, phone);

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/consultation-request', payload: validConsultation })).statusCode,
    ).toBe(201);
    expect(await pushesTo(t, endpoint, phone, 1)).toHaveLength(1);
    expect(gone.received).toHaveLength(1);
    const left = await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: phone.subscription.endpoint }]);
    expect(t.logs.some((line) => line.event === 'push_subscription_gone')).toBe(true);
  });

  it('keeps an alert while the push service is down, tries again, and delivers it when the service is back', async () => {
    const port = await deadPort();
    const t = await appWith();
    const phone = pushDevice(`http://127.0.0.1:${port}/push/phone`);
    await subscribe(t, phone);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/consultation-request', payload: validConsultation })).statusCode,
    ).toBe(201);

    const failing = await waitFor(async () => {
      const [row] = await outbox(t);
      return row && row.attempts >= 3 ? row : undefined;
    }, 20_000);
    expect(failing.lastError).toMatch(/ECONNREFUSED|fetch failed/);

    const endpoint = await started(startPushEndpoint(port));
    const pushes = await pushesTo(t, endpoint, phone, 1);
    expect(pushes.map((push) => push.notification.title)).toEqual(['New consultation request']);
  });

  it('drops an alert over a day old without pushing it, and queues nothing with no device subscribed', async () => {
    const endpoint = await started(startPushEndpoint());
    const t = await appWith();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/consultation-request', payload: validConsultation })).statusCode,
    ).toBe(201);
    expect(await outbox(t)).toEqual([]);

    const phone = pushDevice(endpoint.url('phone'));
    await subscribe(t, phone);
    const [lead] = await t.database.db.select().from(leads);
    const [subscription] = await t.database.db.select().from(pushSubscriptions);
    // An alert queued a day and an hour ago (its push service was away all day).
    await t.database.db.insert(pushOutbox).values({
      subscriptionId: subscription!.id,
      kind: 'consultation',
      touchpointId: lead!.id,
      createdAt: sql`now() - interval '25 hours'`,
    });
    await waitFor(async () => ((await outbox(t)).length === 0 ? true : undefined));
    expect(t.logs.some((line) => line.event === 'push_dropped')).toBe(true);
    expect(endpoint.received).toEqual([]);
  });
});
