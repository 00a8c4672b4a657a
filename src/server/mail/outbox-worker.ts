import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import type { InstanceLocks } from '#server/db/instance-locks.js';
import { ClaimedQueue } from '#server/db/claimed-queue.js';
import { mailOutbox, mailUnsubscribes } from '#server/db/schema.js';
import type { MailTransport, OutboxMessage } from './mail-transport.js';
import { UNSUBSCRIBABLE_KINDS } from './outbox.js';
import { retryDelayMs, type RetryBackoff } from './retry-backoff.js';

/** The lock space of outbox messages (any fixed number, unique among the product's lock spaces). */
export const MAIL_OUTBOX_LOCK_SPACE = 7337;

/**
 * A send the mail server has not answered within this long counts as failed (nodemailer's own
 * timeouts were seen not to end a send to a server that accepts the connection and never greets).
 * The server may still take the message later: delivery is at least once.
 */
const SEND_TIMEOUT_MS = 60_000;

export interface OutboxWorkerDeps {
  db: Db;
  locks: InstanceLocks;
  transport: MailTransport;
  /** An address's key in the unsubscribe list (the workbench's emailKey), null when it has none. */
  addressKey: (address: string) => string | null;
  /** How often each instance looks for due messages when nothing tells it sooner. */
  pollMs: number;
  /** Messages this instance sends at once. */
  concurrency: number;
  backoff: RetryBackoff;
  logger: FastifyBaseLogger;
}

/**
 * Sends the outbox (decision 0037). Every instance runs one: it looks at start, every `pollMs`,
 * when a message is queued here, and whenever one of its sends ends. A message is claimed with
 * its instance lock (decision 0018's session advisory lock on PostgreSQL), then read again: a
 * message another instance sent (or a booking change withdrew) meanwhile is left alone.
 *
 * Delivery is at least once: a crash between the mail server's acceptance and the row being
 * marked sent sends the message again after the restart, with the same Message-ID.
 */
export class OutboxWorker {
  private readonly queue: ClaimedQueue;

  constructor(private readonly deps: OutboxWorkerDeps) {
    this.queue = new ClaimedQueue({
      locks: deps.locks,
      lockSpace: MAIL_OUTBOX_LOCK_SPACE,
      due: async (limit) => {
        const due = await deps.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.sendAfter, sql`now()`)))
          .orderBy(asc(mailOutbox.sendAfter), asc(mailOutbox.id))
          .limit(limit);
        return due.map((row) => row.id);
      },
      work: (id) => this.send(id),
      pollMs: deps.pollMs,
      concurrency: deps.concurrency,
      onError: (error, id) =>
        id === undefined
          ? deps.logger.error({ err: error }, 'looking for mail to send failed')
          : deps.logger.error({ err: error, mailId: id }, 'sending mail failed'),
    });
  }

  /** Looks at once (what a restart or an outage left), then every `pollMs`. */
  start(): void {
    this.queue.start();
  }

  /** A message was just queued on this instance: look now, and once more shortly. */
  nudge(): void {
    this.queue.nudge();
  }

  /**
   * Stops looking and waits, at most `timeoutMs`, for the sends in flight. Sends still unanswered
   * are given up: their messages stay pending for the next look of any instance (one the server
   * took after all is then sent again, with the same Message-ID).
   */
  stop(timeoutMs: number): Promise<void> {
    return this.queue.stop(timeoutMs);
  }

  private async send(id: number): Promise<void> {
    const { db, logger } = this.deps;
    // Read again under the lock: another instance may have sent it since this look read it.
    const [message] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), lte(mailOutbox.sendAfter, sql`now()`)));
    if (!message) return;
    // Checked now rather than when queued: an unsubscribe after queuing still stops the message.
    if (UNSUBSCRIBABLE_KINDS.has(message.kind) && (await this.unsubscribed(message.recipient))) {
      await this.settle(id, 'suppressed');
      logger.info({ event: 'mail_suppressed', mailId: id, kind: message.kind }, 'mail not sent: unsubscribed');
      return;
    }
    try {
      await this.deliver(message);
    } catch (error) {
      await this.failed(message, error);
      return;
    }
    await this.settle(id, 'sent');
    logger.info({ event: 'mail_sent', mailId: id, kind: message.kind, attempts: message.attempts + 1 }, 'mail sent');
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.deps.transport.send(message),
        new Promise((_resolve, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer from the mail server within ${SEND_TIMEOUT_MS / 1000} s`)),
            SEND_TIMEOUT_MS,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async settle(id: number, status: 'sent' | 'suppressed'): Promise<void> {
    await this.deps.db
      .update(mailOutbox)
      .set({ status, ...(status === 'sent' ? { sentAt: sql`now()` } : {}) })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
  }

  private async unsubscribed(recipient: string): Promise<boolean> {
    const key = this.deps.addressKey(recipient);
    if (!key) return false;
    const [row] = await this.deps.db
      .select({ address: mailUnsubscribes.address })
      .from(mailUnsubscribes)
      .where(eq(mailUnsubscribes.address, key));
    return row !== undefined;
  }

  private async failed(message: OutboxMessage, error: unknown): Promise<void> {
    const attempts = message.attempts + 1;
    const delayMs = retryDelayMs(attempts, this.deps.backoff);
    const reason = withoutAddresses(error instanceof Error ? error.message : String(error)).slice(0, 500);
    await this.deps.db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: reason,
        firstFailedAt: sql`coalesce(${mailOutbox.firstFailedAt}, now())`,
        sendAfter: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      })
      .where(and(eq(mailOutbox.id, message.id), eq(mailOutbox.status, 'pending')));
    this.deps.logger.warn(
      { event: 'mail_send_failed', mailId: message.id, kind: message.kind, attempts, retryInMs: delayMs, reason },
      'mail not sent; it will be tried again',
    );
  }
}

/** A mail server's refusal often quotes the recipient ("550 <maria@…>: unknown user"): logs and the dashboard get neither. */
export const withoutAddresses = (text: string) => text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]');
