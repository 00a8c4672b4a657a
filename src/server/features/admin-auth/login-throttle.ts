import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { loginFailures } from '#server/db/schema.js';

/**
 * Counts failed logins per client IP. After `maxFailures` inside the window the IP is blocked for
 * `blockMs`, and every attempt during the block (the right password included) is refused before
 * any hashing. The counts are in the database, so every instance sharing it counts the same
 * failures and a restart forgets none (decision 0019).
 */
export class LoginThrottle {
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly maxFailures: number,
    private readonly blockMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the IP must still wait, or 0 when it may try. */
  async retryAfterMs(ip: string): Promise<number> {
    const [row] = await this.db
      .select({ blockedUntil: loginFailures.blockedUntil })
      .from(loginFailures)
      .where(eq(loginFailures.ip, ip));
    return row?.blockedUntil ? Math.max(0, row.blockedUntil.getTime() - this.now()) : 0;
  }

  /**
   * One more failure for the IP, counted in one statement so that failures arriving at several
   * instances at once are all counted. The failure that reaches the limit starts the block and a
   * new window.
   */
  async recordFailure(ip: string): Promise<void> {
    const now = this.now();
    const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
    const stale = sql`${loginFailures.windowStart} < ${at(now - this.blockMs)}`;
    const counted = sql`(case when ${stale} then 1 else ${loginFailures.failures} + 1 end)`;
    const reached = sql`${counted} >= ${this.maxFailures}`;
    const firstBlocks = this.maxFailures <= 1;
    await this.db.execute(sql`
      insert into ${loginFailures} (ip, failures, window_start, blocked_until)
      values (${ip}, ${firstBlocks ? 0 : 1}, ${at(now)}, ${firstBlocks ? at(now + this.blockMs) : null})
      on conflict (ip) do update set
        failures = case when ${reached} then 0 else ${counted} end,
        window_start = case when ${reached} or ${stale} then ${at(now)} else ${loginFailures.windowStart} end,
        blocked_until = case when ${reached} then ${at(now + this.blockMs)} else ${loginFailures.blockedUntil} end
    `);
    await this.purgeOccasionally(now);
  }

  async recordSuccess(ip: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.ip, ip));
  }

  /** Rows whose window began more than a block ago count nothing; cleared once a minute at most. */
  private async purgeOccasionally(now: number): Promise<void> {
    if (now - this.lastPurge < 60_000) return;
    this.lastPurge = now;
    await this.db.delete(loginFailures).where(lt(loginFailures.windowStart, new Date(now - this.blockMs)));
  }
}
