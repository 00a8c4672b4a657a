import { describe, expect, it } from 'vitest';
import { CREDITORS_COUNT_VALUES, DEBT_AMOUNT_VALUES } from '#shared/lead-options.js';
import { creditorsCountBand, debtAmountBand } from './bands.js';

describe('debtAmountBand', () => {
  it.each([
    [1, 'under-100k'],
    [85_000, 'under-100k'],
    [99_999, 'under-100k'],
    [100_000, '100k-500k'],
    [450_000, '100k-500k'],
    [499_999, '100k-500k'],
    [500_000, '500k-1m'],
    [999_999, '500k-1m'],
    [1_000_000, '1m-5m'],
    [2_500_000, '1m-5m'],
    [4_999_999, '1m-5m'],
    [5_000_000, 'over-5m'],
    [75_000_000, 'over-5m'],
  ])('$%d → %s', (amount, band) => {
    expect(debtAmountBand(amount)).toBe(band);
  });

  it.each([
    [1_000_000, 'under', '500k-1m'], // "just under a million"
    [500_000, 'over', '500k-1m'], // "over half a million"
    [5_000_000, 'under', '1m-5m'], // "almost five million"
    [5_000_000, 'over', 'over-5m'],
    [100_000, 'under', 'under-100k'],
    [100_000, 'over', '100k-500k'],
  ] as const)('$%d with bound %s → %s', (amount, bound, band) => {
    expect(debtAmountBand(amount, bound)).toBe(band);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('%d has no band', (amount) => {
    expect(debtAmountBand(amount)).toBeUndefined();
  });

  it('only ever answers with the form options', () => {
    for (const amount of [1, 1e5, 5e5, 1e6, 5e6, 1e9]) expect(DEBT_AMOUNT_VALUES).toContain(debtAmountBand(amount));
  });
});

describe('creditorsCountBand', () => {
  it.each([
    [1, '1-2'],
    [2, '1-2'],
    [3, '3-8'],
    [8, '3-8'],
    [9, '9-15'],
    [12, '9-15'],
    [15, '9-15'],
    [16, '16-25'],
    [25, '16-25'],
    [26, '26-50'],
    [50, '26-50'],
    [51, 'over-50'],
    [300, 'over-50'],
    [2.5, '3-8'], // "two or three": the midpoint rounds half up
    [7.5, '3-8'], // "seven or eight"
    [8.5, '9-15'],
  ])('%d → %s', (count, band) => {
    expect(creditorsCountBand(count)).toBe(band);
  });

  it.each([
    [50, 'over', 'over-50'], // "over fifty creditors"
    [12, 'over', '9-15'], // "more than a dozen"
    [25, 'over', '26-50'],
    [10, 'under', '9-15'], // "less than ten"
    [3, 'under', '1-2'],
  ] as const)('%d with bound %s → %s', (count, bound, band) => {
    expect(creditorsCountBand(count, bound)).toBe(band);
  });

  it.each([0, -1, 0.4, Number.NaN])('%d has no band', (count) => {
    expect(creditorsCountBand(count)).toBeUndefined();
  });

  it('only ever answers with the form options', () => {
    for (const count of [1, 5, 10, 20, 40, 99]) expect(CREDITORS_COUNT_VALUES).toContain(creditorsCountBand(count));
  });
});
