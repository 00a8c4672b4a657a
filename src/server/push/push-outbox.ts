import { sql } from 'drizzle-orm';
import type { TouchpointKind } from '#shared/people-schemas.js';
import { pushOutbox, pushSubscriptions } from '#server/db/schema.js';
import type { DbOrTx } from '#server/mail/outbox.js';

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
