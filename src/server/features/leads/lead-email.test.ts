import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema.js';
import { deadPort, startSmtpSink } from '#server/test-support/smtp-sink.js';
import { waitFor } from '#server/test-support/wait-for.js';
import { createTestApp, validConsultation, type TestApp } from '#server/test-support/test-app.js';

describe('new-lead e-mail', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp('pglite', {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        NOTIFY_EMAIL: 'principal@firm.example',
        PUBLIC_URL: 'https://debt.example.com',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('arrives at the SMTP server with the lead details and a link to the dashboard', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: validConsultation,
    });
    expect(response.statusCode).toBe(201);
    const mail = await waitFor(() => sink.mails.find((received) => received.to.includes('principal@firm.example')));
    expect(mail.from).toBe('no-reply@debt.example.com');
    const text = mail.raw.replace(/=\r\n/g, '');
    expect(text).toMatch(/^Subject: .*New lead: Consultation request from Maria Okafor/m);
    for (const detail of [
      'maria@okafor-paving.example',
      '(555) 201-3344',
      'Okafor Paving LLC',
      '$500,000 =E2=80=93 $1 million',
      '9=E2=80=9315 creditors',
    ]) {
      expect(text).toContain(detail);
    }
    expect(text).toContain('https://debt.example.com/admin');
    // One tap to call or to reply: a tel: link in E.164 and a mailto: link, as text and as buttons.
    expect(text).toContain('Call Maria Okafor: tel:+15552013344');
    expect(text).toContain('E-mail Maria Okafor: mailto:maria@okafor-paving.example?subject=3D');
    expect(text).toMatch(/Content-Type: text\/html/);
    expect(text).toContain('href=3D"tel:+15552013344"');
  });

  it('is not sent for a spam-trap submission', async () => {
    const [{ count: before }] = (await t.database.db.select({ count: count() }).from(mailOutbox)) as [
      { count: number },
    ];
    await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: { ...validConsultation, website: 'x' },
    });
    // A spam-trap submission stores nothing, so it queues nothing either.
    const [queued] = await t.database.db.select({ count: count() }).from(mailOutbox);
    expect(queued!.count).toBe(before);
  });
});

describe('new-lead e-mail with the SMTP server down', () => {
  it('does not affect the visitor: the lead is stored and answered; the mail waits in the outbox and the failure is logged without personal data', async () => {
    const t = await createTestApp('pglite', {
      env: { SMTP_URL: `smtp://127.0.0.1:${await deadPort()}`, NOTIFY_EMAIL: 'principal@firm.example' },
    });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/consultation-request',
        payload: validConsultation,
      });
      expect(response.statusCode).toBe(201);

      const failure = await waitFor(() =>
        t.logs.find((line) => line.event === 'mail_send_failed' && line.kind === 'lead_notice'),
      );
      expect(failure).toMatchObject({ mailId: expect.any(Number) as unknown, attempts: 1 });
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lead_notice'));
      expect(row).toMatchObject({ status: 'pending', recipient: 'principal@firm.example' });
      expect(row!.attempts).toBeGreaterThanOrEqual(1);
      expect(t.logText()).not.toContain('maria@okafor-paving.example');
    } finally {
      await t.close();
    }
  });
});
