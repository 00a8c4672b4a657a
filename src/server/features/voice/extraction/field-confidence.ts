import { FIRST_NAMES } from '#server/features/voice/language/first-names.js';
import { LAST_NAMES } from '#server/features/voice/language/last-names.js';
import { PREFILL_MIN_CONFIDENCE } from '#shared/voice-schemas.js';
import type { RoledAmount } from './amount-roles.js';
import type { CompanyMatch } from './extract-company.js';
import type { CreditorCount } from './extract-creditors.js';
import type { NameMatch } from './extract-name.js';
import type { Token } from './tokenize.js';

/**
 * How sure (0–1) the rules are of a field heard in the recording, before the recogniser's own
 * word confidences are applied (word-confidence.ts). The scale:
 *
 * - 0.95 written in a form that reads one way only: an address or a phone number in digits
 * - 0.90 an explicit cue and a word the lists know: "my name is Rachel"
 * - 0.85 an explicit cue: "my name is Zorba", "a company called …", "twelve creditors", "we owe
 *        two million in total", ten digits said one by one
 * - 0.75–0.80 a looser cue with evidence: "this is Rachel", "owner of …", "John from …", "… LLC", "we owe
 *        …", a legal action or bankruptcy said or denied, a revenue named by its topic word, the
 *        caller's goal after "my goal is" or "we want to"
 * - 0.65–0.70 a weak pattern: a name after "hi", a company read back from its industry word, an
 *        amount with no topic word, creditors added up from their kinds, a spoken e-mail address
 * - PREFILL_MIN_CONFIDENCE (0.6) is the floor: every rule here is one the extractor has always
 *   trusted enough to fill the form, so without word confidences and hints everything it finds
 *   is still prefilled (extractLeadDetails keeps its answers). Only doubtful words, an amount
 *   read through a repaired slip or a disagreeing hint take a field below it.
 *
 * Calibrated on the guided evaluation set's dev split (bench/voice-calibrate.ts, 2026-11-28, 12
 * messages per condition, each decoded as a whole message and with marks; the test split was not
 * looked at): a band prefilled wrong must stay at or under 2% of band fields. With the rules as
 * they were, 3 of 96 whole-message bands (3.1%) and 4 of 96 with marks (4.2%) were prefilled
 * wrong. Every amount read through a repaired slip was wrong (0 of 6 right), yet the floor lifted
 * it back to 0.6 or more: its penalty now comes off after the floor and is large enough to leave
 * it below the line (0.35–0.55). A count read after a creditor word was right 0 of 2 times: it
 * is a weak pattern now (0.65), as the creditor kinds are. With these and the answers' own change
 * (GUIDED_CONFIDENCE in guided/read-answers.ts), 1 of 96 whole-message bands and 1 of 96 with
 * marks are prefilled wrong on dev (1.0%), and as many right bands are prefilled as before (22
 * whole-message, 29 of 31 with marks); raising the threshold instead would have needed 0.79 and
 * 0.74, prefilling 6 and 21 right bands.
 */
const FLOOR = PREFILL_MIN_CONFIDENCE;

export const RULE_CONFIDENCE = {
  written: 0.95,
  spokenPhone: 0.85,
  spokenEmail: 0.7,
  nameAfterStrongCue: 0.85,
  /** Added when the first name is one the lists know. */
  knownFirstName: 0.05,
  nameAfterWeakCue: { known: 0.75, capitalised: 0.7, other: 0.65 },
  nameBeforeHere: 0.7,
  nameAfterGreeting: 0.65,
  /** Taken off a surname the lists do not know, and off one heard as several words ("gold berg"). */
  unknownSurname: 0.05,
  splitSurname: 0.15,
  company: { named: 0.85, role: 0.8, 'after-name': 0.8, 'legal-suffix': 0.8, industry: 0.65 },
  debt: { total: 0.85, debt: 0.8, unlabelled: 0.65 },
  creditors: { counted: 0.85, 'after-word': 0.65, total: 0.7, kinds: 0.65 },
  /**
   * Taken off an amount read through a slip put right ("to million", "hundred and forty thousand"),
   * after the floor: such an amount is shown to the admin, never prefilled.
   */
  repairedNumber: 0.3,
  legalActions: 0.8,
  bankruptcy: 0.75,
  /** A revenue amount read by its topic word ("revenue", "sales", "cash flow", "we bring in"). */
  revenue: 0.8,
  /** The goal after "my goal is", "we want to": the caller's own words, quoted. */
  goal: 0.75,
} as const;

const atLeastFloor = (value: number) => Math.round(Math.max(FLOOR, Math.min(1, value)) * 100) / 100;

/** The confidence of the first and the last name from the rule that found them. */
export function nameConfidence(match: NameMatch, tokens: readonly Token[]): { first: number; last: number } {
  const first = tokens[match.first];
  const known = first !== undefined && FIRST_NAMES.has(first.text);
  const capitalised = first !== undefined && /^[A-Z][a-z]/.test(first.raw);
  const base =
    match.cue === 'strong'
      ? RULE_CONFIDENCE.nameAfterStrongCue + (known ? RULE_CONFIDENCE.knownFirstName : 0)
      : match.cue === 'weak'
        ? RULE_CONFIDENCE.nameAfterWeakCue[known ? 'known' : capitalised ? 'capitalised' : 'other']
        : match.cue === 'here'
          ? RULE_CONFIDENCE.nameBeforeHere
          : RULE_CONFIDENCE.nameAfterGreeting;
  const surname = tokens.slice(match.first + 1, match.next).filter((t) => t.kind === 'word' && t.text.length > 1);
  const knownSurname =
    surname.length === 1 && (LAST_NAMES.has(surname[0]?.text ?? '') || /^[A-Z]/.test(surname[0]?.raw ?? ''));
  const last =
    surname.length > 1
      ? base - RULE_CONFIDENCE.splitSurname
      : knownSurname
        ? base
        : base - RULE_CONFIDENCE.unknownSurname;
  return { first: atLeastFloor(base), last: atLeastFloor(last) };
}

export function companyConfidence(match: CompanyMatch): number {
  return atLeastFloor(RULE_CONFIDENCE.company[match.rule]);
}

export function debtConfidence(amount: RoledAmount): number {
  const rule = RULE_CONFIDENCE.debt[amount.role !== 'debt' ? 'unlabelled' : amount.isTotal ? 'total' : 'debt'];
  return amount.span.repaired ? repairedConfidence(rule) : atLeastFloor(rule);
}

/** An amount's rule confidence when it was read through a repaired slip: below the floor. */
export function repairedConfidence(rule: number): number {
  return Math.round(Math.max(0, atLeastFloor(rule) - RULE_CONFIDENCE.repairedNumber) * 100) / 100;
}

export function creditorsConfidence(count: CreditorCount): number {
  return atLeastFloor(RULE_CONFIDENCE.creditors[count.rule]);
}

export function contactConfidence(kind: 'email' | 'phone', written: boolean): number {
  if (written) return RULE_CONFIDENCE.written;
  return atLeastFloor(kind === 'email' ? RULE_CONFIDENCE.spokenEmail : RULE_CONFIDENCE.spokenPhone);
}
