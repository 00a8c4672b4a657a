import {
  CREDITORS_COUNT_OPTIONS,
  DEBT_AMOUNT_OPTIONS,
  type CreditorsCount,
  type DebtAmount,
} from '#shared/lead-options.js';
import type { OriginField, ScoreReason, ValueOrigin } from '#shared/people-schemas.js';
import { originTag } from '#shared/value-origins.js';

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
 *
 * Each reason counts by where its value came from (ORIGIN_WEIGHTS): what the visitor chose or
 * typed, and what a voicemail was understood to say with confidence, count in full; what the rules
 * inferred from free text counts at half; what a voicemail was unsure of does not count (its
 * reason is still listed, at 0, so the principal sees it was heard).
 */
export interface ScoreInputs {
  debtAmount: DebtAmount | '';
  creditorsCount: CreditorsCount | '';
  legalActions: string | null;
  bankruptcy: string | null;
  /** Revenue over a year, in dollars; null when never said. */
  annualRevenue: number | null;
  /** Where each value came from; a missing or null origin counts as stated. */
  origins?: Partial<Record<Exclude<OriginField, 'company'>, ValueOrigin | null>>;
}

/** How much of a reason's points count, by its value's origin (see above). */
export const ORIGIN_WEIGHTS = { stated: 1, voicemail: 1, inferred: 0.5, unsure: 0 } as const;

/** The points a reason keeps at this weight, rounded half away from zero (never -0). */
export const weighted = (points: number, weight: number) =>
  Math.sign(points) * Math.round(Math.abs(points) * weight) || 0;

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
  const add = (field: keyof NonNullable<ScoreInputs['origins']>, label: string, points: number) => {
    const tag = originTag(inputs.origins?.[field]);
    if (tag === 'inferred' || tag === 'unsure') {
      reasons.push({ label, points: weighted(points, ORIGIN_WEIGHTS[tag]), reducedFor: tag });
    } else {
      reasons.push({ label, points });
    }
  };
  if (inputs.debtAmount) {
    add('debtAmount', `Debt ${label(DEBT_AMOUNT_OPTIONS, inputs.debtAmount)}`, DEBT_POINTS[inputs.debtAmount]);
  }
  if (inputs.creditorsCount) {
    add(
      'creditorsCount',
      label(CREDITORS_COUNT_OPTIONS, inputs.creditorsCount),
      CREDITOR_POINTS[inputs.creditorsCount],
    );
  }
  if (inputs.legalActions && inputs.legalActions !== 'None') {
    add('legalActions', `Legal action: ${inputs.legalActions.toLowerCase()}`, LEGAL_ACTION_POINTS);
  }
  if (inputs.bankruptcy === 'Filed') {
    add('bankruptcy', 'Bankruptcy already filed', BANKRUPTCY_FILED_POINTS);
  } else if (inputs.bankruptcy?.startsWith('Suggested') || inputs.bankruptcy?.startsWith('Considered')) {
    add('bankruptcy', `Bankruptcy ${inputs.bankruptcy.toLowerCase()}`, BANKRUPTCY_NEAR_POINTS);
  }
  if (inputs.annualRevenue !== null) {
    const met = REVENUE_POINTS.find(({ atLeast }) => inputs.annualRevenue! >= atLeast);
    if (met) add('revenue', met.label, met.points);
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
