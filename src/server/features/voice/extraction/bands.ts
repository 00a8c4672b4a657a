import type { CreditorsCount, DebtAmount } from '#shared/lead-options.js';

/**
 * Maps a heard amount or count onto the consultation form's answer options (SPEC §3).
 *
 * Debt (US dollars), lower bound inclusive:
 *   under 100,000            → 'under-100k'
 *   100,000 – 499,999        → '100k-500k'
 *   500,000 – 999,999        → '500k-1m'
 *   1,000,000 – 4,999,999    → '1m-5m'
 *   5,000,000 and more       → 'over-5m'
 * Creditors: 1–2, 3–8, 9–15, 16–25, 26–50, more than 50 ('over-50').
 *
 * A bound moves the value just past the edge it names, so "over five hundred thousand" is
 * '500k-1m' and "just under a million" is '500k-1m' too; "over fifty creditors" is 'over-50'.
 * Counts that are not whole (the midpoint of "two or three") round half up.
 */
export type Bound = 'over' | 'under' | undefined;

const DEBT_BANDS: ReadonlyArray<readonly [upperExclusive: number, band: DebtAmount]> = [
  [100_000, 'under-100k'],
  [500_000, '100k-500k'],
  [1_000_000, '500k-1m'],
  [5_000_000, '1m-5m'],
  [Infinity, 'over-5m'],
];

const CREDITOR_BANDS: ReadonlyArray<readonly [upperInclusive: number, band: CreditorsCount]> = [
  [2, '1-2'],
  [8, '3-8'],
  [15, '9-15'],
  [25, '16-25'],
  [50, '26-50'],
  [Infinity, 'over-50'],
];

/** The debtAmount option for a dollar amount; undefined for zero, negative or non-finite input. */
export function debtAmountBand(amount: number, bound?: Bound): DebtAmount | undefined {
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  // "under a million" is below a million; "over five million" is more than five million.
  const value = bound === 'under' ? amount - 1 : bound === 'over' ? amount + 1 : amount;
  return DEBT_BANDS.find(([upper]) => value < upper)?.[1];
}

/** The creditorsCount option for a number of creditors; undefined below one. */
export function creditorsCountBand(count: number, bound?: Bound): CreditorsCount | undefined {
  if (!Number.isFinite(count)) return undefined;
  const whole = Math.floor(count + 0.5);
  const value = bound === 'under' ? whole - 1 : bound === 'over' ? whole + 1 : whole;
  if (value < 1) return undefined;
  return CREDITOR_BANDS.find(([upper]) => value <= upper)?.[1];
}
