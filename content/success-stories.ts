/**
 * Copy for /success-stories (SPEC §2): six case stories in a fixed order. The businesses are
 * illustrative composites, not named clients; amounts are realistic for the industries shown.
 */
import { claims } from './firm.js';

/** An illustration shown beside a story; served from src/client/public. */
export interface StoryImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** One case story: the situation, what the firm did and how it ended. */
export interface SuccessStory {
  /** Kebab-case, unique; also the image file name when the story has one. */
  id: string;
  /** The industry tag, e.g. "Defense contractor". */
  industry: string;
  headline: string;
  challenge: string;
  approach: string;
  outcome: string;
  /** The short result tag, e.g. "70% debt reduction". */
  result: string;
  debtBefore: string;
  debtAfter: string;
  image?: StoryImage;
}

/** The whole /success-stories page. */
export interface SuccessStoriesPage {
  heading: string;
  intro: string;
  /** Shown under the stories so nobody mistakes an example for a promise. */
  disclaimer: string;
  stories: SuccessStory[];
  ctaHeading: string;
  ctaText: string;
  ctaButton: 'Request Free Consultation';
}

/** Labels for the before/after figures on each story card. */
export const storyLabels = {
  challenge: 'The Challenge',
  approach: 'Our Approach',
  outcome: 'The Outcome',
  debtBefore: 'Debt Before',
  debtAfter: 'Debt After',
} as const;

