import { creditorsCountBand, debtAmountBand } from '../../src/server/features/voice/extraction/bands.js';
import { DESCRIPTIVE_COMPANIES, INITIALS, SURNAME_COMPANY_FORMS, TRADES } from './lists/companies.js';
import { GOALS } from './lists/goals.js';
import { FIRST_NAMES, ORIGINS, SURNAMES, type Origin } from './lists/names.js';
import type { Random } from './random.js';
import { CREDITOR_NOUNS, spokenAmount, spokenCreditors } from './spoken-numbers.js';
import { entriesFor, type Side } from './split.js';
import type { Facts } from './templates/types.js';

/**
 * Who a script's caller is and what their situation is: drawn from one side's lists only
 * (split.ts), recording every list entry used so invariants.ts can prove the sides never meet.
 */
export interface DrawnFacts {
  facts: Facts;
  origin: Origin;
  /** The company as written in the truth, without the "L L C" some callers add. */
  company: string;
  /** List entries used, as "list:entry". */
  entries: string[];
}

const sameDebtBand = (a: number, b: number) => debtAmountBand(a) === debtAmountBand(b);
const sameCreditorsBand = (a: number, b: number) => creditorsCountBand(a) === creditorsCountBand(b);

export function drawFacts(r: Random, side: Side): DrawnFacts {
  const entries: string[] = [];
  const from = <T>(list: string, items: readonly T[], label: (item: T) => string = String): T => {
    const item = r.pick(entriesFor(items, side));
    entries.push(`${list}:${label(item)}`);
    return item;
  };

  const origin = r.pick(ORIGINS);
  const firstName = from('first', FIRST_NAMES[origin]);
  // Most callers' surnames match their first name's origin; a fifth do not, as in any US city.
  const lastName = from('surname', SURNAMES[r.chance(0.8) ? origin : r.pick(ORIGINS)]);
  const { company, kind } = drawCompany(r, lastName, from);
  const spokenCompany = r.chance(0.12) ? `${company} ${r.pick(['L L C', 'Inc'])}` : company;

  const monthly = r.chance(0.6);
  const revenue = monthly
    ? spokenAmount(r, 20_000, 700_000, () => true, { trailingHedge: false })
    : spokenAmount(r, 250_000, 15_000_000, () => true, { trailingHedge: false });
  const facts: Facts = {
    firstName,
    lastName,
    company: spokenCompany,
    kind,
    debt: spokenAmount(r, 40_000, 9_000_000, sameDebtBand),
    revenue: { ...revenue, period: monthly ? 'month' : 'year' },
    creditors: spokenCreditors(r, r.pick(CREDITOR_NOUNS), sameCreditorsBand),
    goal: from('goal', GOALS),
  };
  return { facts, origin, company, entries };
}

type From = <T>(list: string, items: readonly T[], label?: (item: T) => string) => T;

/** Named after the owner (or a partner), descriptively, or by initials. */
function drawCompany(r: Random, lastName: string, from: From): { company: string; kind: string } {
  const roll = r.next();
  if (roll < 0.45) {
    const surname = r.chance(0.7) ? lastName : from('surname', SURNAMES[r.pick(ORIGINS)]);
    const trade = from('trade', TRADES, (t) => t.nameWord);
    const form = from('company-form', SURNAME_COMPANY_FORMS);
    return { company: form.replace('{S}', surname).replace('{T}', trade.nameWord), kind: trade.kind };
  }
  if (roll < 0.8) {
    const named = from('descriptive', DESCRIPTIVE_COMPANIES, (c) => c.name);
    return { company: named.name, kind: named.kind };
  }
  const trade = from('trade', TRADES, (t) => t.nameWord);
  return { company: `${from('initials', INITIALS)} ${trade.nameWord}`, kind: trade.kind };
}
