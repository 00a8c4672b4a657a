import type { TemplateGroup } from './types.js';

/**
 * Question 3: lawsuits, judgments, liens or collection actions, answered yes or no in words
 * unlike the language model's ("we got served with …", "no we do not have any lawsuits
 * judgments or liens"; transcription/corpus/debts.ts). Threats without a filing are a "no":
 * nothing has been filed.
 */
const MONTHS = ['January', 'March', 'June', 'August', 'October', 'the spring', 'the fall'];

export const LEGAL_YES: TemplateGroup = {
  name: 'legal-yes',
  templates: [
    (_f, r) => ({ text: `One of the funders sued us back in ${r.pick(MONTHS)}, so that's ongoing.`, legal: 'yes' }),
    () => ({ text: `There's a judgment against us out of New York, one of those confession things.`, legal: 'yes' }),
    (_f, r) => ({ text: `The I R S slapped a tax lien on us in ${r.pick(MONTHS)}.`, legal: 'yes' }),
    () => ({ text: `Two of the lenders have taken us to court already.`, legal: 'yes' }),
    () => ({ text: `Yes, a supplier filed suit, and the bank has a lien on the trucks.`, legal: 'yes' }),
    () => ({ text: `A collection agency got a judgment and they froze our account for a week.`, legal: 'yes' }),
    () => ({ text: `Legally, there's one lawsuit pending and a U C C lien.`, legal: 'yes' }),
    () => ({ text: `We were served with a lawsuit last month, that's part of why I'm calling.`, legal: 'yes' }),
    () => ({ text: `The state has a lien on us for sales tax.`, legal: 'yes' }),
  ],
};

export const LEGAL_NO: TemplateGroup = {
  name: 'legal-no',
  templates: [
    () => ({ text: `Nothing legal yet, no suits, no liens.`, legal: 'no' }),
    () => ({ text: `Knock on wood, nobody has sued us.`, legal: 'no' }),
    () => ({ text: `As far as lawsuits or judgments, we're clean so far.`, legal: 'no' }),
    () => ({ text: `No court stuff, nothing like that.`, legal: 'no' }),
    () => ({ text: `They call nonstop, but nothing has been filed against us.`, legal: 'no' }),
    () => ({ text: `None of that, no judgments and no liens.`, legal: 'no' }),
    () => ({ text: `Lawsuits, no. Liens, no.`, legal: 'no' }),
    () => ({ text: `We haven't been sued and there are no liens.`, legal: 'no' }),
    () => ({ text: `Nobody's taken us to court, not yet anyway.`, legal: 'no' }),
  ],
};
