import type { TranscriptWord } from '#server/features/voice/transcription/engine.js';
import type { UnderstoodFieldName } from '#shared/voice-schemas.js';
import { classifyAmounts, type RoledAmount } from './amount-roles.js';
import { creditorsCountBand, debtAmountBand } from './bands.js';
import { composeMessage, type Quantity, type SituationFacts } from './compose-message.js';
import { extractBankruptcy } from './extract-bankruptcy.js';
import { extractCompany } from './extract-company.js';
import { extractCreditorCount } from './extract-creditors.js';
import { extractEmailMatch } from './extract-email.js';
import { extractGoalMatch } from './extract-goal.js';
import { extractLegal } from './extract-legal.js';
import { extractName } from './extract-name.js';
import { extractPhoneMatch } from './extract-phone.js';
import {
  RULE_CONFIDENCE,
  companyConfidence,
  contactConfidence,
  creditorsConfidence,
  debtConfidence,
  nameConfidence,
} from './field-confidence.js';
import { findNumbers, type NumberSpan } from './number-words.js';
import { pickTotalDebt } from './pick-total-debt.js';
import { tokenize, type Token } from './tokenize.js';
import { bankruptcyLabel, legalActionsLabel } from './understood-labels.js';
import { isSure, wordIndexes } from './word-confidence.js';

/**
 * The local extractor's reading of a transcript: every field the rules find, by rules only (no
 * network, same answer every time), each with the confidence of the rule that found it
 * (field-confidence.ts) and the tokens it was read from, so the recogniser's word confidences
 * can be applied later (word-confidence.ts). Works on both recogniser styles (pocketsphinx lower
 * case without punctuation, or a hosted model's punctuated text with digits). A field that is not
 * clearly said is left out rather than guessed.
 *
 * The situation summary is different: it is put in the caller's form as their own account, so
 * it quotes only the facts that are sure once the recogniser's word confidences are applied
 * (`words`; without them every fact the rules find is sure, as every rule's confidence reaches
 * PREFILL_MIN_CONFIDENCE): a fact below PREFILL_MIN_CONFIDENCE, or whose figure holds a word the
 * recogniser doubted, is left out, and a revenue's period is quoted only when one period was said
 * with it, clearly (decision 0035).
 */
export interface HeardField {
  value: string;
  /** From the rule alone (field-confidence.ts). */
  confidence: number;
  /** Token ranges [first, next) the value was read from (one, or each mention of a legal action). */
  spans: TokenSpan[];
}

export interface TokenSpan {
  first: number;
  next: number;
}

export interface VoicemailReading {
  tokens: Token[];
  fields: Partial<Record<UnderstoodFieldName, HeardField>>;
  /** The situation summary for the form's message box, from the sure facts only. */
  message?: string;
  /** What the summary was written from: the sure facts (the workbench scores revenue from them). */
  facts: SituationFacts;
}

