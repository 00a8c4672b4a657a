/**
 * Questions and answers for the home accordion (8 items, SPEC §2) and the /faq page (10 items).
 * Each answer is written once below and reused by id, so both lists always agree.
 */
import { claims, firm } from './firm.js';

/** One question; `answer` holds its paragraphs. */
export interface FaqItem {
  /** Kebab-case, unique within a list; usable as an anchor. */
  id: string;
  question: string;
  answer: string[];
}

export const whatWeDo: FaqItem = {
  id: 'what-we-do',
  question: `What does ${firm.name} do?`,
  answer: [
    'We negotiate and restructure past-due commercial debt for business owners. We contact your creditors on ' +
      'your behalf and work out reduced balances, settlements or new payment terms that your business can afford.',
    `We have done this work since ${firm.foundedYear}, with ${claims.yearsExperience} years of experience, ` +
      `${claims.companiesRescued} companies rescued and ${claims.debtRestructuredPhrase}.`,
  ],
};

export const fees: FaqItem = {
  id: 'fees',
  question: 'How much does it cost?',
  answer: [
    'The first consultation is free and carries no obligation.',
    'If we work together, our fees are results-oriented: what we are paid is tied to the results we ' +
      'achieve for you. The terms are explained and put in writing before you engage us, so there are no ' +
      'surprises later.',
  ],
};

export const holdMoney: FaqItem = {
  id: 'hold-money',
  question: 'Do you hold my money or ask me to pay into an account?',
  answer: [
    `No. ${claims.noEscrow}`,
    'Each settlement is paid by your business directly to the creditor, under the written terms of that ' +
      'agreement. Your money stays in your account, under your control, until you pay the creditor.',
  ],
};

export const lawsuitsJudgments: FaqItem = {
  id: 'lawsuits-judgments',
  question: 'A creditor has sued my business or won a judgment. Can you still help?',
  answer: [
    'Yes. Many of the debts we negotiate are already in litigation or have become judgments or liens. ' +
      'Creditors can agree to settle at any stage, including after a suit is filed or a judgment is entered.',
    'We negotiate the debt; your attorney handles the court side, including deadlines and filings. If you have ' +
      'been served and do not have an attorney, speak to one promptly: court deadlines do not wait for negotiations.',
  ],
};

export const mcaDebt: FaqItem = {
  id: 'mca-debt',
  question: 'Can you help with merchant cash advance (MCA) debt?',
  answer: [
    'Yes. Merchant cash advances are one of the most common debts we negotiate, especially when several are ' +
      'stacked and the daily or weekly debits take more than the business brings in.',
    'We review each agreement, show the funders what the business can realistically pay, and negotiate ' +
      'reduced balances, adjusted remittances or settlements. Bring every MCA contract you have signed to the ' +
      'consultation.',
  ],
};

export const howLong: FaqItem = {
  id: 'how-long',
  question: 'How long does the process take?',
  answer: [
    'It depends on how many creditors are involved, how far behind the accounts are and how much cash the ' +
      'business can put toward settlements. Stabilizing the situation usually begins in the first weeks.',
    'A single settlement can take a few weeks; a full restructuring with many creditors commonly runs from ' +
      'several months to a couple of years. We give you a realistic timeline once we have seen your numbers.',
  ],
};

export const lawyers: FaqItem = {
  id: 'are-you-lawyers',
  question: 'Are you lawyers?',
  answer: [
    `No. ${claims.notLawFirm} We are experienced negotiators and business advisers.`,
    'When a matter needs legal advice or representation in court, we work alongside your attorney or suggest ' +
      'that you consult one.',
  ],
};

const consultationPrep: FaqItem = {
  id: 'consultation-prep',
  question: 'What should I have ready for the consultation?',
  answer: [
    'A list of your creditors with the balance and the payment on each, copies of your agreements (cash advance ' +
      'contracts, loan and lease documents), any lawsuits, judgments or collection letters, and your last three ' +
      'to six months of business bank statements.',
    'If you do not have everything to hand, call anyway. We can start with what you know and gather the rest ' +
      `together. ${claims.followUpPromise}`,
  ],
};

/** The home page accordion: exactly 8 items (single open). */
export const homeFaq: FaqItem[] = [
  whatWeDo,
  fees,
  holdMoney,
  mcaDebt,
  lawsuitsJudgments,
  howLong,
  lawyers,
  consultationPrep,
];

/** Heading and link text around the home accordion. */
export const homeFaqSection = {
  heading: 'Frequently Asked Questions',
  intro: 'Straight answers to the questions business owners ask us most.',
  moreLabel: 'View All Questions',
} as const;
