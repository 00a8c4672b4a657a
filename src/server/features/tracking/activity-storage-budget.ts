import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.js';
import { rowsOf } from '#server/db/rows.js';
import type { StoredEvent } from './tracking-event.js';

/**
 * The tables raw tracking grows: the activities, the sessions, their search texts, and the visit
 * rollups, whose referrer pages and search words are whatever a visitor's request says.
 */
export const TRACKING_TABLES = [
  'activities',
  'visitor_sessions',
  'session_search_texts',
  'visit_rollups',
  'visit_rollups_daily',
] as const;

/**
 * Bytes on disk of the tracking tables with their indexes and TOAST (pg_total_relation_size: a
 * few file-size look-ups, no scan; PGlite answers it too).
 */
export async function measureTrackingTables(db: Db): Promise<number> {
  const tables = sql.join(
    TRACKING_TABLES.map((table) => sql`pg_total_relation_size(${table}::regclass)`),
    sql` + `,
  );
  const [row] = rowsOf<{ bytes: string | number }>(await db.execute(sql`select (${tables})::bigint as bytes`));
  return Number(row?.bytes ?? 0);
}

/**
 * What storing an event costs at most, roughly: its row and index entries, the session row's new
 * version, the search texts with their trigram entries and, for a visit, its rollup cells. Fitted
 * above what both databases measured: random (trigram-rich) text took 1.2–3.2 kB for a click or
 * keystroke and 5 kB for the visit of a new session; a flood's new-session visit with short texts
 * took 3.9–4.1 kB, which the first version of this estimate (4.3 kB) only just covered: a 20 s
 * flood passed a 25 MB budget by 0.7%. It only has to hold until the next measurement, and
 * `ActivityStorageBudget` scales it up when a measurement shows it fell short.
 */
export function estimatedStoredBytes(event: StoredEvent): number {
  // Named fields rather than a walk over the details: this runs twice for every event accepted.
  switch (event.type) {
    case 'visit': {
      const { referrer, referrerPage, searchQuery, referrerLabel } = event.details;
      // A carried first touch (decision 0025) is stored with the session: its own page and referrer.
      const carried = event.carriedTouch ? JSON.stringify(event.carriedTouch).length : 0;
      // 40: the place, device and browser.
      return 5000 + 10 * (textLength(event.page, referrer, referrerPage, searchQuery, referrerLabel) + carried + 40);
    }
    case 'leave':
      return 800 + 10 * event.page.length;
    case 'click': {
      const { elementId, elementClass, elementTag, elementText } = event.details;
      return 500 + 10 * textLength(event.page, elementId, elementClass, elementTag, elementText);
    }
    case 'keystroke': {
      const { elementId, elementType, fieldName, inputValue, keystroke } = event.details;
      return 500 + 10 * textLength(event.page, elementId, elementType, fieldName, inputValue, keystroke);
    }
  }
}

const textLength = (...texts: Array<string | null>) => texts.reduce((sum, text) => sum + (text?.length ?? 0), 0);

interface Step {
  /** Share of the budget at which this step begins. */
  share: number;
  /** The event types no longer stored from this step on (with those of the steps below). */
  sheds: ReadonlyArray<StoredEvent['type']>;
  level: 'warn' | 'error';
  entered: string;
  left: string;
}

/** Keystrokes go first, then clicks, then the visits themselves (with their page leaves). */
const STEPS: readonly Step[] = [
  {
    share: 0.8,
    sheds: ['keystroke'],
    level: 'warn',
    entered: 'tracking storage past 80% of its budget: keystrokes are no longer stored',
    left: 'tracking storage back under 80% of its budget: keystrokes are stored again',
  },
  {
    share: 0.9,
    sheds: ['click'],
    level: 'warn',
    entered: 'tracking storage past 90% of its budget: clicks are no longer stored',
    left: 'tracking storage back under 90% of its budget: clicks are stored again',
  },
  {
    share: 1,
    sheds: ['visit', 'leave'],
    level: 'error',
    entered: 'tracking storage budget reached: no tracking is stored',
    left: 'tracking storage back under its budget: visits are stored again',
  },
];

/**
 * A step is left only once the estimate is this share of the budget below it, and no sooner than
 * `MIN_STEP_MS` after it was entered. The estimate runs ahead of the tables (it is meant to: a
 * flood must not outrun it), so during a flood each measurement would otherwise bring a step back
 * down and the next seconds' events take it up again: an alarm and an all-clear every few seconds.
 */
const HYSTERESIS_SHARE = 0.02;
const MIN_STEP_MS = 60_000;

/**
 * The estimate is scaled up when a measurement shows the tables grew more than the estimate of
 * what was written since the one before, judged over at least this much estimated writing (below
 * it, page-sized steps of the files would dominate), and by at most `MAX_SCALE`.
 */
const CALIBRATION_MIN_BYTES = 1024 * 1024;
const MAX_SCALE = 4;

