/**
 * Copy for the brochure lead-magnet card in the hero (SPEC §2) and for the two downloadable PDFs:
 * a two-sided flyer and the longer "Corporate Debt Solutions" guide. The PDF generator adds the
 * firm's contact details from `firm`.
 *
 * The card promises what the flyer covers: each of its bullets is the heading of one flyer
 * section (`flyerSections`), word for word, and the build's test finds every one in the PDF.
 */
import { debtReliefPage, type ProcessStep } from './debt-relief.js';
import { claims, firm } from './firm.js';
import { siteDisclaimer } from './footer.js';

/** The hero brochure card: form view and confirmation view. */
export interface BrochureCard {
  heading: string;
  intro: string;
  /** What the guide covers: the headings of `flyerSections`, in the same order. */
  bullets: [string, string, string];
  submitLabel: 'Get the Free Guide';
  busyLabel: 'Preparing...';
  doneHeading: 'Download Complete!';
  doneText: string;
  againLabel: 'Download Again';
  scheduleLabel: 'Schedule Free Consultation';
  privacyNote: string;
}

/** One point of a flyer section: a short title in bold and the explanation under it. */
export interface FlyerPoint {
  title: string;
  text: string;
}

/** A flyer section made of titled points (what creditors weigh, the options for each debt). */
export interface FlyerTopic {
  /** Also one of the brochure card's bullets, word for word. */
  heading: string;
  intro: string;
  points: readonly FlyerPoint[];
  /** A closing line under the points: the caveat or the next step. */
  note: string;
}

/** A flyer section made of items to tick off (what to gather). */
export interface FlyerChecklist {
  /** Also one of the brochure card's bullets, word for word. */
  heading: string;
  intro: string;
  items: readonly string[];
  note: string;
}

/** The two-sided flyer PDF: the card's three promises, how the firm works and how to reach it. */
export interface Flyer {
  front: {
    headline: string;
    subheadline: string;
    claims: string[];
    settle: FlyerTopic;
    options: FlyerTopic;
  };
  back: {
    gather: FlyerChecklist;
    heading: string;
    steps: readonly ProcessStep[];
    howWeWorkHeading: string;
    howWeWork: string[];
    closing: string;
    disclaimer: string;
  };
}

/** One section of the corporate guide PDF. */
export interface GuideSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** The "Corporate Debt Solutions" guide PDF. */
export interface CorporateGuide {
  title: 'Corporate Debt Solutions';
  subtitle: string;
  sections: GuideSection[];
  disclaimer: string;
}

/** Where a PDF is served from and the name it downloads as. */
export interface BrochureFile {
  path: string;
  fileName: string;
}

/** Flyer, front: what a creditor weighs before it agrees to take less. */
const creditorsDecide: FlyerTopic = {
  heading: 'How creditors decide whether to settle',
  intro:
    'To a creditor, a settlement is a business decision. It compares what it can expect to recover by agreeing ' +
    'now with what it might recover, and at what cost, by suing, waiting or writing the debt off.',
  points: [
    {
      title: 'Recovery against the cost of collecting',
      text:
        'Lawsuits, judgments and asset searches cost money and can take months or years. A realistic payment now ' +
        'is weighed against an uncertain, more expensive recovery later.',
    },
    {
      title: 'Your hardship, on paper',
      text:
        'Creditors look for evidence that the business cannot pay in full: falling revenue, lost customers, ' +
        'strained bank statements. A claim without documents carries little weight.',
    },
    {
      title: 'Assets and personal guarantees',
      text:
        'Equipment, receivables, property, filed liens and personal guarantees shape what a creditor believes it ' +
        'could collect by force, and so what it will accept.',
    },
    {
      title: 'Age of the debt and who holds it',
      text:
        'A fresh default is usually handled by the original lender. Older debt may be charged off, sold or placed ' +
        'with a collection agency, which changes who decides and on what terms.',
    },
    {
      title: 'Lump sum or payments',
      text:
        'A single payment usually earns a larger reduction than payments over time, which leave the creditor ' +
        'carrying risk. A payment plan can still work if it is realistic and in writing.',
    },
    {
      title: 'Bankruptcy risk',
      text:
        'If a bankruptcy filing looks possible, an unsecured creditor knows it may recover little, which can make ' +
        'a credible offer more attractive. It is a factor creditors weigh, not a threat to make.',
    },
  ],
  note: 'Creditors also weigh how others are being treated and their own rules. None is obliged to settle; outcomes vary.',
};

