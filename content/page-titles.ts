/**
 * Page titles, one per route: what the browser puts in the tab after a client-side navigation.
 * Apart from the meta descriptions (seo.ts), which only the build's prerender writes, so the pages'
 * code carries no description it never shows (the home page's budget, decision 0008).
 */
import { firm } from './firm.js';

/** The pages that carry their own meta tags. */
export type PageKey = 'home' | 'faq' | 'successStories' | 'debtRelief' | 'privacy' | 'notFound' | 'admin';

export const pageTitles: Record<PageKey, string> = {
  home: `Commercial Debt Relief & Restructuring | ${firm.name}`,
  faq: `Frequently Asked Questions | ${firm.name}`,
  successStories: `Success Stories | ${firm.name}`,
  debtRelief: `Commercial Debt Relief Without Bankruptcy | ${firm.name}`,
  privacy: `Privacy Policy | ${firm.name}`,
  notFound: 'Page Not Found',
  admin: 'Access Required',
};
