import type { CreditorsCount, DebtAmount } from '#shared/lead-options.js';
import type { SituationReading } from '#shared/situation-reading.js';
import type { Period } from './amount-roles.js';
import { revenueText } from './compose-message.js';
import { readVoicemail } from './read-voicemail.js';
import { wordsFromUnsure } from './word-confidence.js';

/**
 * The answers a lead's score is built from (docs/workbench.md), read by the same rules as a
 * voicemail from any text the visitor gave: a transcript or a consultation message. Only what is
 * clearly said is returned: for a transcript, `unsureWords` (the understanding's
 * lowConfidenceWords) are the words the recogniser doubted, and an answer read from them is left
 * out, as the voicemail's summary leaves it out (read-voicemail.ts). A revenue whose period is not
 * clearly said counts as a year's, the reading that raises the score least.
 */

/** A year's worth of one period ('a day' counts business days). */
const PER_YEAR: Record<Period, number> = { day: 260, week: 52, month: 12, year: 1 };

export function readSituation(text: string, unsureWords: readonly number[] = []): SituationReading {
  if (!text.trim()) return {};
  const { fields, facts } = readVoicemail(text, wordsFromUnsure(text, unsureWords));
  const reading: SituationReading = {};
  if (fields.debtAmount && facts.debt) reading.debtAmount = fields.debtAmount.value as DebtAmount;
  if (fields.creditorsCount && facts.creditors) reading.creditorsCount = fields.creditorsCount.value as CreditorsCount;
  if (fields.legalActions && facts.legal) reading.legalActions = fields.legalActions.value;
  if (fields.bankruptcy && facts.bankruptcy) reading.bankruptcy = fields.bankruptcy.value;
  if (facts.revenue) {
    // A revenue without a period ("two million in revenue") is taken as a year's.
    const annual = facts.revenue.value * PER_YEAR[facts.revenue.period ?? 'year'];
    reading.revenue = { text: revenueText(facts.revenue), annual };
  }
  return reading;
}
