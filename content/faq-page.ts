/**
 * Copy for the /faq page (10 questions, several may be open at once). Kept apart from the home
 * page's questions so the home page's code does not carry this page's copy.
 */
import { claims } from './firm.js';
import { fees, holdMoney, howLong, lawsuitsJudgments, lawyers, mcaDebt, whatWeDo, type FaqItem } from './faq.js';

const bankruptcyAlternative: FaqItem = {
  id: 'bankruptcy-alternative',
  question: 'Is this an alternative to bankruptcy?',
  answer: [
    'For many businesses, yes. A negotiated restructuring keeps the business operating, out of court and in ' +
      'your control, and most creditors would rather agree to a realistic payment than take their chances in ' +
      'a bankruptcy.',
    'Bankruptcy is a legal process and is the right answer for some businesses; that decision belongs with a ' +
      'bankruptcy attorney. What we can tell you, honestly and early, is whether a negotiated solution looks ' +
      'workable for your debts.',
  ],
};

const creditImpact: FaqItem = {
  id: 'credit-impact',
  question: 'Will this affect my credit?',
  answer: [
    'If accounts are already past due, that is usually reported already. A settled account may be reported as ' +
      'settled for less than the full balance, which is generally viewed better than an unpaid account, a ' +
      'judgment or a bankruptcy.',
    'Business and personal credit are reported separately; personal credit is mostly affected where you signed ' +
      'a personal guarantee. We cannot promise any particular credit result, but we will explain what to expect ' +
      'for each account.',
  ],
};

const personalGuarantees: FaqItem = {
  id: 'personal-guarantees',
  question: 'I personally guaranteed some of these debts. Can you still help?',
  answer: [
    'Yes. Most cash advances, equipment financing and SBA loans carry a personal guarantee, and protecting the ' +
      'owner is a central part of our negotiations. Where we can, we ask for the guarantee to be released as part ' +
      'of the written settlement.',
    'How a particular guarantee can be enforced is a legal question, so we recommend reviewing your guarantees ' +
      'with your attorney. We will work alongside them.',
  ],
};

/** The /faq page: exactly 10 items (several may be open at once). */
export interface FaqPage {
  heading: string;
  intro: string;
  items: FaqItem[];
  ctaHeading: string;
  ctaText: string;
  ctaButton: 'Schedule a Free Consultation';
}

/** The /faq page copy. */
export const faqPage: FaqPage = {
  heading: 'Frequently Asked Questions',
  intro:
    'What business owners ask us before they call: how restructuring works, what it costs, and what it means ' +
    'for lawsuits, guarantees and credit.',
  items: [
    whatWeDo,
    lawyers,
    fees,
    holdMoney,
    bankruptcyAlternative,
    mcaDebt,
    lawsuitsJudgments,
    personalGuarantees,
    creditImpact,
    howLong,
  ],
  ctaHeading: 'Still Have Questions?',
  ctaText: `Every situation is different. Tell us about yours in a free, confidential consultation. ${claims.followUpPromise}`,
  ctaButton: 'Schedule a Free Consultation',
};
