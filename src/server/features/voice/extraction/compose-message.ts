import type { Period } from './amount-roles.js';
import { describeBankruptcy } from './describe-bankruptcy.js';
import { describeLegal } from './describe-legal.js';
import type { BankruptcyStance } from './extract-bankruptcy.js';
import type { CreditorCount } from './extract-creditors.js';
import type { LegalFacts } from './extract-legal.js';
import { formatMoney } from './format-money.js';

/**
 * The consultation form's "Describe Your Situation" text, written from the recognised facts only
 * (never from guesses), in a fixed order that follows the voicemail questions:
 * "Owes about $2.5M to 12 creditors; facing a lawsuit; monthly revenue about $180K; bankruptcy
 * was suggested but not wanted. Goal: keep the business running and stop the daily payments."
 */
export interface SituationFacts {
  debt?: Quantity;
  creditors?: CreditorCount;
  legal?: LegalFacts;
  revenue?: Quantity & { period?: Period; word: 'revenue' | 'cash flow' | 'sales' };
  bankruptcy?: BankruptcyStance;
  goal?: string;
}

export interface Quantity {
  value: number;
  bound?: 'over' | 'under';
  hedged: boolean;
  range?: [number, number];
}

export const MAX_MESSAGE_LENGTH = 400;

const PERIOD_WORDS: Record<Period, string> = { day: 'daily', week: 'weekly', month: 'monthly', year: 'annual' };

export function composeMessage(facts: SituationFacts): string | undefined {
  const parts: string[] = [];
  const debt = debtText(facts);
  if (debt) parts.push(debt);
  const legal = facts.legal ? describeLegal(facts.legal) : undefined;
  if (legal) parts.push(legal);
  if (facts.revenue) parts.push(revenueText(facts.revenue));
  if (facts.bankruptcy) parts.push(describeBankruptcy(facts.bankruptcy));

  const situation = parts.length > 0 ? `${capitalise(parts.join('; '))}.` : '';
  if (!facts.goal) return situation || undefined;
  const room = MAX_MESSAGE_LENGTH - situation.length - ' Goal: .'.length;
  if (room < 20) return situation.slice(0, MAX_MESSAGE_LENGTH);
  const goal = shorten(facts.goal, room);
  return `${situation ? `${situation} ` : ''}Goal: ${goal}${goal.endsWith('…') ? '' : '.'}`;
}

/** "owes about $2.5M to 12 creditors", or "has 12 creditors" when the amount was not said. */
function debtText({ debt, creditors }: SituationFacts): string | undefined {
  if (!debt) return creditors ? `has ${creditorsText(creditors)}` : undefined;
  // One "about" per clause reads better than two.
  const to = creditors ? ` to ${creditorsText({ ...creditors, hedged: false })}` : '';
  return `owes ${quantityText(debt, formatMoney)}${to}`;
}

/** "monthly revenue about $180K", "annual sales of $6M". */
export function revenueText(revenue: NonNullable<SituationFacts['revenue']>): string {
  const period = revenue.period ? `${PERIOD_WORDS[revenue.period]} ` : '';
  const joiner = revenue.hedged || revenue.bound || revenue.range ? '' : 'of ';
  return `${period}${revenue.word} ${joiner}${quantityText(revenue, formatMoney)}`;
}

function quantityText(q: Quantity, format: (n: number) => string): string {
  if (q.range) return `${q.hedged ? 'about ' : ''}${format(q.range[0])}–${format(q.range[1])}`;
  const qualifier = q.bound === 'over' ? 'over ' : q.bound === 'under' ? 'just under ' : q.hedged ? 'about ' : '';
  return `${qualifier}${format(q.value)}`;
}

function creditorsText(c: CreditorCount): string {
  const text = quantityText({ ...c, value: c.count }, (n) => String(Math.round(n)));
  return `${text} ${c.count === 1 && !c.range && !c.bound ? 'creditor' : 'creditors'}`;
}

function shorten(text: string, room: number): string {
  if (text.length <= room) return text;
  const cut = text.slice(0, room - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
