/**
 * The mail outbox's throughput: N messages queued (in transactions of 100, as leads would queue
 * them), then one instance's worker sends them to a real local SMTP server (smtp-server, which
 * keeps them in memory), at MAIL_CONCURRENCY's default of 16 sends at once over 4 connections. Measured: the time to
 * queue, the time from the worker's start until the SMTP server holds every message, and
 * messages per second; on on-disk PGlite in its worker thread and on PostgreSQL (with
 * `--instances 2`, two workers share the PostgreSQL database, each claiming with its locks).
 *
 * Run: npm run bench:mail-outbox -- [--db postgres|pglite|both] [--messages 2000] [--concurrency 16] [--instances 1]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.js';
import { mailOutbox } from '../src/server/db/schema.js';
import { SMTP_CONNECTIONS, smtpTransport } from '../src/server/mail/mail-transport.js';
import { MailOutbox } from '../src/server/mail/outbox.js';
import { OutboxWorker } from '../src/server/mail/outbox-worker.js';
import { DEFAULT_RETRY_BACKOFF } from '../src/server/mail/retry-backoff.js';
import { createPostgresDatabase } from '../src/server/test-support/databases.js';
import { startSmtpSink } from '../src/server/test-support/smtp-sink.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    messages: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
    instances: { type: 'string', default: '1' },
  },
});
const MESSAGES = Number(args.messages);
const CONCURRENCY = Number(args.concurrency);
const INSTANCES = Number(args.instances);
const PER_TRANSACTION = 100;
const kinds = args.db === 'both' ? (['pglite', 'postgres'] as const) : [args.db as 'pglite' | 'postgres'];
if (!kinds.every((kind) => kind === 'pglite' || kind === 'postgres') || !(MESSAGES >= 1) || !(CONCURRENCY >= 1)) {
  console.error(
    'usage: mail-outbox.ts [--db postgres|pglite|both] [--messages 2000] [--concurrency 16] [--instances 1]',
  );
  process.exit(2);
}

const logger = pino({ level: 'silent' });
const outbox = new MailOutbox({
  enabled: true,
  notifyEmail: 'principal@firm.example',
  messageIdDomain: 'bench.example',
});
/** About the size of a new-lead notice: a text and an HTML part. */
const TEXT = 'Consultation request from the website.\n\n'.padEnd(1200, 'Details of the lead. ');
const HTML = `<p>${TEXT}</p>`.padEnd(2500, ' ');

async function run(kind: 'pglite' | 'postgres'): Promise<void> {
  const folder = kind === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'bench-mail-')) : null;
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  const instances = kind === 'postgres' ? INSTANCES : 1;
  const databases: DatabaseHandle[] = [];
  for (let index = 0; index < instances; index++) {
    databases.push(await openDatabase({ databaseUrl: postgres?.url, dataDir: folder && path.join(folder, 'pgdata') }));
  }
  const sink = await startSmtpSink();
  const db = databases[0]!.db;
  try {
    const queueStart = performance.now();
    for (let sent = 0; sent < MESSAGES; sent += PER_TRANSACTION) {
      await db.transaction(async (tx) => {
        for (let index = sent; index < Math.min(MESSAGES, sent + PER_TRANSACTION); index++) {
          await outbox.enqueue(tx, {
            kind: 'lead_notice',
            to: 'firm',
            subject: `New lead ${index}`,
            text: TEXT,
            html: HTML,
          });
        }
      });
    }
    const queueMs = performance.now() - queueStart;

    const transports = databases.map(() =>
      smtpTransport({
        smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        from: 'bench@bench.example',
        maxConnections: SMTP_CONNECTIONS,
      }),
    );
    const workers = databases.map(
      (database, index) =>
        new OutboxWorker({
          db: database.db,
          locks: database.locks,
          transport: transports[index]!,
          addressKey: (address) => address.toLowerCase(),
          pollMs: 5000,
          concurrency: CONCURRENCY,
          backoff: DEFAULT_RETRY_BACKOFF,
          logger,
        }),
    );
    const sendStart = performance.now();
    for (const worker of workers) worker.start();
    while (sink.mails.length < MESSAGES) await new Promise((resolve) => setTimeout(resolve, 10));
    const sendMs = performance.now() - sendStart;
    for (const worker of workers) await worker.stop(5000);
    for (const transport of transports) transport.close();
    const [sent] = await db.select({ count: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    const duplicates =
      sink.mails.length - new Set(sink.mails.map((mail) => mail.raw.match(/^Message-ID: (.*)$/im)?.[1])).size;
    console.log(
      `${kind.padEnd(8)} instances ${instances}  concurrency ${CONCURRENCY}  ${MESSAGES} messages: ` +
        `queued in ${(queueMs / 1000).toFixed(2)} s (${Math.round(MESSAGES / (queueMs / 1000))}/s), ` +
        `delivered in ${(sendMs / 1000).toFixed(2)} s: ${Math.round(MESSAGES / (sendMs / 1000))} messages/s ` +
        `(rows marked sent ${sent!.count}, duplicates ${duplicates})`,
    );
  } finally {
    await sink.close();
    for (const database of databases) await database.close();
    if (folder) await rm(folder, { recursive: true, force: true });
    await postgres?.drop();
  }
}

for (const kind of kinds) await run(kind);