/** Flyer, front: the realistic options for each kind of business debt. */
const debtOptions: FlyerTopic = {
  heading: 'Options for cash advances, loans, leases and vendor debt',
  intro: 'Each kind of debt has its own terms, and so its own realistic options, which depend on your agreements.',
  points: [
    {
      title: 'Merchant cash advances',
      text:
        'Many agreements let the debit follow actual receipts when sales fall. Funders may also accept lower or ' +
        'paused debits or a discounted payoff. Read the contract before stopping debits or switching banks.',
    },
    {
      title: 'Bank, SBA and equipment loans',
      text:
        'Lenders may offer forbearance, interest-only months or a longer term; some will consider a reduced ' +
        'payoff, usually for a lump sum. SBA loans go through their own, slower review.',
    },
    {
      title: 'Equipment and property leases',
      text:
        'Lessors may defer or reduce payments, agree an early buyout or take back equipment you no longer need. ' +
        'Landlords may accept a plan for back rent, a rent reduction or a negotiated exit.',
    },
    {
      title: 'Vendor and supplier debt',
      text:
        'Suppliers often prefer a plan that keeps you buying from them: past-due invoices paid over time, a ' +
        'reduced lump sum, or new orders on cash-in-advance terms while the balance comes down.',
    },
  ],
  note: 'Sued, or facing a judgment or lien? Court deadlines are strict: involve your attorney now. We work alongside them.',
};

/** Flyer, back: the papers to have in hand before any conversation about the debts. */
const whatToGather: FlyerChecklist = {
  heading: 'What to gather before you talk to anyone',
  intro:
    'Before you speak with a creditor, a collector, an adviser or an attorney, put the facts in one place. The ' +
    'conversation will be shorter and more useful, and you are less likely to agree to terms the business ' +
    'cannot keep.',
  items: [
    'A list of every creditor, with the balance, the payment and how far behind each account is',
    'Recent statements for each debt',
    'Loan, lease and cash advance agreements, and any personal guarantees you signed',
    'Papers from any lawsuit, judgment, lien or levy, with every court date and deadline',
    'The last three to six months of business bank statements',
    'A recent profit and loss statement and balance sheet, or monthly revenue figures',
    'Tax notices, and any payment plans with the IRS or state tax agencies',
    'Collection letters and demand notices, and notes of calls: who called, when, and what was said',
    'A list of receivables and major assets, such as equipment, vehicles and property',
    'An honest figure for what the business can pay each month, or raise as a lump sum',
  ],
  note:
    'Until you have seen the whole picture, try not to agree to new terms or payment promises on a call. If ' +
    'something on this list is missing, you can still start; it can be gathered along the way.',
};

/** The flyer's sections that the brochure card promises, in the card's order. */
export const flyerSections: readonly [FlyerTopic, FlyerTopic, FlyerChecklist] = [
  creditorsDecide,
  debtOptions,
  whatToGather,
];

/** The brochure card in the hero. */
export const brochureCard: BrochureCard = {
  heading: 'Free Guide: Negotiating Your Business Debt',
  intro: 'A short, practical guide for owners with past-due commercial debt. Free to download, no obligation.',
  bullets: [creditorsDecide.heading, debtOptions.heading, whatToGather.heading],
  submitLabel: 'Get the Free Guide',
  busyLabel: 'Preparing...',
  doneHeading: 'Download Complete!',
  doneText:
    'Your guide is downloading now. When you are ready to talk through your own situation, a free, confidential ' +
    'consultation is one click away.',
  againLabel: 'Download Again',
  scheduleLabel: 'Schedule Free Consultation',
  privacyNote: 'We respect your privacy. Your details are never sold or shared for advertising.',
};

/** The two-sided flyer (debt-negotiation-guide.pdf). */
export const flyer: Flyer = {
  front: {
    headline: 'Past-Due Business Debt Has a Way Out',
    subheadline:
      `${firm.name} has negotiated and restructured commercial debt since ${firm.foundedYear}, helping business ` +
      'owners reduce what they owe without bankruptcy.',
    claims: [
      `${claims.yearsExperience} Years of Experience`,
      `${claims.companiesRescued} Companies Rescued`,
      `${claims.debtRestructured} Total Debt Restructured`,
      `${claims.clientSavings} Client Savings`,
      `${claims.averageDebtReduction} Average Debt Reduction`,
    ],
    settle: creditorsDecide,
    options: debtOptions,
  },
  back: {
    gather: whatToGather,
    heading: 'How It Works',
    steps: debtReliefPage.steps,
    howWeWorkHeading: 'How We Work',
    howWeWork: [
      `${claims.fees}, with the terms in writing before you begin.`,
      `${claims.noEscrow} You pay each creditor directly under a written settlement.`,
      `${claims.cashFlow} No plan asks for more than the business can pay.`,
      `${claims.notLawFirm} We work alongside your attorney.`,
    ],
    closing: `Call for a free, confidential consultation with ${firm.principal.fullName}. ${claims.followUpPromise}`,
    disclaimer: siteDisclaimer,
  },
};

