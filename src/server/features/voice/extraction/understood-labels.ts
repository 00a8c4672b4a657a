import type { BankruptcyStance } from './extract-bankruptcy.js';
import type { LegalFacts, LegalItem, LegalKind } from './extract-legal.js';

/**
 * The admin's short labels for the two answers that have no form field: legal actions
 * ("Lawsuit; tax lien", "2 lawsuits; judgment", "None" when all were denied) and bankruptcy
 * ("Suggested, not wanted", "Considered", "Not considered", "Filed"). The summary sentence for
 * the visitor's form is worded elsewhere (describe-legal.ts, describe-bankruptcy.ts).
 */
const SINGULAR: Record<LegalKind, string> = {
  lawsuit: 'lawsuit',
  judgment: 'judgment',
  lien: 'lien',
  levy: 'levy or frozen account',
  collections: 'collections',
};
const PLURAL: Record<LegalKind, string> = {
  lawsuit: 'lawsuits',
  judgment: 'judgments',
  lien: 'liens',
  levy: 'levies or frozen accounts',
  collections: 'collections',
};

/** Undefined when legal actions were not talked about. */
export function legalActionsLabel(facts: LegalFacts): string | undefined {
  if (facts.present.length > 0) return capitalise(facts.present.map(itemLabel).join('; '));
  return facts.denied.length > 0 ? 'None' : undefined;
}

function itemLabel(item: LegalItem): string {
  const noun =
    item.count !== undefined ? `${item.count} ${PLURAL[item.kind]}` : (item.plural ? PLURAL : SINGULAR)[item.kind];
  // "tax lien", "2 tax liens": as the summary says it (describe-legal.ts).
  return item.tax && item.kind === 'lien' ? noun.replace(/(liens?)$/, 'tax $1') : noun;
}

export function bankruptcyLabel(stance: BankruptcyStance): string {
  if (stance.filed) return 'Filed';
  if (stance.suggested) return stance.unwanted ? 'Suggested, not wanted' : 'Suggested';
  if (stance.considered) return stance.unwanted ? 'Considered, not wanted' : 'Considered';
  if (stance.unwanted) return 'Not wanted';
  return 'Not considered';
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
