import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { adminSessions } from '#server/db/schema.js';

/**
 * Admin sessions: the cookie holds a 256-bit random token; the database holds only its SHA-256,
 * so a leaked database row cannot be replayed as a cookie. Sessions end after `idleMs` without
 * use or `maxAgeMs` after login, whichever comes first.
 */
export interface AdminSessionTimes {
  idleMs: number;
  maxAgeMs: number;
}

/**
 * last_seen_at is refreshed at most once a minute, so polling the dashboard does not write every
 * time; but always well inside the idle time, or a session in use would expire between two
 * refreshes (with a 1-minute idle time it did, at 80 s, while used every 3 s).
 */
const MAX_TOUCH_INTERVAL_MS = 60_000;
const touchIntervalFor = (idleMs: number) => Math.min(MAX_TOUCH_INTERVAL_MS, Math.floor(idleMs / 4));
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class AdminSessionStore {
  constructor(
    private readonly db: Db,
    private readonly times: AdminSessionTimes,
    private readonly now: () => number = Date.now,
  ) {}

  async create(): Promise<{ id: string; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const now = new Date(this.now());
    await this.db.insert(adminSessions).values({
      id,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.times.maxAgeMs),
    });
    return { id, token };
  }

  /** The session's public id when the token is valid and unexpired, otherwise null. */
  async authenticate(token: string | undefined): Promise<string | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const now = this.now();
    const [session] = await this.db
      .select({ id: adminSessions.id, lastSeenAt: adminSessions.lastSeenAt })
      .from(adminSessions)
      .where(
        and(
          eq(adminSessions.tokenHash, hashToken(token)),
          gt(adminSessions.expiresAt, new Date(now)),
          gt(adminSessions.lastSeenAt, new Date(now - this.times.idleMs)),
        ),
      )
      .limit(1);
    if (!session) return null;
    if (now - session.lastSeenAt.getTime() >= touchIntervalFor(this.times.idleMs)) {
      await this.db
        .update(adminSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(adminSessions.id, session.id));
    }
    return session.id;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    await this.db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
  }

  async revokeAll(): Promise<void> {
    await this.db.delete(adminSessions);
  }

  async purgeExpired(): Promise<void> {
    const now = this.now();
    await this.db
      .delete(adminSessions)
      .where(
        or(lt(adminSessions.expiresAt, new Date(now)), lt(adminSessions.lastSeenAt, new Date(now - this.times.idleMs))),
      );
  }
}
