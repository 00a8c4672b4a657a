/**
 * Copy for the /commercial-debt-relief landing page (SPEC §2): hero with a call button, 12 debt
 * types, 6 benefits, the 4-step process and a contact block. Also the footer's shorter debt list.
 */
import { claims, firm } from './firm.js';

/** A titled paragraph: one benefit or one process step. */
export interface DebtReliefPoint {
  title: string;
  text: string;
}

/** One step of the four-step process; titles are fixed by SPEC §2. */
export interface ProcessStep {
  title: 'Free Consultation' | 'Strategy Development' | 'Creditor Negotiation' | 'Debt-Free Success';
  text: string;
}

/** The whole landing page. */
export interface DebtReliefPage {
  hero: {
    eyebrow: string;
    headline: string;
    subheadline: string;
    callButtonLabel: string;
    consultButtonLabel: 'Get Free Consultation';
  };
  debtTypesHeading: string;
  debtTypesIntro: string;
  /** Exactly 12. */
  debtTypes: string[];
  benefitsHeading: string;
  /** Exactly 6. */
  benefits: DebtReliefPoint[];
  processHeading: string;
  processIntro: string;
  steps: [ProcessStep, ProcessStep, ProcessStep, ProcessStep];
  contactHeading: string;
  contactText: string;
}

/** The /commercial-debt-relief page copy. */
export const debtReliefPage: DebtReliefPage = {
  hero: {
    eyebrow: 'Commercial Debt Relief',
    headline: 'Get Your Business Out From Under Past-Due Debt',
    subheadline:
      `Since ${firm.foundedYear}, ${firm.name} has negotiated with lenders, funders and vendors to reduce what ` +
      `business owners owe, outside of bankruptcy: ${claims.companiesRescued} companies rescued, with a ` +
      `${claims.averageDebtReduction} average debt reduction.`,
    callButtonLabel: `Call ${firm.phones[0]?.display ?? ''}`.trim(),
    consultButtonLabel: 'Get Free Consultation',
  },
  debtTypesHeading: 'Business Debts We Negotiate',
  debtTypesIntro: 'If your business owes it and cannot keep up, we have very likely negotiated it before.',
  debtTypes: [
    'Merchant cash advances (MCAs)',
    'Equipment loans and leases',
    'Business lines of credit',
    'SBA loans',
    'Business term loans',
    'Commercial mortgages',
    'Commercial leases',
    'Vendor and supplier debt',
    'Business credit cards',
    'Factoring agreements',
    'Judgments and liens',
    'Personal guarantees on business debt',
  ],
  benefitsHeading: 'Why Negotiate Instead of File',
  benefits: [
    {
      title: 'Avoid Bankruptcy',
      text: 'Keep the business open, out of court and under your control while its debts are resolved.',
    },
    {
      title: 'Lower Balances',
      text: `Negotiated settlements bring balances down. Our clients have seen a ${claims.averageDebtReduction} average debt reduction.`,
    },
    {
      title: 'Payments You Can Carry',
      text: `${claims.cashFlow} Terms are sized to your revenue, so payroll and operations come first.`,
    },
    {
      title: 'One Point of Contact',
      text: 'We deal with your creditors so you can get back to running the business instead of answering collection calls.',
    },
    {
      title: 'Your Money Stays With You',
      text: `${claims.noEscrow} You pay each creditor directly under a written settlement.`,
    },
    {
      title: claims.fees,
      text: 'What we are paid is tied to the results we achieve, with the terms in writing before you begin.',
    },
  ],
  processHeading: 'How It Works',
  processIntro: 'Four steps, from the first conversation to the last settlement.',
  steps: [
    {
      title: 'Free Consultation',
      text:
        'A confidential conversation about your debts, creditors and cash flow. You will learn plainly whether a ' +
        `negotiated solution is realistic. ${claims.followUpPromise}`,
    },
    {
      title: 'Strategy Development',
      text:
        'We review your agreements and cash flow, rank creditors by urgency and build a plan the business can ' +
        'afford, with a realistic timeline.',
    },
    {
      title: 'Creditor Negotiation',
      text:
        'We negotiate with each creditor for reduced balances and workable terms, and coordinate with your ' +
        'attorney on any lawsuits.',
    },
    {
      title: 'Debt-Free Success',
      text:
        'Each agreement is put in writing and paid by you directly to the creditor. As settlements close, the ' +
        'business moves from surviving to operating again.',
    },
  ],
  contactHeading: 'Talk to Us Today',
  contactText:
    'Call or e-mail for a free, confidential consultation. Have a rough list of your creditors and balances ' +
    `handy if you can. ${claims.followUpPromise}`,
};
