import type { FastifyBaseLogger } from 'fastify';
import { asc, eq, lte, sql } from 'drizzle-orm';
import { ClaimedQueue } from '#server/db/claimed-queue.js';
import type { Db } from '#server/db/client.js';
import type { InstanceLocks } from '#server/db/instance-locks.js';
import { pushOutbox, pushSubscriptions } from '#server/db/schema.js';
import { retryDelayMs, type RetryBackoff } from '#server/mail/retry-backoff.js';
import { alertNotification, readAlertSubject } from './push-notification.js';
import { PushRefused, type PushTransport } from './push-transport.js';

/** The lock space of push outbox rows (any fixed number, unique among the product's lock spaces). */
export const PUSH_OUTBOX_LOCK_SPACE = 7339;

/**
 * An alert not delivered within this long is dropped: a day-old "New voicemail" is noise, and the
 * dashboard shows the lead anyway. The push services are asked to keep it no longer either.
 */
export const PUSH_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * An alert whose touchpoint is not linked yet (another instance holds the linker's lock) waits
 * this long and is looked at again, for up to LINK_WAIT_MS after it was queued; then it opens
 * the dashboard without a row.
 */
const LINK_RETRY_MS = 2000;
const LINK_WAIT_MS = 30_000;

/** Answers that mean the subscription is gone for good (RFC 8030 §7.3): its row is deleted. */
const GONE_STATUSES = new Set([404, 410]);

export interface PushWorkerDeps {
  db: Db;
  locks: InstanceLocks;
  transport: PushTransport;
  /** Links what is not yet linked to its person (the workbench's linker), so the alert can open that row. */
  linkPeople: () => Promise<void>;
  pollMs: number;
  concurrency: number;
  backoff: RetryBackoff;
  logger: FastifyBaseLogger;
}

/**
 * Sends the push outbox (decision 0039) the way the mail outbox is sent: every instance runs one,
 * claiming each due row with its instance lock (ClaimedQueue). A sent alert's row is deleted; a
 * device whose push service answers 404 or 410 is unsubscribed (its pending alerts go with it);
 * any other failure is tried again after the mail outbox's backoff, until the alert is a day old.
 */
export class PushWorker {
  private readonly queue: ClaimedQueue;

  constructor(private readonly deps: PushWorkerDeps) {
    this.queue = new ClaimedQueue({
      locks: deps.locks,
      lockSpace: PUSH_OUTBOX_LOCK_SPACE,
      due: async (limit) => {
        const due = await deps.db
          .select({ id: pushOutbox.id })
          .from(pushOutbox)
          .where(lte(pushOutbox.sendAfter, sql`now()`))
          .orderBy(asc(pushOutbox.sendAfter), asc(pushOutbox.id))
          .limit(limit);
        return due.map((row) => row.id);
      },
      work: (id) => this.send(id),
      pollMs: deps.pollMs,
      concurrency: deps.concurrency,
      onError: (error, id) =>
        id === undefined
          ? deps.logger.error({ err: error }, 'looking for alerts to push failed')
          : deps.logger.error({ err: error, pushId: id }, 'pushing an alert failed'),
    });
  }

  start(): void {
    this.queue.start();
  }

  /** An alert was just queued on this instance: look now, and once more shortly. */
  nudge(): void {
    this.queue.nudge();
  }

  /** Stops looking; pushes unanswered after `timeoutMs` stay queued for the next look of any instance. */
  stop(timeoutMs: number): Promise<void> {
    return this.queue.stop(timeoutMs);
  }

  private async send(id: number): Promise<void> {
    const { logger } = this.deps;
    // Read again under the lock: another instance may have sent it since this look read it.
    const [push] = await this.deps.db
      .select({
        id: pushOutbox.id,
        kind: pushOutbox.kind,
        touchpointId: pushOutbox.touchpointId,
        attempts: pushOutbox.attempts,
        stale: sql<boolean>`${pushOutbox.createdAt} < now() - make_interval(secs => ${PUSH_MAX_AGE_MS / 1000})`,
        linkMayCome: sql<boolean>`${pushOutbox.createdAt} > now() - make_interval(secs => ${LINK_WAIT_MS / 1000})`,
        subscriptionId: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushOutbox.id, id));
    if (!push) return;
    if (push.stale) {
      await this.remove(id);
      logger.warn({ event: 'push_dropped', pushId: id, attempts: push.attempts }, 'alert dropped: over a day old');
      return;
    }
    let subject = await readAlertSubject(this.deps.db, push.kind, push.touchpointId);
    // Linking runs just after the commit, off the visitor's request: it may not have finished.
    if (subject?.personId === null) {
      await this.deps.linkPeople();
      subject = await readAlertSubject(this.deps.db, push.kind, push.touchpointId);
      if (subject?.personId === null && push.linkMayCome) {
        await this.deps.db
          .update(pushOutbox)
          .set({ sendAfter: sql`now() + make_interval(secs => ${LINK_RETRY_MS / 1000})` })
          .where(eq(pushOutbox.id, id));
        return;
      }
    }
    if (!subject) {
      await this.remove(id);
      logger.info({ event: 'push_dropped', pushId: id }, 'alert dropped: what it was about is gone');
      return;
    }
    try {
      await this.deps.transport.send(push, JSON.stringify(alertNotification(push.kind, subject)));
    } catch (error) {
      if (error instanceof PushRefused && GONE_STATUSES.has(error.statusCode)) {
        // The browser unsubscribed, or its subscription expired: it will never take a push again.
        await this.deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, push.subscriptionId));
        logger.info(
          { event: 'push_subscription_gone', subscriptionId: push.subscriptionId, status: error.statusCode },
          'device no longer subscribed: its alerts are off',
        );
        return;
      }
      await this.failed(push, error);
      return;
    }
    await this.remove(id);
    logger.info({ event: 'push_sent', pushId: id, kind: push.kind, attempts: push.attempts + 1 }, 'alert pushed');
  }

  private async remove(id: number): Promise<void> {
    await this.deps.db.delete(pushOutbox).where(eq(pushOutbox.id, id));
  }

  private async failed(push: { id: number; attempts: number }, error: unknown): Promise<void> {
    const attempts = push.attempts + 1;
    const delayMs = retryDelayMs(attempts, this.deps.backoff);
    // A push service's answer names no person: the reason is kept as it is, cut short.
    const reason = describe(error).slice(0, 500);
    await this.deps.db
      .update(pushOutbox)
      .set({
        attempts: sql`${pushOutbox.attempts} + 1`,
        lastError: reason,
        sendAfter: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      })
      .where(eq(pushOutbox.id, push.id));
    this.deps.logger.warn(
      { event: 'push_send_failed', pushId: push.id, attempts, retryInMs: delayMs, reason },
      'alert not pushed; it will be tried again',
    );
  }
}

/** fetch's "fetch failed" with its cause ("ECONNREFUSED"), which says what went wrong. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? (error.cause as Error & { code?: string }) : undefined;
  return cause ? `${error.message}: ${cause.code ?? cause.message}` : error.message;
}
