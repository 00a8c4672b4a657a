import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgementCopy } from '#content/acknowledgements.js';
import { firm } from '#content/firm.js';
import { bookings, mailAcknowledgements, mailOutbox, mailUnsubscribes } from '#server/db/schema.js';
import { MailOutbox } from '#server/mail/outbox.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import {
  mailEnv,
  mailHeader,
  mailText,
  startSmtpSink,
  type ReceivedMail,
  type SmtpSink,
} from '#server/test-support/smtp-sink.js';
import { createTestApp, validBrochure, validConsultation, type TestApp } from '#server/test-support/test-app.js';
import { uploadSilentVoicemail } from '#server/test-support/voice-messages.js';
import { waitFor } from '#server/test-support/wait-for.js';

const SITE = 'https://debt.example.com';

describe.each(DATABASE_KINDS)('acknowledgements and unsubscribe on %s', (kind) => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(kind, {
      env: { ...mailEnv(sink.port), TRANSCRIPTION_ENGINE: 'none', VOICE_RATE_LIMIT: '1000' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/consultation-request', payload });
  const acknowledgementTo = (address: string) => waitFor(() => sink.mails.find((mail) => mail.to.includes(address)));
  /** The outbox rows of one kind to one address, oldest first. */
  const stored = (address: string, kind: 'acknowledgement' | 'booking_confirmation' = 'acknowledgement') =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, address), eq(mailOutbox.kind, kind)))
      .orderBy(mailOutbox.id);
  /** Lets the address be acknowledged again, as a day later. */
  const dayLater = (addressKey: string) =>
    t.database.db
      .update(mailAcknowledgements)
      .set({ lastSentAt: sql`now() - interval '25 hours'` })
      .where(eq(mailAcknowledgements.address, addressKey));
  const oneClickUrl = (mail: ReceivedMail) => {
    const header = mailHeader(mail, 'List-Unsubscribe')!;
    return new URL(header.slice(1, -1));
  };

  it('answers a brochure request with the guide, what happens next, the phone numbers, a booking link and an unsubscribe link', async () => {
    expect((await submit({ ...validBrochure, email: 'sam@brightline.example' })).statusCode).toBe(201);
    const mail = await acknowledgementTo('sam@brightline.example');
    const text = mailText(mail);
    expect(mailHeader(mail, 'Subject')).toContain('Your free debt negotiation guide');
    expect(text).toContain('Hello Sam,');
    expect(text).toContain(acknowledgementCopy.followUpPromise);
    expect(text).toContain(`${SITE}/downloads/debt-negotiation-guide.pdf`);
    expect(text).toContain(`${SITE}/book`);
    for (const phone of firm.phones) expect(text).toContain(phone.display);
    expect(text).toContain(`${SITE}/unsubscribe/`);
    // One click (RFC 8058): the header names the API, and says a POST is enough.
    expect(oneClickUrl(mail).href).toMatch(new RegExp(`^${SITE}/api/mail/unsubscribe/[A-Za-z0-9_-]+$`));
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('answers a consultation request, without the guide', async () => {
    expect((await submit({ ...validConsultation, email: 'maria@okafor.example' })).statusCode).toBe(201);
    const text = mailText(await acknowledgementTo('maria@okafor.example'));
    expect(text).toContain('Hello Maria,');
    expect(text).toContain('consultation request');
    expect(text).toContain(`${SITE}/book`);
    expect(text).not.toContain('.pdf');
  });

  it('answers a voicemail, in the transaction that stores it', async () => {
    const response = await uploadSilentVoicemail(t.app, { email: 'tom@reyes.example' });
    expect(response.statusCode).toBe(201);
    const text = mailText(await acknowledgementTo('tom@reyes.example'));
    expect(text).toContain('Thank you for your voicemail');
    expect(text).toContain(`${SITE}/book`);
  });

  it('sends one acknowledgement per address a day, whatever the path or the spelling of the address', async () => {
    const address = 'dana@fairway.example';
    expect((await submit({ ...validConsultation, email: address })).statusCode).toBe(201);
    expect((await submit({ ...validBrochure, email: 'Dana+guide@Fairway.example' })).statusCode).toBe(201);
    expect(await stored(address)).toHaveLength(1);
    expect(await stored('Dana+guide@Fairway.example')).toHaveLength(0);

    await dayLater('dana@fairway.example');
    expect((await submit({ ...validBrochure, email: address })).statusCode).toBe(201);
    expect(await stored(address)).toHaveLength(2);
  });

  it('leaves the booking link out when the address has a call booked', async () => {
    const address = 'lee@booked.example';
    const startsAt = new Date(Date.now() + 2 * 86_400_000);
    await t.database.db.insert(bookings).values({
      startsAt,
      endsAt: new Date(startsAt.getTime() + 1_800_000),
      blockedUntil: new Date(startsAt.getTime() + 2_700_000),
      email: address,
      emailKey: address,
      firstName: 'Lee',
    });
    expect((await submit({ ...validConsultation, email: address })).statusCode).toBe(201);
    const text = mailText(await acknowledgementTo(address));
    expect(text).toContain(acknowledgementCopy.followUpPromise);
    expect(text).not.toContain(`${SITE}/book`);
  });

  it('unsubscribes with one click: later acknowledgements are suppressed, a booking confirmation still goes', async () => {
    const address = 'ana@ruiz.example';
    expect((await submit({ ...validConsultation, email: address })).statusCode).toBe(201);
    const url = oneClickUrl(await acknowledgementTo(address));
    // What a mail provider's server sends (RFC 8058): a form body, no Origin, no cookies.
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: url.pathname,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true });
    expect((await oneClick()).statusCode).toBe(200);
    const listed = await t.database.db.select().from(mailUnsubscribes).where(eq(mailUnsubscribes.address, address));
    expect(listed).toHaveLength(1);
    expect(t.logText()).not.toContain(address);

    await dayLater(address);
    expect((await submit({ ...validBrochure, email: address })).statusCode).toBe(201);
    await waitFor(async () => ((await stored(address))[1]?.status === 'suppressed' ? true : undefined));

    const outbox = new MailOutbox({
      enabled: true,
      notifyEmail: undefined,
      messageIdDomain: 'debt.example.com',
    });
    await outbox.enqueue(t.database.db, {
      kind: 'booking_confirmation',
      to: address,
      subject: 'Your call is booked',
      text: 'See you then.',
    });
    await waitFor(() => sink.mails.find((mail) => mail.to.includes(address) && mail.raw.includes('See you then')));
    expect(sink.mails.filter((mail) => mail.to.includes(address))).toHaveLength(2);
  });

  it('stops an acknowledgement queued before the unsubscribe', async () => {
    const address = 'kim@later.example';
    const outbox = new MailOutbox({ enabled: true, notifyEmail: undefined, messageIdDomain: 'debt.example.com' });
    await outbox.enqueue(t.database.db, {
      kind: 'acknowledgement',
      to: address,
      subject: 'Thank you',
      text: 'Queued before the unsubscribe.',
      sendAfter: new Date(Date.now() + 1500),
    });
    await t.database.db.insert(mailUnsubscribes).values({ address });
    await waitFor(async () => ((await stored(address))[0]?.status === 'suppressed' ? true : undefined));
    expect(sink.mails.some((mail) => mail.to.includes(address))).toBe(false);
  });

  it('unsubscribes a long address', async () => {
    const address = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(50)}.example`;
    expect((await submit({ ...validConsultation, email: address })).statusCode).toBe(201);
    const url = oneClickUrl(await acknowledgementTo(address));
    expect(url.pathname.length).toBeGreaterThan(300);
    const response = await t.app.inject({ method: 'POST', url: url.pathname });
    expect(response.body).toContain('unsubscribed');
  });

  it('accepts the unsubscribe page button (JSON), and refuses a link that is not ours with a clear 400', async () => {
    expect((await submit({ ...validConsultation, email: 'pat@page.example' })).statusCode).toBe(201);
    const url = oneClickUrl(await acknowledgementTo('pat@page.example'));
    const token = url.pathname.split('/').pop()!;
    const post = (path: string, payload?: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: path, ...(payload ? { payload } : {}), headers });

    // A GET (a mail scanner following links) never unsubscribes.
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(mailUnsubscribes).where(eq(mailUnsubscribes.address, 'pat@page.example')),
    ).toEqual([]);

    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [tampered, 'not-a-token', 'x'.repeat(500)]) {
      const response = await post(`/api/mail/unsubscribe/${bad}`, {});
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/not valid/);
    }
    // Plain text stays refused here as everywhere but tracking.
    const plain = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBe(415);

    const fromPage = await post(url.pathname, {}, { origin: SITE, 'sec-fetch-site': 'same-origin' });
    expect(fromPage.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(mailUnsubscribes).where(eq(mailUnsubscribes.address, 'pat@page.example')),
    ).toHaveLength(1);
  });
});
