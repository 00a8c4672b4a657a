import type { LegalFacts, LegalKind } from './extract-legal.js';
import { joinList } from './join-list.js';

/** Summary wording for question 3: "facing two lawsuits and a tax lien" / "no lawsuits, judgments or liens". */
const SINGULAR: Record<LegalKind, string> = {
  lawsuit: 'a lawsuit',
  judgment: 'a judgment',
  lien: 'a lien',
  levy: 'a levy or frozen account',
  collections: 'collection actions',
};
const PLURAL: Record<LegalKind, string> = {
  lawsuit: 'lawsuits',
  judgment: 'judgments',
  lien: 'liens',
  levy: 'levies or frozen accounts',
  collections: 'collection actions',
};
const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Undefined when the caller said nothing about legal actions. */
export function describeLegal(facts: LegalFacts): string | undefined {
  if (facts.present.length > 0) {
    const items = facts.present.map((item) => {
      const noun =
        item.count !== undefined
          ? `${SMALL[item.count] ?? item.count} ${PLURAL[item.kind]}`
          : item.plural
            ? PLURAL[item.kind]
            : SINGULAR[item.kind];
      return item.tax && item.kind === 'lien' ? noun.replace(/(liens?)$/, 'tax $1') : noun;
    });
    return `facing ${joinList(items, 'and')}`;
  }
  if (facts.denied.length > 0)
    return `no ${joinList(
      facts.denied.map((k) => PLURAL[k]),
      'or',
    )}`;
  return undefined;
}
