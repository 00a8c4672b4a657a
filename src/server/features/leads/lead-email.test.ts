import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, validConsultation, type TestApp } from '../../test-support/test-app.js';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpSink(): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port with nothing listening on it. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

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
    const response = await t.app.inject({ method: 'POST', url: '/api/consultation-request', payload: validConsultation });
    expect(response.statusCode).toBe(201);
    const mail = await waitFor(() => sink.mails[0]);
    expect(mail.to).toEqual(['principal@firm.example']);
    expect(mail.from).toBe('no-reply@debt.example.com');
    const text = mail.raw.replace(/=\r\n/g, '');
    expect(text).toMatch(/^Subject: .*New lead: Consultation request from Maria Okafor/m);
    for (const detail of ['maria@okafor-paving.example', '(555) 201-3344', 'Okafor Paving LLC', '500k-1m', '9-15']) {
      expect(text).toContain(detail);
    }
    expect(text).toContain('https://debt.example.com/admin');
  });

  it('is not sent for a spam-trap submission', async () => {
    const before = sink.mails.length;
    await t.app.inject({ method: 'POST', url: '/api/consultation-request', payload: { ...validConsultation, website: 'x' } });
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
      const response = await t.app.inject({ method: 'POST', url: '/api/consultation-request', payload: validConsultation });
      expect(response.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(1000);

      const failure = await waitFor(() => t.logs.find((line) => line.msg === 'new-lead e-mail could not be sent'));
      expect(failure).toMatchObject({ leadId: expect.any(Number), attempts: 3 });
      expect(t.logText()).not.toContain('maria@okafor-paving.example');
    } finally {
      await t.close();
    }
  });
});
