import type { NumberSpan } from './number-words.js';
import { phrases } from '#server/features/voice/language/phrase-list.js';
import { phraseEndsAt, phraseLengthAt, type Token } from './tokenize.js';

/**
 * Decides what each money amount in a voicemail is about. The caller answers "total debt" and
 * "monthly cash flow or gross revenue" in the same breath, often with the revenue larger than the
 * debt, so the amount's neighbours decide: words right after it ("… in revenue", "… a month")
 * are the strongest sign, then the nearest topic word before it in the same sentence.
 */
export type AmountRole = 'debt' | 'revenue' | 'payment' | 'legal' | 'unknown';
export type Period = 'day' | 'week' | 'month' | 'year';

export interface RoledAmount {
  span: NumberSpan;
  role: AmountRole;
  /** "a month", "per year": set when the amount is a rate. */
  period?: Period;
  /** Token range [first, next) of the words that said the period. */
  periodWords?: { first: number; next: number };
  /**
   * A different period is said on the other side of the amount ("monthly revenue around two
   * hundred thousand a week"): the amount is a rate, but which one was not clearly said.
   */
  periodConflict?: boolean;
  /** "total", "in total", "altogether" near the amount: the caller is giving the whole debt. */
  isTotal: boolean;
  /** The revenue word used ("cash flow" or "revenue"), for the summary. */
  revenueWord?: 'revenue' | 'cash flow' | 'sales';
  /** "… and another 400k to the bank": a further part of the same debt. */
  additive: boolean;
}

const PERIODS: ReadonlyArray<readonly [Period, readonly string[]]> = [
  ['month', ['a month', 'per month', 'monthly', 'every month', 'each month', 'a mo']],
  ['year', ['a year', 'per year', 'annually', 'yearly', 'every year', 'each year', 'annual']],
  ['week', ['a week', 'per week', 'weekly', 'every week', 'each week']],
  ['day', ['a day', 'per day', 'daily', 'every day', 'each day']],
];

const CUES: Record<Exclude<AmountRole, 'unknown'>, readonly string[]> = {
  debt: phrases`
    owe, owed, owes, owing, debt, debts, indebted, liabilities, total, totals, in the hole, past due, borrowed,
    balance, balances, outstanding, underwater, we are into, were into, in debt
  `,
  revenue: phrases`
    revenue, revenues, revenue's, gross, grossing, grosses, sales, cash flow, cashflow, income, bring in, bringing in,
    brings in, take in, taking in, turnover, deposits, top line, billing, billings, we make, make about, making about,
    we do, we did, doing about, doing around, generate, generating, earn, earnings, profit, we bill, bill about,
    collections
  `,
  payment: phrases`paying, pay, payment, payments, debits, debit, withdrawals, taking out, pulling, remit`,
  legal: phrases`
    judgment, judgement, judgments, judgements, lawsuit, lawsuits, sued, suing, sue, lien, liens, levy, levied,
    garnish, garnishment, garnished, settlement, claim
  `,
};
/** Right after the amount these settle its role ("two million in revenue", "900k in debt"). */
const SUFFIX_CUES: Record<Exclude<AmountRole, 'unknown'>, readonly string[]> = {
  debt: phrases`
    in debt, of debt, in total debt, in business debt, of business debt, in commercial debt, of commercial debt,
    in debts, owed, total, in total, altogether, all together, in liabilities, outstanding, in loans, in mcas,
    combined, overall
  `,
  revenue: phrases`
    in revenue, in revenues, in sales, in gross, gross, in gross revenue, in gross sales, in deposits, in income,
    revenue, in cash flow, top line, in monthly revenue, in annual revenue, in yearly revenue, in monthly sales,
    in annual sales, in yearly sales, a month in revenue, a year in revenue, a month in sales, a year in sales
  `,
  payment: ['in payments', 'payment', 'payments', 'in daily payments', 'in weekly payments'],
  legal: ['judgment', 'judgement', 'lawsuit', 'lien', 'in judgments', 'in liens'],
};
const TOTAL_CUES = phrases`
  total, in total, altogether, all together, combined, overall, all in, totals, total debt
`;
const ADDITIVE = new Set(['another', 'plus', 'additional', 'also']);
/** Words that open the next clause of an unpunctuated transcript. */
const CLAUSE_STARTS = new Set(phrases`and, but, our, we, we're, i, i'm, my, so, which, with, plus, the`);
const LOOK_BACK = 10;
const LOOK_AHEAD = 4;

