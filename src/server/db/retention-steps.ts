/**
 * What every retention step shares (the tracking, voice, workbench and consent parts of the daily
 * job): the cutoff a number of days back, and deletes run in slices.
 */

const DAY_MS = 24 * 3_600_000;

/** The moment `days` before `now`, as the ISO text the statements cast to timestamptz. */
export const daysBefore = (now: number, days: number): string => new Date(now - days * DAY_MS).toISOString();

/**
 * Retention deletes and clears rows in slices of this many, each its own statement (or
 * transaction), so no transaction holds millions of rows and the site's own writes keep going
 * between slices.
 */
export const SLICE = 10_000;

/**
 * Rows carrying recordings per slice: a recording is stored in up to thousands of 2 KB chunks
 * (up to 25 MB each), every one a row to delete, so fewer of them go at a time.
 */
export const AUDIO_SLICE = 100;

/** Runs `slice` (which handles at most `size` rows and says how many) until a slice comes up short. */
export async function inSlices(slice: () => Promise<number>, size = SLICE): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await slice();
    total += count;
    if (count < size) return total;
  }
}

/** Rows an UPDATE or DELETE changed, as node-postgres (`rowCount`) or PGlite (`affectedRows`) reports it. */
export const affectedRows = (result: unknown): number => {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return Number(value.rowCount ?? value.affectedRows ?? 0);
};