/** The longer guide (corporate-debt-solutions.pdf). */
export const corporateGuide: CorporateGuide = {
  title: 'Corporate Debt Solutions',
  subtitle: `A plain-English guide to negotiating past-due commercial debt, from ${firm.name}`,
  sections: [
    {
      heading: 'Overview',
      paragraphs: [
        `Since ${firm.foundedYear}, ${firm.name} has negotiated and restructured commercial debt on behalf of ` +
          `business owners. In ${claims.yearsExperience} years that work has added up to ${claims.companiesRescued} ` +
          `companies rescued, ${claims.debtRestructuredPhrase} and ${claims.clientSavings} in client savings, with a ` +
          `${claims.averageDebtReduction} average debt reduction.`,
        'This guide explains how negotiated restructuring works, when it fits and what to have ready before you ' +
          'talk to anyone about your debts.',
      ],
    },
    {
      heading: 'The Situations We Resolve',
      paragraphs: [
        'Most of the businesses we work with are fundamentally sound. A lost customer, a slow-paying contract, a ' +
          'bad season or expensive short-term financing has left them unable to keep up.',
      ],
      bullets: [
        'Several merchant cash advances with daily or weekly debits',
        'Past-due equipment loans and leases',
        'Lines of credit, term loans and business credit cards in default',
        'SBA loans and commercial mortgages that have fallen behind',
        'Vendor and supplier balances and credit holds',
        'Creditor lawsuits, judgments and liens',
        'Personal guarantees on any of the above',
      ],
    },
    {
      heading: 'How Restructuring Works',
      paragraphs: [
        'A creditor owed money by a struggling business has three choices: wait, pursue collection, or agree to a ' +
          'realistic payment. Collection is slow and costly, and a bankruptcy may leave the creditor with little. ' +
          'A credible, well-documented offer is often the better outcome for the creditor too.',
        'Restructuring means negotiating each debt on its own terms: a reduced lump-sum settlement, a reduced balance ' +
          'paid over time, or new payment terms. Every agreement is put in writing before any money changes hands.',
      ],
    },
    {
      heading: 'Our Process',
      paragraphs: ['Four steps, from the first conversation to the last settlement:'],
      bullets: debtReliefPage.steps.map((step) => `${step.title}: ${step.text}`),
    },
    {
      heading: 'Fees and Ethics',
      paragraphs: ['You should know exactly how we work before you decide anything.'],
      bullets: [
        `${claims.fees}. The terms are set out in writing before you engage us.`,
        `${claims.noEscrow} You pay each creditor directly under a written settlement.`,
        `${claims.cashFlow} No plan asks for more than the business can pay.`,
        `${claims.notLawFirm} We work alongside your attorney when a matter needs legal advice.`,
      ],
    },
    {
      heading: 'What to Prepare',
      paragraphs: ['Bring what you have to the consultation. If something is missing, we can start without it.'],
      bullets: [...whatToGather.items],
    },
    {
      heading: 'Next Steps',
      paragraphs: [
        `Call or e-mail for a free, confidential consultation with ${firm.principal.fullName}. ` +
          `${claims.followUpPromise} You will learn plainly whether a negotiated solution is realistic for your ` +
          'business, and what it would involve.',
      ],
    },
  ],
  disclaimer: siteDisclaimer,
};

/**
 * What the consultation form tells the visitor about the guide its submit downloads (SPEC §7):
 * before sending, beside the button, and in the form's own success message (the toast keeps
 * SPEC's words).
 */
export const corporateGuideNotice = {
  beforeSubmit: `Sending this form also downloads our free ${corporateGuide.title} guide (PDF).`,
  downloading: `Your copy of our ${corporateGuide.title} guide (PDF) is downloading now.`,
  linkLabel: 'Download the guide again',
} as const;

/** Where each PDF is served from and the file name it downloads as. */
export const brochureFiles = {
  flyer: { path: '/downloads/debt-negotiation-guide.pdf', fileName: 'debt-negotiation-guide.pdf' },
  corporate: { path: '/downloads/corporate-debt-solutions.pdf', fileName: 'corporate-debt-solutions.pdf' },
} as const satisfies Record<'flyer' | 'corporate', BrochureFile>;
