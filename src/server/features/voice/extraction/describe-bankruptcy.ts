import type { BankruptcyStance } from './extract-bankruptcy.js';

/** Summary wording for question 6: "bankruptcy was suggested but not wanted", "bankruptcy not considered". */
export function describeBankruptcy(stance: BankruptcyStance): string {
  if (stance.filed) return 'has filed for bankruptcy before';
  if (stance.suggested)
    return stance.unwanted ? 'bankruptcy was suggested but not wanted' : 'bankruptcy has been suggested';
  if (stance.considered)
    return stance.unwanted ? 'bankruptcy was considered but not wanted' : 'bankruptcy is being considered';
  if (stance.unwanted) return 'wants to avoid bankruptcy';
  return 'bankruptcy not considered';
}
