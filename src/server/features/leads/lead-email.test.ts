import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const mail = await waitFor(() => sink.mails[0]);
    expect(mail.to).toEqual(['principal@firm.example']);
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
    const before = sink.mails.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: { ...validConsultation, website: 'x' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails.length).toBe(before);
  });
});

describe('new-lead e-mail with the SMTP server down', () => {
  it('does not affect the visitor: the lead is stored and acknowledged at once; the failure is logged without personal data', async () => {
    const t = await createTestApp('pglite', {
      env: { SMTP_URL: `smtp://127.0.0.1:${await deadPort()}`, NOTIFY_EMAIL: 'principal@firm.example' },
    });
    try {
      const started = Date.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/consultation-request',
        payload: validConsultation,
      });
      expect(response.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(1000);

      const failure = await waitFor(() => t.logs.find((line) => line.msg === 'notification e-mail could not be sent'));
      expect(failure).toMatchObject({ leadId: expect.any(Number) as unknown, attempts: 3 });
      expect(t.logText()).not.toContain('maria@okafor-paving.example');
    } finally {
      await t.close();
    }
  });
});
