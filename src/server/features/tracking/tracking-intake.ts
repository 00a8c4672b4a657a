import { TRACKING_LIMITS } from '#shared/tracking-schemas.js';
import type { ActivityStorageBudget } from './activity-storage-budget.js';
import type { TrackingBudgets } from './tracking-budgets.js';
import type { TrackingBuffer } from './tracking-buffer.js';
import type { StoredEvent } from './tracking-event.js';

/** Why nothing of a request was kept, as the route answers it. */
export interface Refusal {
  statusCode: 429 | 503;
  retryAfterSeconds: number;
  message: string;
}

export type Intake = { accepted: number } | { refused: Refusal };

export const BUSY: Refusal = {
  statusCode: 503,
  retryAfterSeconds: 1,
  message: 'Tracking is busy; please try again shortly',
};

/** Storage is measured every few seconds; a tracker told to wait a minute asks again after the next ones. */
const STORAGE_FULL: Refusal = {
  statusCode: 503,
  retryAfterSeconds: 60,
  message: 'Tracking storage is full, so these events are not recorded; please try again later',
};

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The way from a request's events to the buffer: the storage budget sheds the kinds it no longer
 * stores (for free: no counting), the address and session budgets keep what fits, and the buffer
 * takes the rest or refuses all of it. The answer counts only what the buffer took; when that is
 * nothing, it says why (429 over a budget, 503 when storage is full or the buffer busy).
 */
export class TrackingIntake {
  /** Room for the largest batch a request may carry: below it, a request is refused unread. */
  private readonly earlyHeadroom: number;

  constructor(
    private readonly budgets: TrackingBudgets,
    private readonly storage: ActivityStorageBudget,
    private readonly buffer: TrackingBuffer,
  ) {
    this.earlyHeadroom = Math.min(TRACKING_LIMITS.maxBatchEvents, buffer.maxPending);
  }

  /**
   * The refusal every request gets now whatever its body says, or null: the buffer has no room
   * for a maximal batch (routes.ts says why that is checked first), or storage is full.
   */
  refusalBeforeBody(): Refusal | null {
    if (!this.buffer.hasRoomFor(this.earlyHeadroom)) return BUSY;
    return this.storage.full ? STORAGE_FULL : null;
  }

  async take(address: string, events: StoredEvent[]): Promise<Intake> {
    const storable = this.storage.keep(events);
    if (storable.length === 0) return { refused: STORAGE_FULL };
    const { admitted, limitedBy } = await this.budgets.admit(address, storable);
    if (admitted.length === 0) {
      const after = seconds(limitedBy?.resetInMs ?? 60_000);
      const whose = limitedBy?.scope === 'session' ? 'this visitor session' : 'this address';
      return {
        refused: {
          statusCode: 429,
          retryAfterSeconds: after,
          message: `Too many tracking events from ${whose}; please try again in ${after} seconds`,
        },
      };
    }
    if (!this.buffer.add(admitted)) return { refused: BUSY };
    this.storage.accepted(admitted);
    return { accepted: admitted.length };
  }
}
