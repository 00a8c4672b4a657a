import { sql } from 'drizzle-orm';
import type { TouchpointKind } from '#shared/people-schemas.js';
import { pushOutbox, pushSubscriptions } from '#server/db/schema.js';
import type { DbOrTx } from '#server/mail/outbox.js';

/** How long "no device is subscribed" is believed (see hasSubscribers). */
export const NO_SUBSCRIBER_TRUST_MS = 5_000;

/** What an alert is about: a touchpoint, by kind and id (the lead's, voice message's or booking's). */
export interface PushCause {
  kind: TouchpointKind;
  touchpointId: number;
}

/**
 * The one way the product queues an alert (decision 0039): `enqueue` writes one `push_outbox` row
 * per subscribed device on the caller's transaction, so the alert exists exactly when what caused
 * it does; the push worker (push-worker.ts) sends them. No device subscribed: nothing is written.
 */
export class PushOutbox {
  private readonly queuedListeners: Array<() => void> = [];
  /** Until when "no device is subscribed" is believed without asking again. */
  private noneUntil = 0;

  /** `db`: where subscriptions are looked up by `hasSubscribers`; without one, there always may be. */
  constructor(private readonly db?: DbOrTx) {}

  /**
   * Whether any device may be subscribed. A lead with nothing else to queue is then one insert
   * instead of a transaction (on PGlite a transaction holds the one connection, which hides the
   * queue from the load shedding). "None" is believed for NO_SUBSCRIBER_TRUST_MS, so the first
   * device turned on may miss alerts for that long; any answer with devices is never cached.
   */
  async hasSubscribers(now = Date.now()): Promise<boolean> {
    if (!this.db) return true;
    if (now < this.noneUntil) return false;
    const [any] = await this.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).limit(1);
    if (!any) this.noneUntil = now + NO_SUBSCRIBER_TRUST_MS;
    return Boolean(any);
  }

  /** A device was just subscribed on this instance: stop believing there is none. */
  subscribed(): void {
    this.noneUntil = 0;
  }

  /** Calls `listener` after alerts are written (not yet committed): the worker looks soon after. */
  onQueued(listener: () => void): void {
    this.queuedListeners.push(listener);
  }

  async enqueue(tx: DbOrTx, cause: PushCause): Promise<void> {
    // One statement whatever the number of devices: a lead's transaction stays short.
    await tx.execute(sql`
      insert into ${pushOutbox} (subscription_id, kind, touchpoint_id)
      select ${pushSubscriptions.id}, ${cause.kind}, ${cause.touchpointId} from ${pushSubscriptions}`);
    for (const listener of this.queuedListeners) listener();
  }
}