export function readVoicemail(transcript: string, words?: readonly TranscriptWord[]): VoicemailReading {
  const tokens = tokenize(transcript);
  const numbers = findNumbers(tokens);
  const amounts = classifyAmounts(tokens, numbers);

  const name = extractName(tokens);
  const company = extractCompany(tokens, name?.next ?? -1);
  const email = extractEmailMatch(tokens);
  const phone = extractPhoneMatch(transcript, tokens);
  const debt = pickTotalDebt(amounts);
  const creditors = extractCreditorCount(tokens, numbers);
  const revenue = amounts.find((a) => a.role === 'revenue');
  const legal = extractLegal(tokens, numbers);
  const bankruptcy = extractBankruptcy(tokens);
  const goal = extractGoalMatch(transcript, tokens);

  const sure = (rule: number, spans: readonly TokenSpan[], strict: readonly TokenSpan[] = spans) =>
    isSure(rule, words, wordIndexes(tokens, spans), wordIndexes(tokens, strict));
  const revenueRead = revenue ? revenueFact(revenue, sure) : undefined;
  // "two lawsuits": the count is a figure of the legal fact as well.
  const legalSpans = [...legal.mentions, ...numbers.filter((n) => legal.mentions.some((m) => countsFor(n, m)))];
  const goalFigures = numbers.filter((n) => goal !== undefined && n.first >= goal.first && n.next <= goal.next);
  const facts: SituationFacts = {
    ...(debt && sure(debtConfidence(debt), [debt.span]) ? { debt: quantity(debt) } : {}),
    ...(creditors && sure(creditorsConfidence(creditors), [creditors]) ? { creditors } : {}),
    ...(sure(RULE_CONFIDENCE.legalActions, legalSpans) ? { legal } : {}),
    ...(revenueRead ? { revenue: revenueRead } : {}),
    ...(bankruptcy && sure(RULE_CONFIDENCE.bankruptcy, [bankruptcy]) ? { bankruptcy } : {}),
    ...(goal && sure(RULE_CONFIDENCE.goal, [goal], goalFigures) ? { goal: goal.text } : {}),
  };
  const debtAmount = debt ? debtAmountBand(debt.span.value, debt.span.bound) : undefined;
  const creditorsCount = creditors ? creditorsCountBand(creditors.count, creditors.bound) : undefined;
  const legalActions = legalActionsLabel(legal);
  const message = composeMessage(facts);
  const names = name ? nameConfidence(name, tokens) : undefined;

  const fields: VoicemailReading['fields'] = {};
  if (name && names) {
    fields.firstName = {
      value: name.firstName,
      confidence: names.first,
      spans: [{ first: name.first, next: name.first + 1 }],
    };
    if (name.lastName)
      fields.lastName = {
        value: name.lastName,
        confidence: names.last,
        spans: [{ first: name.first + 1, next: name.next }],
      };
  }
  if (company) fields.company = { value: company.name, confidence: companyConfidence(company), ...range(company) };
  if (email)
    fields.email = { value: email.address, confidence: contactConfidence('email', email.written), ...range(email) };
  if (phone)
    fields.phone = { value: phone.phone, confidence: contactConfidence('phone', phone.written), ...range(phone) };
  if (debt && debtAmount)
    fields.debtAmount = { value: debtAmount, confidence: debtConfidence(debt), ...range(debt.span) };
  if (creditors && creditorsCount)
    fields.creditorsCount = { value: creditorsCount, confidence: creditorsConfidence(creditors), ...range(creditors) };
  if (legalActions)
    fields.legalActions = { value: legalActions, confidence: RULE_CONFIDENCE.legalActions, spans: legal.mentions };
  if (bankruptcy)
    fields.bankruptcy = {
      value: bankruptcyLabel(bankruptcy),
      confidence: RULE_CONFIDENCE.bankruptcy,
      ...range(bankruptcy),
    };
  return { tokens, fields, facts, ...(message ? { message } : {}) };
}

const range = ({ first, next }: TokenSpan) => ({ spans: [{ first, next }] });

function quantity(amount: RoledAmount): Quantity {
  const { value, bound, hedged, range } = amount.span;
  return { value, hedged, ...(bound ? { bound } : {}), ...(range ? { range } : {}) };
}

/** "two lawsuits", "two tax liens": the number said right before a legal mention (or its modifier). */
const countsFor = (number: NumberSpan, mention: TokenSpan) =>
  number.next === mention.first || number.next === mention.first - 1;

/**
 * The revenue as it may be quoted: left out when its amount is not sure; its period only when a
 * single period was said with it ("monthly revenue … a week" says two) and its words are sure.
 */
function revenueFact(
  amount: RoledAmount,
  sure: (rule: number, spans: readonly TokenSpan[]) => boolean,
): SituationFacts['revenue'] | undefined {
  if (!sure(RULE_CONFIDENCE.revenue, [amount.span])) return undefined;
  const period =
    amount.period && amount.periodWords && !amount.periodConflict && sure(RULE_CONFIDENCE.revenue, [amount.periodWords])
      ? amount.period
      : undefined;
  return { ...quantity(amount), ...(period ? { period } : {}), word: amount.revenueWord ?? 'revenue' };
}