export function classifyAmounts(tokens: readonly Token[], spans: readonly NumberSpan[]): RoledAmount[] {
  return spans.filter((span) => span.isMoney).map((span) => classify(tokens, span));
}

function classify(tokens: readonly Token[], span: NumberSpan): RoledAmount {
  const after = followingIndexes(tokens, span);
  const before = precedingIndexes(tokens, span);
  const stated = findPeriod(tokens, after);
  const period = stated?.period;
  const isTotal = [...before.slice(0, 6), ...after].some((i) => phraseLengthAt(tokens, i, TOTAL_CUES) > 0);

  // Only right after the amount: without punctuation, two words on is often the next answer.
  const next = after[0];
  const suffixRole =
    next === undefined
      ? undefined
      : (Object.keys(SUFFIX_CUES) as Array<keyof typeof SUFFIX_CUES>).find(
          (role) => phraseLengthAt(tokens, next, SUFFIX_CUES[role]) > 0,
        );
  let role: AmountRole = suffixRole ?? 'unknown';
  if (!suffixRole) {
    // The nearest topic word before the amount wins.
    for (const i of before) {
      const found = (Object.keys(CUES) as Array<keyof typeof CUES>).find((r) => phraseEndsAt(tokens, i, CUES[r]));
      if (found) {
        role = found;
        break;
      }
    }
  }
  // "We owe 20 thousand a month" is a payment, not the total debt.
  if (role === 'debt' && period && !isTotal) role = 'payment';
  // "our monthly revenue is about 180 thousand": a rate named before the amount.
  const named = role === 'revenue' || role === 'payment' ? findPeriod(tokens, before) : undefined;
  const rate = stated ?? named;
  const additive = before.slice(0, 3).some((i) => ADDITIVE.has(tokens[i]?.text ?? ''));
  return {
    span,
    role,
    ...(rate ? { period: rate.period, periodWords: { first: rate.first, next: rate.next } } : {}),
    ...(stated && named && stated.period !== named.period ? { periodConflict: true } : {}),
    isTotal,
    additive,
    ...revenueWord(tokens, role, [...before, ...after]),
  };
}

/** Token indexes after the amount, up to the end of its sentence. */
function followingIndexes(tokens: readonly Token[], span: NumberSpan): number[] {
  const out: number[] = [];
  if (tokens[span.next - 1]?.sentenceEnd) return out;
  for (let i = span.next; i < tokens.length && out.length < LOOK_AHEAD; i++) {
    out.push(i);
    if (tokens[i]?.sentenceEnd) break;
  }
  return out;
}

/** Token indexes before the amount, nearest first, back to the start of its sentence. */
function precedingIndexes(tokens: readonly Token[], span: NumberSpan): number[] {
  const out: number[] = [];
  for (let i = span.first - 1; i >= 0 && out.length < LOOK_BACK; i--) {
    if (tokens[i]?.sentenceEnd) break;
    out.push(i);
  }
  return out;
}

/**
 * "180 thousand a month", "two million in revenue a year", "3,000 in daily payments". Stops at
 * the start of the next clause: in "2.5 million total and our monthly revenue…" the month is not
 * the debt's.
 */
function findPeriod(
  tokens: readonly Token[],
  indexes: readonly number[],
): { period: Period; first: number; next: number } | undefined {
  for (const i of indexes) {
    for (const [period, said] of PERIODS) {
      const length = phraseLengthAt(tokens, i, said);
      if (length > 0) return { period, first: i, next: i + length };
    }
    if (CLAUSE_STARTS.has(tokens[i]?.text ?? '')) return undefined;
  }
  return undefined;
}

function revenueWord(
  tokens: readonly Token[],
  role: AmountRole,
  around: readonly number[],
): Pick<RoledAmount, 'revenueWord'> {
  if (role !== 'revenue') return {};
  const near = around.map((i) => tokens[i]?.text);
  if (near.includes('flow') || near.includes('cashflow')) return { revenueWord: 'cash flow' };
  if (near.includes('sales')) return { revenueWord: 'sales' };
  return { revenueWord: 'revenue' };
}
