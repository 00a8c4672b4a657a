import type { ExtractedData } from '#shared/voice-schemas.js';
import { classifyAmounts, type RoledAmount } from './amount-roles.js';
import { creditorsCountBand, debtAmountBand } from './bands.js';
import { composeMessage, type Quantity, type SituationFacts } from './compose-message.js';
import { extractBankruptcy } from './extract-bankruptcy.js';
import { extractCompany } from './extract-company.js';
import { extractCreditorCount } from './extract-creditors.js';
import { extractEmail } from './extract-email.js';
import { extractGoal } from './extract-goal.js';
import { extractLegal } from './extract-legal.js';
import { extractName } from './extract-name.js';
import { extractPhone } from './extract-phone.js';
import { findNumbers } from './number-words.js';
import { pickTotalDebt } from './pick-total-debt.js';
import { tokenize } from './tokenize.js';

/**
 * The local extractor: the consultation-form fields a voicemail transcript answers, found by
 * rules only (no network, same answer every time). Works on both recogniser styles (pocketsphinx
 * lower case without punctuation, or a hosted model's punctuated text with digits). A field
 * that is not clearly said is left out rather than guessed.
 */
export function extractLeadDetails(transcript: string): ExtractedData {
  const tokens = tokenize(transcript);
  const numbers = findNumbers(tokens);
  const amounts = classifyAmounts(tokens, numbers);

  const name = extractName(tokens);
  const company = extractCompany(tokens, name?.next ?? -1);
  const email = extractEmail(tokens);
  const phone = extractPhone(transcript, tokens);
  const debt = pickTotalDebt(amounts);
  const creditors = extractCreditorCount(tokens, numbers);
  const revenue = amounts.find((a) => a.role === 'revenue');
  const legal = extractLegal(tokens, numbers);
  const bankruptcy = extractBankruptcy(tokens);
  const goal = extractGoal(transcript, tokens);

  const facts: SituationFacts = {
    ...(debt ? { debt: quantity(debt) } : {}),
    ...(creditors ? { creditors } : {}),
    legal,
    ...(revenue ? { revenue: revenueFact(revenue) } : {}),
    ...(bankruptcy ? { bankruptcy } : {}),
    ...(goal ? { goal } : {}),
  };
  const debtAmount = debt ? debtAmountBand(debt.span.value, debt.span.bound) : undefined;
  const creditorsCount = creditors ? creditorsCountBand(creditors.count, creditors.bound) : undefined;
  const message = composeMessage(facts);

  return {
    ...(name ? { firstName: name.firstName } : {}),
    ...(name?.lastName ? { lastName: name.lastName } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(company ? { company: company.name } : {}),
    ...(debtAmount ? { debtAmount } : {}),
    ...(creditorsCount ? { creditorsCount } : {}),
    ...(message ? { message } : {}),
  };
}

function quantity(amount: RoledAmount): Quantity {
  const { value, bound, hedged, range } = amount.span;
  return { value, hedged, ...(bound ? { bound } : {}), ...(range ? { range } : {}) };
}

function revenueFact(amount: RoledAmount): NonNullable<SituationFacts['revenue']> {
  return {
    ...quantity(amount),
    ...(amount.period ? { period: amount.period } : {}),
    word: amount.revenueWord ?? 'revenue',
  };
}
