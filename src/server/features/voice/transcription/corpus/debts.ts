import { phrases } from '#server/features/voice/language/phrase-list.js';
import { numberWords } from '#server/features/voice/transcription/number-words.js';
import type { Say, Template } from './say.js';

/**
 * The voicemail corpus on the debt (questions 2 to 5: total commercial debt; lawsuits,
 * judgments, liens or collection actions; monthly cash flow or gross revenue; number of creditors
 * or collection agencies), with the amounts said in words.
 */
export const CREDITOR_KINDS = phrases`
  merchant cash advance companies, merchant cash advance lenders, funders, lenders, banks, equipment lessors,
  suppliers, vendors, credit card companies, collection agencies, factoring companies, landlords, the i r s,
  the state, private lenders, online lenders, finance companies
`;

export const DEBT_KINDS = phrases`
  merchant cash advances, a merchant cash advance, bank loans, a line of credit, credit cards, equipment loans,
  equipment leases, an s b a loan, vendor debt, supplier invoices, back taxes, payroll taxes, a business loan,
  personal guarantees, unpaid rent, factoring, business credit cards
`;

export const LEGAL_EVENTS = phrases`
  a lawsuit, two lawsuits, three lawsuits, several lawsuits, a judgment, two judgments, a default judgment,
  a confession of judgment, a tax lien, a u c c lien, liens on our equipment, a bank levy, a wage garnishment,
  a frozen bank account, collection calls, a demand letter, a summons, a notice of default
`;

/**
 * Said before an amount: a sample of the qualifiers the extractor reads (language/amount-qualifiers.ts),
 * each phrasing as often as the others.
 */
export const SAID_QUALIFIERS = phrases`
  about, around, roughly, approximately, a little over, just under, close to, more than, almost, maybe
`;

/** A dollar amount in words, the way people say it: 'two million dollars', 'eighty five thousand'. */
export function dollars(random: () => number, pick: <T>(items: readonly T[]) => T, monthly = false): string {
  const roll = random();
  const suffix = random() < 0.7 ? ' dollars' : '';
  if (!monthly && roll < 0.35) {
    const millions = pick([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20]);
    return `${numberWords(millions)}${random() < 0.2 ? ' and a half' : ''} million${suffix}`;
  }
  if (!monthly && roll < 0.45)
    return `${numberWords(pick([1, 2, 3, 4, 5]))} point ${numberWords(pick([1, 2, 3, 4, 5, 6, 7, 8, 9]))} million${suffix}`;
  const thousands = monthly ? Math.floor(random() * 400) + 10 : Math.floor(random() * 990) + 10;
  const rounded = thousands > 100 ? Math.round(thousands / 10) * 10 : thousands;
  return `${numberWords(rounded)} thousand${suffix}`;
}

export const aboutTheDebt = ({ pick, hedge, amount, monthly, small, percent, creditors, debtKind, legal }: Say) =>
  [
    // 2. total commercial debt
    () => `we owe ${hedge()} ${amount()}`,
    () => `our total commercial debt is ${hedge()} ${amount()}`,
    () => `the total debt is ${hedge()} ${amount()} in ${debtKind()}`,
    () => `i owe ${hedge()} ${amount()} to ${small()} ${creditors()}`,
    () => `most of it is ${debtKind()} and the rest is ${debtKind()}`,
    () => `we have ${amount()} in ${debtKind()} and ${amount()} in ${debtKind()}`,
    () => `altogether it is ${hedge()} ${amount()}`,
    () => `we took ${small()} merchant cash advances and now the daily payments are killing us`,
    // 3. lawsuits, judgments, liens or collection actions
    () => `yes we have ${legal()} from one of the ${creditors()}`,
    () => `one of the ${creditors()} filed ${legal()} against us`,
    () => `there is ${legal()} against the company and ${legal()}`,
    () => `no lawsuits yet but ${creditors()} are threatening to sue`,
    () => `we got served with ${legal()} last ${pick(['week', 'month', 'year', 'friday', 'monday'])}`,
    () => `the ${pick(['i r s', 'state', 'county', 'bank'])} put ${legal()} on the business`,
    () => `no we do not have any lawsuits judgments or liens`,
    () => `they froze our bank account and we could not make payroll`,
    // 4. monthly cash flow or gross revenue
    () => `our monthly revenue is ${hedge()} ${monthly()}`,
    () => `we do ${hedge()} ${monthly()} a month in gross revenue`,
    () => `gross sales are ${hedge()} ${monthly()} per month`,
    () => `we bring in ${hedge()} ${monthly()} a month but cash flow is very tight`,
    () => `revenue dropped ${percent()} percent since last year`,
    () =>
      `our cash flow is ${pick(['negative', 'tight', 'very tight', 'not enough to cover the payments', 'up and down'])}`,
    () => `annual revenue is ${hedge()} ${amount()}`,
    // 5. number of creditors or collection agencies
    () => `we have ${small()} creditors`,
    () => `there are ${hedge()} ${small()} creditors and ${small()} collection agencies`,
    () => `i owe money to ${small()} different ${creditors()}`,
    () => `${small()} ${creditors()} and ${small()} ${creditors()}`,
    () => `in total ${small()} creditors are calling us`,
  ] satisfies Template[];
