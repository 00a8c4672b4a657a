/**
 * Page titles (page-titles.ts) and meta descriptions, one per route. Descriptions are unique and
 * 120-160 characters so search engines show them whole.
 */
import { claims, firm } from './firm.js';
import { pageTitles, type PageKey } from './page-titles.js';

export type { PageKey };

/** The title and meta description of one page. */
export interface PageMeta {
  title: string;
  description: string;
}

/** Title and description for every page. */
export const pageMeta: Record<PageKey, PageMeta> = {
  home: {
    title: pageTitles.home,
    description:
      `Past-due business debt? We negotiate MCA, equipment, SBA and vendor debt without bankruptcy. ` +
      `${claims.yearsExperience} years, ${claims.companiesRescued} companies rescued.`,
  },
  faq: {
    title: pageTitles.faq,
    description:
      'Answers on business debt negotiation: fees, MCA debt, lawsuits and judgments, personal guarantees, ' +
      'credit impact and alternatives to bankruptcy.',
  },
  successStories: {
    title: pageTitles.successStories,
    description:
      'How contractors, medical practices, agencies and paving firms reduced past-due business debt through ' +
      `negotiation: a ${claims.averageDebtReduction} average reduction.`,
  },
  debtRelief: {
    title: pageTitles.debtRelief,
    description:
      'Behind on merchant cash advances, equipment loans, credit lines or vendor bills? Get a free, confidential ' +
      'consultation on negotiating your business debt.',
  },
  privacy: {
    title: pageTitles.privacy,
    description:
      'What this website collects, including forms, voicemails and visitor activity, why we collect it, how long ' +
      'we keep it and how to ask for deletion.',
  },
  notFound: {
    title: pageTitles.notFound,
    description:
      `The page you were looking for is not here. Return to ${firm.name} for help with past-due commercial ` +
      'debt and a free consultation.',
  },
  admin: {
    title: pageTitles.admin,
    description:
      'Restricted area for authorized staff only. Sign in with the administrator password to review leads, ' +
      'voice messages and visitor analytics.',
  },
};
