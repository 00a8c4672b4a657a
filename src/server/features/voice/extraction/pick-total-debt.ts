import type { RoledAmount } from './amount-roles.js';

/**
 * Chooses the total debt among the classified amounts (question 2). A total said as a total wins;
 * then parts said as parts ("600k… and another 400k") added up; otherwise the largest debt
 * amount, because the parts a caller mentions ("the biggest one is 400k") are smaller than the
 * whole. Rates ("20k a month") are never the total.
 *
 * When no amount is tied to a debt word, the first plain amount of at least $10,000 with no other
 * topic is taken: question 2 is the first question about money, and callers often answer it with
 * a bare "about one point five million".
 */
const MIN_UNLABELLED = 10_000;
/** Words allowed between an amount and its restatement ("…a million, about 950 thousand"). */
const RESTATE_GAP = 2;

export function pickTotalDebt(amounts: readonly RoledAmount[]): RoledAmount | undefined {
  const debts = amounts.filter((a) => a.role === 'debt' && !a.period);
  const totals = debts.filter((a) => a.isTotal);
  const pool = totals.length > 0 ? totals : debts;
  if (pool.length > 0) {
    const largest = pool.reduce((best, a) => (a.span.value > best.span.value ? a : best));
    return restated(totals.length > 0 ? largest : (addedUp(debts) ?? largest), amounts);
  }
  return amounts.find((a) => a.role === 'unknown' && !a.period && a.span.value >= MIN_UNLABELLED);
}

/** "a little less than a million, about 950 thousand": the amount said right after is the precise one. */
function restated(chosen: RoledAmount, amounts: readonly RoledAmount[]): RoledAmount {
  const next = amounts.find((a) => a.span.first >= chosen.span.next && a.span.first <= chosen.span.next + RESTATE_GAP);
  const sameSize = next && next.span.value >= chosen.span.value / 2 && next.span.value <= chosen.span.value * 2;
  return next && sameSize && !next.period && (next.role === 'debt' || next.role === 'unknown') ? next : chosen;
}

/** "600k to the MCAs and another 400k to the bank": the parts, added up, are the total. */
function addedUp(debts: readonly RoledAmount[]): RoledAmount | undefined {
  const [first, ...rest] = debts;
  const parts = rest.filter((a) => a.additive);
  if (!first || parts.length === 0) return undefined;
  const value = parts.reduce((sum, a) => sum + a.span.value, first.span.value);
  return { ...first, span: { ...first.span, value, next: parts[parts.length - 1]?.span.next ?? first.span.next } };
}
