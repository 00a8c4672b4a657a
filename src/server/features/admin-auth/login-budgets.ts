import type { Counters } from '#server/shared-state/counters.js';

/**
 * Who a login attempt is counted against: the browser's device token when it holds a valid one
 * (device-token.ts), otherwise its address, keyed as every other limit keys it
 * (client-info/address-key.ts: an IPv6 address by its /64).
 */
export type LoginSender = { kind: 'device'; nonce: string } | { kind: 'address'; address: string };

export interface LoginLimits {
  /** Failed or refused attempts per address (no device token) before the address is blocked. */
  maxFailures: number;
  /** How long a block lasts after the sender's latest attempt. */
  blockMs: number;
  /** Attempts without a device token, from every address together, per minute. */
  globalMaxPerMinute: number;
  /** Failed or refused attempts per device token before the token is blocked. */
  deviceMaxFailures: number;
}

export type Admission =
  { admitted: true } | { admitted: false; budget: 'address' | 'device' | 'global'; retryAfterMs: number };

const GLOBAL_KEY = 'login:global';
const GLOBAL_WINDOW_MS = 60_000;

const senderKey = (sender: LoginSender) =>
  sender.kind === 'device' ? `login:device:${sender.nonce}` : `login:address:${sender.address}`;

/**
 * The login budgets (decision 0028), counted in the shared counters: in Redis with REDIS_URL, so
 * every instance counts the same attempts, else in this process.
 *
 * Every attempt is counted against its sender before any hashing, and a success forgives the
 * count. So what is counted is failures plus refusals: an attempt refused for any reason (a
 * block, the global budget, a full hash queue) costs its sender as much as a wrong password, and
 * attempts arriving at once cannot slip past a limit they would reach together. Each attempt
 * starts the sender's window again: a block ends `blockMs` after the sender's latest attempt, so a
 * sender that keeps trying while blocked stays blocked.
 *
 * A device token over its budget is refused rather than treated as tokenless: its budget then
 * bounds every guess made with that cookie (a stolen one included), and the admin's own browser
 * would gain nothing in the tokenless crowd a flood fills.
 */
export class LoginBudgets {
  constructor(
    private readonly counters: Counters,
    private readonly limits: LoginLimits,
  ) {}

  async admit(sender: LoginSender): Promise<Admission> {
    const own = await this.counters.add(senderKey(sender), 1, this.limits.blockMs, { restartWindow: true });
    const max = sender.kind === 'device' ? this.limits.deviceMaxFailures : this.limits.maxFailures;
    if (own.count > max) return { admitted: false, budget: sender.kind, retryAfterMs: own.resetInMs };
    // Token holders have their own budget and are outside the global one: a flood spends it, not them.
    if (sender.kind === 'device') return { admitted: true };
    const global = await this.counters.add(GLOBAL_KEY, 1, GLOBAL_WINDOW_MS);
    if (global.count > this.limits.globalMaxPerMinute) {
      return { admitted: false, budget: 'global', retryAfterMs: global.resetInMs };
    }
    return { admitted: true };
  }

  /** A successful login clears its sender's count. */
  async forgive(sender: LoginSender): Promise<void> {
    await this.counters.reset(senderKey(sender));
  }
}
