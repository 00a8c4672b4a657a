import type { CreditorsCount, DebtAmount } from '#shared/lead-options.js';
import type { Period } from './amount-roles.js';
import { revenueText } from './compose-message.js';
import { readVoicemail } from './read-voicemail.js';

/**
 * The answers a lead's score is built from (docs/workbench.md), read by the same rules as a
 * voicemail from any text the visitor gave: a transcript or a consultation message. Only what is
 * clearly said is returned.
 */
export interface SituationReading {
  debtAmount?: DebtAmount;
  creditorsCount?: CreditorsCount;
  /** 'Lawsuit; tax lien' or 'None'. */
  legalActions?: string;
  /** 'Suggested, not wanted', 'Filed'… */
  bankruptcy?: string;
  /** 'monthly revenue about $180K', and the amount over a year. */
  revenue?: { text: string; annual: number };
}

/** A year's worth of one period ('a day' counts business days). */
const PER_YEAR: Record<Period, number> = { day: 260, week: 52, month: 12, year: 1 };

export function readSituation(text: string): SituationReading {
  if (!text.trim()) return {};
  const { fields, facts } = readVoicemail(text);
  const reading: SituationReading = {};
  if (fields.debtAmount) reading.debtAmount = fields.debtAmount.value as DebtAmount;
  if (fields.creditorsCount) reading.creditorsCount = fields.creditorsCount.value as CreditorsCount;
  if (fields.legalActions) reading.legalActions = fields.legalActions.value;
  if (fields.bankruptcy) reading.bankruptcy = fields.bankruptcy.value;
  if (facts.revenue) {
    // A revenue without a period ("two million in revenue") is taken as a year's.
    const annual = facts.revenue.value * PER_YEAR[facts.revenue.period ?? 'year'];
    reading.revenue = { text: revenueText(facts.revenue), annual };
  }
  return reading;
}
