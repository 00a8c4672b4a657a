import {
  CREDITORS_COUNT_OPTIONS,
  DEBT_AMOUNT_OPTIONS,
  type CreditorsCount,
  type DebtAmount,
} from '#shared/lead-options.js';
import type { ScoreReason } from '#shared/people-schemas.js';

/**
 * The qualification score (docs/workbench.md, "Qualification"): points for what makes a lead
 * worth calling first, each with its reason so the badge can say why. It ranks; it does not
 * decide — the principal still reads the lead.
 *
 * - Debt band: the firm's fee and the room to negotiate grow with the debt.
 * - Creditors: several creditors is what a negotiated plan is for; one or two often settle alone.
 * - Lawsuits, judgments, liens, levies or collections: a creditor is already acting, so time matters.
 * - Bankruptcy suggested or considered: the owner is near a decision a call can still change.
 *   Already filed: the court, not a negotiation, now sets the terms, so points are taken off.
 * - Revenue: a business that still takes in money can fund a settlement.
 */
export interface ScoreInputs {
  debtAmount: DebtAmount | '';
  creditorsCount: CreditorsCount | '';
  legalActions: string | null;
  bankruptcy: string | null;
  /** Revenue over a year, in dollars; null when never said. */
  annualRevenue: number | null;
}

export const DEBT_POINTS: Record<DebtAmount, number> = {
  'under-100k': 5,
  '100k-500k': 15,
  '500k-1m': 25,
  '1m-5m': 35,
  'over-5m': 40,
};

export const CREDITOR_POINTS: Record<CreditorsCount, number> = {
  '1-2': 3,
  '3-8': 8,
  '9-15': 12,
  '16-25': 15,
  '26-50': 15,
  'over-50': 15,
};

export const LEGAL_ACTION_POINTS = 20;
export const BANKRUPTCY_NEAR_POINTS = 10;
export const BANKRUPTCY_FILED_POINTS = -15;
/** Revenue thresholds (a year) and their points, the highest met counting. */
export const REVENUE_POINTS: ReadonlyArray<{ atLeast: number; points: number; label: string }> = [
  { atLeast: 1_000_000, points: 10, label: 'Revenue over $1M a year' },
  { atLeast: 250_000, points: 5, label: 'Revenue over $250K a year' },
];

const label = <T extends string>(options: ReadonlyArray<{ value: T; label: string }>, value: T) =>
  options.find((option) => option.value === value)!.label;

/** The score's reasons, largest first; the score is their sum. */
export function scoreReasons(inputs: ScoreInputs): ScoreReason[] {
  const reasons: ScoreReason[] = [];
  if (inputs.debtAmount) {
    reasons.push({
      label: `Debt ${label(DEBT_AMOUNT_OPTIONS, inputs.debtAmount)}`,
      points: DEBT_POINTS[inputs.debtAmount],
    });
  }
  if (inputs.creditorsCount) {
    reasons.push({
      label: label(CREDITORS_COUNT_OPTIONS, inputs.creditorsCount),
      points: CREDITOR_POINTS[inputs.creditorsCount],
    });
  }
  if (inputs.legalActions && inputs.legalActions !== 'None') {
    reasons.push({ label: `Legal action: ${inputs.legalActions.toLowerCase()}`, points: LEGAL_ACTION_POINTS });
  }
  if (inputs.bankruptcy === 'Filed') {
    reasons.push({ label: 'Bankruptcy already filed', points: BANKRUPTCY_FILED_POINTS });
  } else if (inputs.bankruptcy?.startsWith('Suggested') || inputs.bankruptcy?.startsWith('Considered')) {
    reasons.push({ label: `Bankruptcy ${inputs.bankruptcy.toLowerCase()}`, points: BANKRUPTCY_NEAR_POINTS });
  }
  if (inputs.annualRevenue !== null) {
    const met = REVENUE_POINTS.find(({ atLeast }) => inputs.annualRevenue! >= atLeast);
    if (met) reasons.push({ label: met.label, points: met.points });
  }
  return reasons.sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
}

export const scoreOf = (reasons: readonly ScoreReason[]) =>
  Math.max(
    0,
    reasons.reduce((sum, reason) => sum + reason.points, 0),
  );

/** The debt band's place in SPEC's options (-1 when unknown), for sorting by amount. */
export const debtRank = (band: DebtAmount | '') =>
  band ? DEBT_AMOUNT_OPTIONS.findIndex((option) => option.value === band) : -1;
