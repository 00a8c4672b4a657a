import type { Random } from '../random.js';
import type { Spoken } from '../spoken-numbers.js';

/** What a script is about; templates put these into words. */
export interface Facts {
  firstName: string;
  lastName: string;
  company: string;
  /** The kind of business as said: "roofing", "dental lab". */
  kind: string;
  debt: Spoken;
  revenue: Spoken & { period: 'month' | 'year' };
  /** Count and noun together: "about a dozen lenders". */
  creditors: Spoken;
  goal: string;
}

export type LegalAnswer = 'yes' | 'no';
export type BankruptcyAnswer = 'suggested' | 'considered' | 'not';

/** One answer in words, with what it tells beyond the facts it was given. */
export interface Said {
  text: string;
  /** The caller template left these out (they may be said later, or never). */
  omitsLastName?: boolean;
  omitsCompany?: boolean;
  /** The caller declined to give the debt figure. */
  declinesDebt?: boolean;
  legal?: LegalAnswer;
  bankruptcy?: BankruptcyAnswer;
}

export type Say = (facts: Facts, r: Random) => Said;

/**
 * Templates that answer the same thing the same way. The test/train split is made within each
 * group (split.ts), so the test scripts hold unseen wordings of every kind of answer: a "no
 * lawsuits" wording as well as a "yes".
 */
export interface TemplateGroup {
  name: string;
  templates: readonly Say[];
}
