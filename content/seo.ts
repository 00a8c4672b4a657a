/**
 * Page titles and meta descriptions, one per route. Descriptions are unique and 120-160 characters
 * so search engines show them whole.
 */
import { claims, firm } from './firm.js';

/** The title and meta description of one page. */
export interface PageMeta {
  title: string;
  description: string;
}

/** The pages that carry their own meta tags. */
export type PageKey = 'home' | 'faq' | 'successStories' | 'debtRelief' | 'privacy' | 'notFound' | 'admin';

/** Title and description for every page. */
export const pageMeta: Record<PageKey, PageMeta> = {
  home: {
    title: `Commercial Debt Relief & Restructuring | ${firm.name}`,
    description:
      `Past-due business debt? We negotiate MCA, equipment, SBA and vendor debt without bankruptcy. ` +
      `${claims.yearsExperience} years, ${claims.companiesRescued} companies rescued.`,
  },
  faq: {
    title: `Frequently Asked Questions | ${firm.name}`,
    description:
      'Answers on business debt negotiation: fees, MCA debt, lawsuits and judgments, personal guarantees, ' +
      'credit impact and alternatives to bankruptcy.',
  },
  successStories: {
    title: `Success Stories | ${firm.name}`,
    description:
      'How contractors, medical practices, agencies and paving firms reduced past-due business debt through ' +
      `negotiation: a ${claims.averageDebtReduction} average reduction.`,
  },
  debtRelief: {
    title: `Commercial Debt Relief Without Bankruptcy | ${firm.name}`,
    description:
      'Behind on merchant cash advances, equipment loans, credit lines or vendor bills? Get a free, confidential ' +
      'consultation on negotiating your business debt.',
  },
  privacy: {
    title: `Privacy Policy | ${firm.name}`,
    description:
      'What this website collects, including forms, voicemails and visitor activity, why we collect it, how long ' +
      'we keep it and how to ask for deletion.',
  },
  notFound: {
    title: 'Page Not Found',
    description:
      `The page you were looking for is not here. Return to ${firm.name} for help with past-due commercial ` +
      'debt and a free consultation.',
  },
  admin: {
    title: 'Access Required',
    description:
      'Restricted area for authorized staff only. Sign in with the administrator password to review leads, ' +
      'voice messages and visitor analytics.',
  },
};
