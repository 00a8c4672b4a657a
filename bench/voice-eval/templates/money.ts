import type { Random } from '../random.js';
import type { Facts, TemplateGroup } from './types.js';

/**
 * Questions 2 (total debt), 4 (revenue) and 5 (number of creditors), in wordings unlike the
 * language model's ("we owe about …", "our total commercial debt is …", "we have … creditors";
 * transcription/corpus/debts.ts). Revenue is said as a figure too, sometimes larger than the
 * debt, as in real messages: the reader has to tell the two apart.
 */
const DEBT_KINDS = [
  'cash advances',
  'the equipment notes',
  'credit cards and a line of credit',
  'the s b a loan',
  'supplier balances',
  'back rent and a bank loan',
];

const per = (f: Facts, r: Random) =>
  f.revenue.period === 'month'
    ? r.pick(['a month', 'per month', 'every month'])
    : r.pick(['a year', 'per year', 'annually']);

export const DEBT: TemplateGroup = {
  name: 'debt',
  templates: [
    (f) => ({ text: `All in, the business is carrying ${f.debt.words} in debt.` }),
    (f) => ({ text: `If I add everything up, we're sitting at ${f.debt.words}.` }),
    (f, r) => ({ text: `Between ${r.pick(DEBT_KINDS)} and everything else, we're into it for ${f.debt.words}.` }),
    (f) => ({ text: `Total owed is ${f.debt.words}.` }),
    (f) => ({ text: `Debt wise, we're looking at ${f.debt.words} across everything.` }),
    (f) => ({ text: `The number I keep coming back to is ${f.debt.words}, that's the whole thing.` }),
    (f, r) => ({ text: `Our balances add up to ${f.debt.words}, most of it ${r.pick(DEBT_KINDS)}.` }),
    (f) => ({ text: `As for the debt, it's ${f.debt.words} right now.` }),
    (f) => ({ text: `We borrowed a lot over the last two years, and the payoff today is ${f.debt.words}.` }),
    (f) => ({ text: `The total? ${f.debt.words}. It got out of hand fast.` }),
    (f) => ({ text: `I'd put the whole pile at ${f.debt.words}.` }),
    (f) => ({ text: `What we owe, all the lenders together, comes to ${f.debt.words}.` }),
  ],
};

/** A caller who will not say the figure: the form's debt must then stay empty. */
export const DEBT_DECLINED: TemplateGroup = {
  name: 'debt-declined',
  templates: [
    () => ({ text: `I'd rather go over the exact debt figure on the phone.`, declinesDebt: true }),
    () => ({ text: `The total debt, I need to pull the statements, I don't want to guess.`, declinesDebt: true }),
    () => ({ text: `I'm not comfortable putting the debt number on a recording.`, declinesDebt: true }),
    () => ({ text: `How much we owe, honestly I'd have to ask my bookkeeper.`, declinesDebt: true }),
  ],
};

export const REVENUE: TemplateGroup = {
  name: 'revenue',
  templates: [
    (f, r) => ({ text: `Sales run ${f.revenue.words} ${per(f, r)}.` }),
    (f, r) => ({ text: `We gross ${f.revenue.words} ${per(f, r)}, depending on the season.` }),
    (f, r) => ({ text: `Revenue's been ${f.revenue.words} ${per(f, r)}, down from last year.` }),
    (f, r) => ({ text: `Top line, we're doing ${f.revenue.words} ${per(f, r)}.` }),
    (f, r) => ({ text: `Cash flow is tight, maybe ${f.revenue.words} coming in ${per(f, r)}.` }),
    (f, r) => ({ text: `In a good stretch we bring in ${f.revenue.words} ${per(f, r)}, in a slow one a lot less.` }),
    (f, r) => ({ text: `Deposits are running ${f.revenue.words} ${per(f, r)}.` }),
    (f, r) => ({ text: `Income, call it ${f.revenue.words} ${per(f, r)}.` }),
    (f, r) => ({
      text: `We're at ${f.revenue.words} ${per(f, r)} in sales, but the daily debits eat most of it.`,
    }),
    (f, r) => ({ text: `On the revenue side it's ${f.revenue.words} ${per(f, r)}.` }),
  ],
};

export const CREDITORS: TemplateGroup = {
  name: 'creditors',
  templates: [
    (f) => ({ text: `We've got ${f.creditors.words}.` }),
    (f) => ({ text: `It's spread over ${f.creditors.words}.` }),
    (f) => ({ text: `I count ${f.creditors.words} right now.` }),
    (f) => ({ text: `We're dealing with ${f.creditors.words}.` }),
    (f) => ({ text: `That's split between ${f.creditors.words}.` }),
    (f) => ({ text: `We hear from ${f.creditors.words} pretty much every day.` }),
    (f) => ({ text: `Number of creditors, ${f.creditors.words}.` }),
    (f) => ({ text: `The money is owed to ${f.creditors.words}.` }),
    (f) => ({ text: `Who we owe, that would be ${f.creditors.words}.` }),
    (f) => ({ text: `There's ${f.creditors.words} in the picture.` }),
  ],
};
