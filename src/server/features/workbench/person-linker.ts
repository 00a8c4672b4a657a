import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { VoiceUnderstanding } from '#shared/voice-schemas.js';
import type { Db } from '#server/db/client.js';
import { bookings, leads, people, personKeys, visitorSessions, voiceMessages } from '#server/db/schema.js';
import { contactKeys, type ContactKey } from './contact-keys.js';
import {
  SUMMARY_VERSION,
  emptySummary,
  summarisePerson,
  type PersonTouchpoint,
  type ReadSituation,
  type SessionTouches,
  type StoredTouch,
} from './person-summary.js';

/** The advisory lock that keeps instances from linking the same touchpoints at once. */
export const LINK_LOCK_KEY = 7302;
/** Touchpoints linked per transaction: a backlog (first start after an upgrade) goes in rounds. */
const LINK_BATCH = 200;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Each touchpoint table, by the linker's name for it. */
const TOUCHPOINT_TABLES = { lead: leads, voice: voiceMessages, booking: bookings } as const;

interface Unlinked {
  kind: keyof typeof TOUCHPOINT_TABLES;
  id: number;
  at: Date;
  email: string;
  phone: string;
}

/**
 * Links every lead and voice message to its person (docs/workbench.md) and keeps each person's
 * summary current. A stored touchpoint is told here (`touched`) once committed; linking runs
 * right after, off the visitor's request. Anything not yet linked — a crash between the commit and
 * the link, or rows from before the workbench — is linked by the next `sync`, which runs at start
 * and before every workbench read, so no lead is ever missing from the list.
 */
