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

/** Storage is measured every few seconds; a tracker told to wait a minute asks again after the next ones. */
const STORAGE_RETRY_AFTER_SECONDS = 60;

export const BUSY: Refusal = {
  statusCode: 503,
  retryAfterSeconds: 1,
  message: 'Tracking is busy; please try again shortly',
};

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The way from a request's events to the buffer: the storage budget sheds the kinds it no longer
 * stores (for free: no counting), the address and session budgets keep what fits, and the buffer
 * takes the rest or refuses all of it. The answer counts only what the buffer took; when that is
 * nothing, it says why (429 over a budget, 503 when storage is full or the buffer busy).
 */
export class TrackingIntake {
  constructor(
    private readonly budgets: TrackingBudgets,
    private readonly storage: ActivityStorageBudget,
    private readonly buffer: TrackingBuffer,
  ) {}

  async take(address: string, events: StoredEvent[]): Promise<Intake> {
    const storable = this.storage.keep(events);
    if (storable.length === 0) {
      return {
        refused: {
          statusCode: 503,
          retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS,
          message: 'Tracking storage is full, so these events are not recorded; please try again later',
        },
      };
    }
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