export interface ActivityStorageBudgetOptions {
  /** TRACK_STORAGE_BUDGET_MB in bytes. */
  budgetBytes: number;
  /** Measures the tracking tables (measureTrackingTables). */
  measure: () => Promise<number>;
  /** How often to measure. */
  intervalMs: number;
  /** True when nothing accepted is still waiting to be written (TrackingBuffer.idle). */
  writesSettled: () => boolean;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/**
 * The storage budget for raw tracking (decision 0029). The tracking tables are measured every
 * `intervalMs`; between two measurements the estimated size of every event accepted since is
 * added, so a flood cannot write past the budget in the time between two reads. As the estimate
 * fills the budget, keystrokes, then clicks, then visits are shed: not written, and not
 * acknowledged as accepted. Leads and voice messages never pass through here.
 *
 * The estimate is: the last measurement, plus what was written since that measurement began, plus
 * what was accepted and not yet written. Each instance counts only what it accepted itself; the
 * measurement sees every instance's writes (docs/operations.md).
 */
export class ActivityStorageBudget {
  private measuredBytes: number | null = null;
  /** What the per-event estimate is multiplied by: 1, or more when measurements showed it short. */
  private scale = 1;
  /** Estimated bytes of the events written since the last measurement began. */
  private writtenSinceMeasured = 0;
  /** Estimated bytes of accepted events not written yet. */
  private unwrittenBytes = 0;
  private step = 0;
  /** When each step now in force was entered. */
  private readonly enteredAt: number[] = [];
  private measuring: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: ActivityStorageBudgetOptions) {}

  get budgetBytes(): number {
    return this.options.budgetBytes;
  }

  /** The tables' size as far as this instance knows it now. */
  get estimatedBytes(): number {
    return (this.measuredBytes ?? 0) + Math.round(this.scale * (this.writtenSinceMeasured + this.unwrittenBytes));
  }

  /** The last step: nothing is stored. */
  get full(): boolean {
    return this.step === STEPS.length;
  }

  /** Measures now and then every `intervalMs`; resolves after the first measurement. */
  async start(): Promise<void> {
    this.timer ??= setInterval(() => void this.measure(), this.options.intervalMs);
    this.timer.unref();
    await this.measure();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.measuring;
  }

  /** The events the current step still stores. */
  keep(events: StoredEvent[]): StoredEvent[] {
    if (this.step === 0) return events;
    const shed = new Set(STEPS.slice(0, this.step).flatMap((step) => step.sheds));
    return events.filter((event) => !shed.has(event.type));
  }

  /** Counts events the buffer took into the estimate (and enters the steps it reaches). */
  accepted(events: readonly StoredEvent[]): void {
    this.unwrittenBytes += sumOf(events);
    this.settle();
  }

  /** Moves events the database stored from "accepted" to "written" (their bytes stay counted). */
  written(events: readonly StoredEvent[]): void {
    const bytes = sumOf(events);
    this.unwrittenBytes = Math.max(0, this.unwrittenBytes - bytes);
    this.writtenSinceMeasured += bytes;
  }

  /** One measurement at a time; a failed one keeps the estimate (which only grows meanwhile). */
  measure(): Promise<void> {
    this.measuring ??= this.measureOnce().finally(() => {
      this.measuring = null;
    });
    return this.measuring;
  }

  private async measureOnce(): Promise<void> {
    // Nothing waits to be written: whatever is still counted as unwritten was refused by the
    // database (a value it cannot store) and will never be, so the estimate lets it go.
    if (this.options.writesSettled()) this.unwrittenBytes = 0;
    const writtenBefore = this.writtenSinceMeasured;
    try {
      const bytes = await this.options.measure();
      if (this.measuredBytes !== null && writtenBefore >= CALIBRATION_MIN_BYTES) {
        const grown = bytes - this.measuredBytes;
        this.scale = Math.min(MAX_SCALE, Math.max(1, grown / writtenBefore));
      }
      this.measuredBytes = bytes;
      // What was written while the size was read may be counted twice until the next time: an
      // estimate on the high side is the safe one.
      this.writtenSinceMeasured -= writtenBefore;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'tracking storage could not be measured; the estimate stands');
    }
    this.settle();
  }

  /** Enters every step the estimate reached, and leaves those it is now clearly below. */
  private settle(): void {
    const { budgetBytes, logger } = this.options;
    const used = this.estimatedBytes;
    const figures = () => ({
      event: 'tracking_storage_budget',
      usedBytes: used,
      budgetBytes,
      percent: Math.round((1000 * used) / budgetBytes) / 10,
    });
    const now = (this.options.now ?? Date.now)();
    while (this.step < STEPS.length && used >= STEPS[this.step]!.share * budgetBytes) {
      const step = STEPS[this.step]!;
      this.enteredAt[this.step] = now;
      this.step += 1;
      logger[step.level]({ ...figures(), shedding: STEPS.slice(0, this.step).flatMap((s) => s.sheds) }, step.entered);
    }
    while (
      this.step > 0 &&
      used < (STEPS[this.step - 1]!.share - HYSTERESIS_SHARE) * budgetBytes &&
      now - this.enteredAt[this.step - 1]! >= MIN_STEP_MS
    ) {
      this.step -= 1;
      logger.info(figures(), STEPS[this.step]!.left);
    }
  }
}

const sumOf = (events: readonly StoredEvent[]) =>
  events.reduce((total, event) => total + estimatedStoredBytes(event), 0);
