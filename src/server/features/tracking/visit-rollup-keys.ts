import { REFERRER_PAGE_SEPARATOR, type visitRollups } from '#server/db/schema.js';
import type { VisitDetails } from './tracking-event.js';

export type RollupDimension = (typeof visitRollups.$inferInsert)['dimension'];

const HOUR_MS = 3_600_000;

/** The start of the UTC hour an instant falls in (every time zone in use is whole-hour aligned to UTC or handled at the edges). */
export function hourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

/** The rollup cells one visit adds 1 to. */
export function rollupKeysOf(details: VisitDetails): Array<{ dimension: RollupDimension; value: string }> {
  const keys: Array<{ dimension: RollupDimension; value: string }> = [
    { dimension: 'total', value: '' },
    { dimension: 'device', value: details.deviceType },
    { dimension: 'referrer', value: details.referrerLabel },
  ];
  if (details.state) keys.push({ dimension: 'state', value: details.state });
  if (details.referrerPage) {
    keys.push({
      dimension: 'referrer_page',
      value: `${details.referrerLabel}${REFERRER_PAGE_SEPARATOR}${details.referrerPage}`,
    });
  }
  if (details.searchQuery) keys.push({ dimension: 'query', value: details.searchQuery });
  return keys;
}