export class PersonLinker {
  private running: Promise<void> | null = null;
  /** Whether this process has looked for people summarised by an older version (once, at its first pass). */
  private versionsChecked = false;
  private again = false;
  /** Shutting down: the current batch is finished (its people recomputed), the rest waits for the next start. */
  private stopping = false;
  /** People whose touchpoints changed since their summary was computed. */
  private readonly stale = new Set<number>();
  /** Voice messages changed (understood, retried, deleted) whose person is to be recomputed. */
  private readonly changedVoice = new Set<number>();
  /** Bookings made, moved or cancelled whose person is to be recomputed. */
  private readonly changedBookings = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly readSituation: ReadSituation,
    private readonly logger: FastifyBaseLogger,
    /** The clock the booked call is chosen by (which call is still to come). */
    private readonly now: () => number = Date.now,
  ) {}

  /** A lead was stored (or the server started): link what is unlinked soon, off the caller's path. */
  leadStored(): void {
    void this.sync().catch((error: unknown) => this.logger.error({ err: error }, 'linking leads to people failed'));
  }

  /** A voice message was stored, understood or deleted: link it and recompute its person soon. */
  voiceChanged(voiceId: number): void {
    this.changedVoice.add(voiceId);
    this.leadStored();
  }

  /** A call was booked, moved or cancelled: link it and recompute its person (the list's "Call booked") soon. */
  bookingChanged(bookingId: number): void {
    this.changedBookings.add(bookingId);
    this.leadStored();
  }

  /**
   * Links what is unlinked and recomputes what changed; resolves when both are done. Calls made
   * while one runs share a single further run, so a burst of leads costs two passes, not one each.
   */
  sync(): Promise<void> {
    if (this.stopping) return this.running ?? Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again && !this.stopping);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Resolves once no pass is running. */
  async idle(): Promise<void> {
    while (this.running) await this.running.catch(() => {});
  }

  /**
   * Shutdown: finishes the batch in hand and recomputes its people, then stops, so closing never
   * waits for a backlog (the first start after an upgrade links thousands of touchpoints). What
   * is left unlinked is linked by the next start's first pass.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.idle();
  }

  /**
   * Recomputes these people's summaries and first and last touch now: retention deleted some of
   * their touchpoints, and nothing of those may stay in what the list shows.
   */
  async refreshPeople(ids: readonly number[]): Promise<void> {
    for (const id of ids) this.stale.add(id);
    await this.sync();
  }

  /** Recomputes every person's summary (after a change to the scoring rules, or by tests). */
  async refreshAll(): Promise<void> {
    const rows = await this.db.select({ id: people.id }).from(people);
    for (const { id } of rows) this.stale.add(id);
    await this.sync();
  }

  private async pass(): Promise<void> {
    if (!this.versionsChecked) {
      // After an upgrade, every summary of an older shape is recomputed before the first read
      // answers (the API's schema would refuse a summary missing a field).
      const outdated = await this.db
        .select({ id: people.id })
        .from(people)
        .where(sql`coalesce((${people.summary}->>'version')::int, 0) < ${SUMMARY_VERSION}`);
      for (const { id } of outdated) this.stale.add(id);
      this.versionsChecked = true;
    }
    for (;;) {
      const linked = await this.linkBatch();
      if (linked < LINK_BATCH || this.stopping) break;
    }
    await this.markStale(voiceMessages, this.changedVoice);
    await this.markStale(bookings, this.changedBookings);
    const stale = [...this.stale];
    this.stale.clear();
    for (const personId of stale) await this.refresh(personId);
  }

  /** Links up to LINK_BATCH touchpoints, oldest first; returns how many. */
  private async linkBatch(): Promise<number> {
    // Every workbench read syncs first: when nothing waits (nearly always), two index probes and
    // no transaction or lock.
    if (!(await anyUnlinked(this.db))) return 0;
    const touched = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LINK_LOCK_KEY})`);
      const pending = await unlinked(tx);
      const people = new Set<number>();
      for (const touchpoint of pending) people.add(await linkOne(tx, touchpoint));
      return { count: pending.length, people };
    });
    for (const id of touched.people) this.stale.add(id);
    if (touched.count > 0) this.logger.debug({ linked: touched.count }, 'touchpoints linked to people');
    return touched.count;
  }

  /** Marks the people of these changed touchpoints for recomputing, and forgets the ids. */
  private async markStale(table: typeof voiceMessages | typeof bookings, changed: Set<number>): Promise<void> {
    if (changed.size === 0) return;
    const ids = [...changed];
    changed.clear();
    const rows = await this.db.select({ personId: table.personId }).from(table).where(inArray(table.id, ids));
    for (const { personId } of rows) if (personId !== null) this.stale.add(personId);
  }

  /** Recomputes one person's summary and score from all of their touchpoints. */
  private async refresh(personId: number): Promise<void> {
    const [leadRows, voiceRows, bookingRows] = await Promise.all([
      this.db.select().from(leads).where(eq(leads.personId, personId)),
      this.db
        .select()
        .from(voiceMessages)
        .where(and(eq(voiceMessages.personId, personId), eq(voiceMessages.isDeleted, false))),
      this.db.select().from(bookings).where(eq(bookings.personId, personId)),
    ]);
    const touchpoints: PersonTouchpoint[] = [
      ...leadRows.map((row) => ({ ...row, kind: row.type, at: row.createdAt })),
      ...voiceRows.map((row) => ({
        kind: 'voicemail' as const,
        id: row.id,
        at: row.createdAt,
        sessionId: row.sessionId,
        email: row.email,
        phone: row.phone,
        transcript: row.transcript,
        understanding: row.understanding as VoiceUnderstanding | null,
        message: (row.extractedData as { message?: string } | null)?.message ?? '',
      })),
      ...bookingRows.map((row) => ({ ...row, kind: 'booking' as const, at: row.createdAt })),
    ];
    if (touchpoints.length === 0) {
      // Every voicemail of theirs was deleted: nothing left to show.
      await this.db
        .update(people)
        .set({ summary: emptySummary(), score: 0, debtRank: -1 })
        .where(eq(people.id, personId));
      return;
    }
    const sessionIds = [...new Set(touchpoints.map((t) => t.sessionId).filter((id): id is string => id !== null))];
    const sessions: SessionTouches[] =
      sessionIds.length === 0
        ? []
        : (
            await this.db
              .select({
                firstTouch: visitorSessions.firstTouch,
                lastTouch: visitorSessions.lastTouch,
                firstVisit: visitorSessions.firstVisit,
              })
              .from(visitorSessions)
              .where(inArray(visitorSessions.id, sessionIds))
          ).map((row) => ({
            firstTouch: row.firstTouch as StoredTouch | null,
            lastTouch: row.lastTouch as StoredTouch | null,
            firstVisit: row.firstVisit,
          }));
    const computed = summarisePerson(touchpoints, sessions, this.readSituation, this.now());
    await this.db.update(people).set(computed).where(eq(people.id, personId));
  }
}

const TABLE_KINDS = Object.keys(TOUCHPOINT_TABLES) as Array<keyof typeof TOUCHPOINT_TABLES>;

async function anyUnlinked(db: Db): Promise<boolean> {
  const found = await Promise.all(
    Object.values(TOUCHPOINT_TABLES).map((table) =>
      db.select({ id: table.id }).from(table).where(isNull(table.personId)).limit(1),
    ),
  );
  return found.some((rows) => rows.length > 0);
}

async function unlinked(tx: Tx): Promise<Unlinked[]> {
  const found: Unlinked[] = [];
  for (const kind of TABLE_KINDS) {
    const table = TOUCHPOINT_TABLES[kind];
    const rows = await tx
      .select({ id: table.id, at: table.createdAt, email: table.email, phone: table.phone })
      .from(table)
      .where(isNull(table.personId))
      .orderBy(asc(table.id))
      .limit(LINK_BATCH);
    found.push(...rows.map((row) => ({ ...row, kind })));
  }
  return found.sort((a, b) => a.at.getTime() - b.at.getTime()).slice(0, LINK_BATCH);
}

/**
 * Finds the person any of the touchpoint's keys belongs to (creating one when none does), merges
 * the people a touchpoint shows to be one (its e-mail is one person's, its phone another's), and
 * points the touchpoint at the result.
 */
async function linkOne(tx: Tx, touchpoint: Unlinked): Promise<number> {
  const keys = contactKeys(touchpoint);
  const owners = keys.length === 0 ? [] : await ownersOf(tx, keys);
  let personId: number;
  if (owners.length === 0) {
    const [created] = await tx
      .insert(people)
      .values({ firstTouchAt: touchpoint.at, lastTouchAt: touchpoint.at, summary: {} })
      .returning({ id: people.id });
    personId = created!.id;
  } else {
    personId = Math.min(...owners);
    const others = owners.filter((id) => id !== personId);
    if (others.length > 0) await merge(tx, personId, others);
  }
  if (keys.length > 0) {
    await tx
      .insert(personKeys)
      .values(keys.map((key) => ({ ...key, personId })))
      .onConflictDoNothing();
  }
  const table = TOUCHPOINT_TABLES[touchpoint.kind];
  await tx.update(table).set({ personId }).where(eq(table.id, touchpoint.id));
  return personId;
}

async function ownersOf(tx: Tx, keys: readonly ContactKey[]): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ personId: personKeys.personId })
    .from(personKeys)
    .where(or(...keys.map((key) => and(eq(personKeys.kind, key.kind), eq(personKeys.value, key.value)))));
  return rows.map((row) => row.personId);
}

/** Moves the others' touchpoints and keys to `into`; a call made to any of them counts for all. */
async function merge(tx: Tx, into: number, others: readonly number[]): Promise<void> {
  const all = [into, ...others];
  await tx.execute(sql`
    update people set
      is_contacted = m.is_contacted,
      is_hidden = m.is_hidden,
      first_contacted_at = m.first_contacted_at,
      first_touch_at = m.first_touch_at,
      last_touch_at = m.last_touch_at
    from (
      select bool_or(is_contacted) as is_contacted, bool_and(is_hidden) as is_hidden,
        min(first_contacted_at) as first_contacted_at, min(first_touch_at) as first_touch_at,
        max(last_touch_at) as last_touch_at
      from people where id = any(${sql.param(all)}::int[])
    ) m
    where people.id = ${into}`);
  for (const table of Object.values(TOUCHPOINT_TABLES)) {
    await tx
      .update(table)
      .set({ personId: into })
      .where(inArray(table.personId, [...others]));
  }
  await tx
    .update(personKeys)
    .set({ personId: into })
    .where(inArray(personKeys.personId, [...others]));
  await tx.delete(people).where(inArray(people.id, [...others]));
}