/** The /success-stories page: exactly six stories, in the order SPEC §2 lists them. */
export const successStoriesPage: SuccessStoriesPage = {
  heading: 'Success Stories',
  intro:
    'Every business we work with arrives with a different mix of creditors, contracts and cash flow. ' +
    'These examples show how negotiated restructuring has played out across industries, from the first ' +
    `call to the last settlement. Across our clients, the result has been a ${claims.averageDebtReduction} average debt reduction.`,
  disclaimer:
    'Illustrative examples based on typical engagements; business names and identifying details are not shown. ' +
    'Individual results vary with each business’s debts, creditors and cash flow.',
  stories: [
    {
      id: 'defense-contractor',
      industry: 'Defense contractor',
      headline: 'A precision-parts supplier kept its contracts while settling stacked cash advances',
      challenge:
        'A machining subcontractor supplying parts to defense primes waited up to 90 days to be paid on its ' +
        'purchase orders. To cover payroll in the gap, the owner took four merchant cash advances in eight months. ' +
        'Daily debits soon took more than a third of deposits, and one funder had filed suit.',
      approach:
        'We mapped every advance against the company’s real receivables schedule and showed each funder, ' +
        'in numbers, what the business could pay without missing a delivery. We coordinated with the company’s ' +
        'attorney on the pending lawsuit while we negotiated its settlement.',
      outcome:
        'All four advances were settled in writing for a fraction of their balances, the lawsuit was dismissed ' +
        'under its settlement, and the daily debits stopped. The company kept every contract and all 38 employees.',
      result: '70% debt reduction',
      debtBefore: '$1,800,000',
      debtAfter: '$540,000',
      image: {
        src: '/images/stories/defense-contractor.svg',
        alt: 'Abstract illustration of interlocking precision gears on a navy background with a gold accent arc',
        width: 640,
        height: 420,
      },
    },
    {
      id: 'cosmetic-surgery-practice',
      industry: 'Cosmetic surgery practice',
      headline: 'A surgical practice restructured equipment leases after a second location stalled',
      challenge:
        'A two-surgeon cosmetic practice financed laser and imaging equipment for a second office, then lost ' +
        'its lease when the landlord sold the building. With payments on equipment it could not use, the practice ' +
        'fell behind on three leases, two cash advances and its supply vendor.',
      approach:
        'We separated the equipment the practice still needed from the equipment it did not, negotiated the ' +
        'surrender and resale of the idle units, and settled the remaining lease and advance balances on terms ' +
        'matched to the main office’s monthly collections.',
      outcome:
        'The practice kept its core equipment on reduced payments, resolved the rest, and stayed open without ' +
        'interrupting patient care.',
      result: '68% debt reduction',
      debtBefore: '$960,000',
      debtAfter: '$310,000',
    },
    {
      id: 'marketing-agency',
      industry: 'Marketing agency',
      headline: 'A marketing agency recovered after losing its largest client',
      challenge:
        'When a client worth 40% of revenue left, a 22-person agency leaned on its line of credit, business credit ' +
        'cards and three cash advances to keep staff paid while it replaced the work. Within six months it owed ' +
        'more than it billed in a quarter.',
      approach:
        'We built a twelve-month cash-flow forecast around the agency’s new client base and used it to negotiate ' +
        'with the bank, the card issuers and each funder, starting with the advances taking daily payments.',
      outcome:
        'Every balance was settled or restructured within nine months. The agency kept its team and its bank ' +
        'relationship, and it now reviews any new financing with us before signing.',
      result: '72% debt reduction',
      debtBefore: '$640,000',
      debtAfter: '$179,000',
      image: {
        src: '/images/stories/marketing-agency.svg',
        alt: 'Abstract illustration of overlapping circles and a rising gold line on a navy background',
        width: 640,
        height: 420,
      },
    },
    {
      id: 'construction-company',
      industry: 'Construction company',
      headline: 'A general contractor resolved lawsuits and a judgment after a project owner stopped paying',
      challenge:
        'A commercial general contractor finished a retail build-out, then waited more than a year for the ' +
        'owner to pay. In the meantime two funders sued, an equipment lender won a judgment, and suppliers put ' +
        'the company on credit hold.',
      approach:
        'Working alongside the company’s attorney, who handled the court filings, we negotiated with each ' +
        'creditor as the business’s representative, sequencing the settlements so the judgment was resolved ' +
        'first and suppliers were paid enough to release the credit holds.',
      outcome:
        'The lawsuits were settled, the judgment was satisfied for a reduced amount and the company bid and won ' +
        'new work the following season.',
      result: '65% debt reduction',
      debtBefore: '$2,400,000',
      debtAfter: '$840,000',
    },
    {
      id: 'hvac-contractor',
      industry: 'Air-conditioning (HVAC) contractor',
      headline: 'An HVAC contractor ended daily debits that were draining its slow season',
      challenge:
        'An air-conditioning contractor earns most of its revenue in five summer months. After a mild season, the ' +
        'owner took five cash advances to get through winter. The combined daily debits were larger than the ' +
        'company’s average daily deposits.',
      approach:
        'We stopped the bleeding first: we documented the seasonal revenue pattern, asked each funder to adjust ' +
        'remittances to actual receipts, then negotiated lump-sum and short-term settlements timed to the busy season.',
      outcome:
        'All five advances were settled before the following September. The company went into its next winter ' +
        'with no cash advances outstanding and a reserve for the slow months.',
      result: '78% debt reduction',
      debtBefore: '$720,000',
      debtAfter: '$158,000',
      image: {
        src: '/images/stories/hvac-contractor.svg',
        alt: 'Abstract illustration of a circular fan and flowing air currents in navy, slate and gold',
        width: 640,
        height: 420,
      },
    },
    {
      id: 'engineering-paving-firm',
      industry: 'Engineering and paving firm',
      headline: 'An engineering and paving firm restructured equipment, vendor and SBA debt',
      challenge:
        'A family-owned civil engineering and paving firm bought two pavers and a milling machine just before a ' +
        'municipal contract was delayed a full year. Equipment notes, asphalt supplier invoices and an SBA loan ' +
        'all fell behind at once, and the supplier filed a lien.',
      approach:
        'We negotiated the equipment notes and the supplier balance down to settlements the firm could fund from ' +
        'its remaining work, and worked with the SBA lender on a modified payment schedule for the loan.',
      outcome:
        'The lien was released on settlement, the equipment stayed in service, and the firm returned to ' +
        'profitability once the municipal contract began.',
      result: '66% debt reduction',
      debtBefore: '$3,100,000',
      debtAfter: '$1,050,000',
    },
  ],
  ctaHeading: 'Your Business Could Be the Next Success Story',
  ctaText:
    'Tell us what you owe and who you owe it to. The consultation is free and confidential, and ' +
    'you will know plainly whether a negotiated solution is realistic for your business.',
  ctaButton: 'Request Free Consultation',
};
