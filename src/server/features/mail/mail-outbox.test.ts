import { asc, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailHealth } from '#shared/booking-schemas.js';
import { openDatabase, type DatabaseHandle } from '#server/db/client.js';
import { mailOutbox } from '#server/db/schema.js';
import { createPostgresDatabase, DATABASE_KINDS, openTestDatabase } from '#server/test-support/databases.js';
import {
  deadPort,
  mailEnv,
  mailHeader,
  startSilentSmtp,
  startSmtpSink,
  type SmtpSink,
} from '#server/test-support/smtp-sink.js';
import {
  createTestApp,
  loginAsAdmin,
  validBrochure,
  validConsultation,
  type TestApp,
} from '#server/test-support/test-app.js';
import { waitFor } from '#server/test-support/wait-for.js';

/** The apps' backoff (test-app.ts): the longest wait between attempts. */
const TEST_RETRY_MAX_MS = 1000;

const rows = (database: DatabaseHandle) => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
/** The stored messages once there are `count` and all are sent. */
const allSent = async (database: DatabaseHandle, count: number) => {
  const stored = await rows(database);
  return stored.length === count && stored.every((row) => row.status === 'sent') ? stored : undefined;
};

describe.each(DATABASE_KINDS)('mail outbox on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const started = async <T extends { close(): Promise<void> }>(thing: Promise<T>): Promise<T> => {
    const value = await thing;
    cleanups.push(() => value.close());
    return value;
  };
  const sinkOn = (port?: number): Promise<SmtpSink> => started(startSmtpSink(port));
  const appWith = (env: Record<string, string>, database?: DatabaseHandle): Promise<TestApp> =>
    started(createTestApp(kind, { env, ...(database ? { database } : {}) }));
  const submit = (t: TestApp, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/consultation-request', payload });

  it('queues the notice and the acknowledgement with the lead and delivers each with its stored Message-ID', async () => {
    const sink = await sinkOn();
    const t = await appWith(mailEnv(sink.port));
    expect((await submit(t, validConsultation)).statusCode).toBe(201);
    // Committed with the lead: both rows are there when the visitor gets the answer.
    const queued = await rows(t.database);
    expect(queued.map((row) => [row.kind, row.recipient])).toEqual([
      ['lead_notice', 'principal@firm.example'],
      ['acknowledgement', validConsultation.email],
    ]);

    const sent = await waitFor(() => allSent(t.database, 2));
    await waitFor(() => (sink.mails.length === 2 ? true : undefined));
    for (const row of sent) {
      const mail = sink.mails.find((received) => received.to.includes(row.recipient))!;
      expect(mailHeader(mail, 'Message-ID')).toBe(row.messageId);
      expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@debt\.example\.com>$/);
      expect(row.sentAt).not.toBeNull();
    }
  });

  it('keeps the mail while the mail server is down, retrying ever later up to the cap, reports it after an hour, and delivers it when the server is back', async () => {
    const port = await deadPort();
    const t = await appWith(mailEnv(port));
    const cookie = await loginAsAdmin(t.app);
    const health = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/mail/health', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response.json<MailHealth>();
    };
    expect((await submit(t, validBrochure)).statusCode).toBe(201);

    const failing = await waitFor(async () => {
      const stored = await rows(t.database);
      return stored.length > 0 && stored.every((row) => row.attempts >= 4) ? stored : undefined;
    }, 20_000);
    for (const row of failing) {
      expect(row.status).toBe('pending');
      expect(row.firstFailedAt).not.toBeNull();
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    // The next attempt is never further off than the cap, however many attempts failed.
    const [{ longestWaitMs }] = (await t.database.db
      .select({ longestWaitMs: sql<number>`max(extract(epoch from ${mailOutbox.sendAfter} - now()) * 1000)::float8` })
      .from(mailOutbox)) as [{ longestWaitMs: number }];
    expect(longestWaitMs).toBeLessThanOrEqual(TEST_RETRY_MAX_MS);

    // Under an hour: no warning yet. Its failures began two hours ago: the dashboard is told.
    expect(await health()).toMatchObject({ enabled: true, failingOverAnHour: 0, oldestFailingSince: null });
    await t.database.db.update(mailOutbox).set({ firstFailedAt: sql`now() - interval '2 hours'` });
    const warned = await health();
    expect(warned.failingOverAnHour).toBe(failing.length);
    expect(Date.now() - Date.parse(warned.oldestFailingSince!)).toBeGreaterThan(3_600_000);
    expect(warned.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(t.logText()).not.toContain(validBrochure.email);

    const sink = await sinkOn(port);
    const sent = await waitFor(() => allSent(t.database, failing.length), 20_000);
    expect(sink.mails.map((mail) => mailHeader(mail, 'Message-ID')).sort()).toEqual(
      sent.map((row) => row.messageId).sort(),
    );
    expect(await health()).toMatchObject({ failingOverAnHour: 0, lastError: null });
  });

  it('leaves mail a stopped server could not send pending, and the next server on the database sends it', async () => {
    const database = await started(openTestDatabase(kind));
    const silent = await started(startSilentSmtp());
    const first = await createTestApp(kind, { env: mailEnv(silent.port), database });
    expect((await submit(first, validConsultation)).statusCode).toBe(201);
    // The send is in flight (the server never answers) when the app stops.
    await waitFor(() => (silent.connections() > 0 ? true : undefined));
    await first.close();
    const left = await rows(database);
    expect(left.map((row) => row.status)).toEqual(['pending', 'pending']);

    const sink = await sinkOn();
    await appWith(mailEnv(sink.port), database);
    const sent = await waitFor(() => allSent(database, 2), 20_000);
    expect(sent.map((row) => row.messageId)).toEqual(left.map((row) => row.messageId));
    await waitFor(() => (sink.mails.length === 2 ? true : undefined));
    expect(sink.mails.map((mail) => mailHeader(mail, 'Message-ID')).sort()).toEqual(
      left.map((row) => row.messageId).sort(),
    );
  });

  it('queues nothing with SMTP_URL unset, and says so on the admin health', async () => {
    const t = await appWith({ NOTIFY_EMAIL: 'principal@firm.example' });
    expect((await submit(t, validConsultation)).statusCode).toBe(201);
    expect(await rows(t.database)).toEqual([]);
    const cookie = await loginAsAdmin(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/mail/health', headers: { cookie } });
    expect(response.json()).toEqual({
      enabled: false,
      failingOverAnHour: 0,
      oldestFailingSince: null,
      lastError: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail/health' })).statusCode).toBe(401);
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('mail outbox with two instances on one database', () => {
  it('delivers each message once', async () => {
    const sink = await startSmtpSink();
    const database = await createPostgresDatabase();
    const handles: DatabaseHandle[] = [];
    const instances: TestApp[] = [];
    try {
      for (let index = 0; index < 2; index++) {
        const handle = await openDatabase({ databaseUrl: database.url, dataDir: null, poolSize: 3 });
        handles.push(handle);
        instances.push(await createTestApp('postgres', { env: mailEnv(sink.port), database: handle }));
      }
      const leads = 40;
      for (let index = 0; index < leads; index++) {
        const response = await instances[index % 2]!.app.inject({
          method: 'POST',
          url: '/api/consultation-request',
          payload: { ...validConsultation, email: `owner${index}@instances.example` },
        });
        expect(response.statusCode).toBe(201);
      }
      const count = leads * 2;
      const sent = await waitFor(() => allSent(handles[0]!, count), 30_000);
      // A row is marked sent only after the server accepted it, under its lock: nothing more can follow.
      const ids = sink.mails.map((mail) => mailHeader(mail, 'Message-ID'));
      expect(ids).toHaveLength(count);
      expect(new Set(ids)).toEqual(new Set(sent.map((row) => row.messageId)));
      const sentBy = instances.map((t) => t.logs.filter((line) => line.event === 'mail_sent').length);
      expect(sentBy[0]! + sentBy[1]!).toBe(count);
    } finally {
      for (const t of instances) await t.close();
      for (const handle of handles) await handle.close();
      await database.drop();
      await sink.close();
    }
  });
});
