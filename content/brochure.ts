/**
 * Copy for the brochure lead-magnet card in the hero (SPEC §2) and for the two downloadable PDFs:
 * a two-sided flyer and the longer "Corporate Debt Solutions" guide. The PDF generator adds the
 * firm's contact details from `firm`.
 */
import { debtReliefPage, type ProcessStep } from './debt-relief.js';
import { claims, firm } from './firm.js';
import { siteDisclaimer } from './footer.js';

/** The hero brochure card: form view and confirmation view. */
export interface BrochureCard {
  heading: string;
  intro: string;
  bullets: [string, string, string];
  submitLabel: 'Get the Free Guide';
  busyLabel: 'Preparing...';
  doneHeading: 'Download Complete!';
  doneText: string;
  againLabel: 'Download Again';
  scheduleLabel: 'Schedule Free Consultation';
  privacyNote: string;
}

/** The two-sided flyer PDF. */
export interface Flyer {
  front: { headline: string; subheadline: string; claims: string[]; bullets: string[] };
  back: {
    heading: string;
    steps: readonly ProcessStep[];
    whoWeHelpHeading: string;
    whoWeHelp: string[];
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

/** The brochure card in the hero. */
export const brochureCard: BrochureCard = {
  heading: 'Free Guide: Negotiating Your Business Debt',
  intro: 'A short, practical guide for owners with past-due commercial debt. Free to download, no obligation.',
  bullets: [
    'How creditors decide whether to settle',
    'Options for cash advances, loans, leases and vendor debt',
    'What to gather before you talk to anyone',
  ],
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
    bullets: [
      claims.fees,
      claims.noEscrow,
      claims.cashFlow,
      'Cash advances, equipment loans and leases, lines of credit, SBA loans and vendor debt',
      'Lawsuits, judgments and liens negotiated alongside your attorney',
      claims.notLawFirm,
    ],
  },
  back: {
    heading: 'How It Works',
    steps: debtReliefPage.steps,
    whoWeHelpHeading: 'Who We Help',
    whoWeHelp: [
      'Businesses with stacked merchant cash advances and daily debits',
      'Owners behind on equipment loans, leases or lines of credit',
      'Companies facing creditor lawsuits, judgments or liens',
      'Owners who have personally guaranteed business debt',
      'Businesses weighing bankruptcy and looking for an alternative',
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
      bullets: [
        'A list of creditors, with the balance and the payment on each',
        'Copies of cash advance contracts, loan and lease agreements',
        'Any lawsuits, judgments, liens or collection letters',
        'The last three to six months of business bank statements',
        'A recent profit and loss statement or monthly revenue figures',
        'Any personal guarantees you have signed',
      ],
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

/** Where each PDF is served from and the file name it downloads as. */
export const brochureFiles = {
  flyer: { path: '/downloads/debt-negotiation-guide.pdf', fileName: 'debt-negotiation-guide.pdf' },
  corporate: { path: '/downloads/corporate-debt-solutions.pdf', fileName: 'corporate-debt-solutions.pdf' },
} as const satisfies Record<'flyer' | 'corporate', BrochureFile>;
