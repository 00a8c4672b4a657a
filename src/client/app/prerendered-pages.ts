import { bookingPageMeta } from '#content/booking.js';
import { homeFaq, type FaqItem } from '#content/faq.js';
import { faqPage } from '#content/faq-page.js';
import { firm } from '#content/firm.js';
import { pageMeta, type PageMeta } from '#content/seo.js';
import { SITE_ROUTES, TOKEN_PAGE_ROUTES } from '#shared/site-routes.js';

/**
 * What the build writes for each page: the URL rendered, the file it goes to, its head tags and
 * its structured data. Used only by the prerender (through entry-server), never by the browser.
 */
export const SITE_URL = firm.website.url.replace(/\/$/, '');

export interface PrerenderedPage {
  /** The URL rendered (the 404 page renders an address no route matches). */
  url: string;
  /** Output file, relative to dist/client. */
  file: string;
  meta: PageMeta;
  /** Canonical path; absent for pages that must not be indexed. */
  canonicalPath?: string;
  noIndex?: boolean;
  /** JSON-LD objects for the page (schema.org). */
  structuredData: object[];
  /** Listed in sitemap.xml. */
  inSitemap: boolean;
}

const organization = {
  '@context': 'https://schema.org',
  '@type': 'ProfessionalService',
  name: firm.name,
  description: firm.description,
  url: SITE_URL,
  logo: `${SITE_URL}${firm.logoPath}`,
  foundingDate: String(firm.foundedYear),
  founder: { '@type': 'Person', name: firm.principal.fullName, jobTitle: firm.principal.title },
  telephone: firm.phones.map((phone) => phone.dial),
  email: firm.emails.map((email) => email.address),
  areaServed: 'US',
};

const faqStructuredData = (items: readonly FaqItem[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
  })),
});

const page = (url: string, meta: PageMeta, structuredData: object[] = [organization]): PrerenderedPage => ({
  url,
  file: url === '/' ? 'index.html' : `${url.slice(1)}/index.html`,
  meta,
  canonicalPath: url,
  structuredData,
  inSitemap: true,
});

/**
 * A page whose address ends in an e-mail's token: one shell for every token (rendered with a
 * stand-in, showing the page's loading state), served by the server at any well-formed token.
 */
const tokenPage = (route: string, meta: PageMeta): PrerenderedPage => ({
  url: route.replace(':token', 'token'),
  file: `${route.replace('/:token', '').slice(1)}/index.html`,
  meta,
  noIndex: true,
  structuredData: [],
  inSitemap: false,
});

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  page(SITE_ROUTES.home, pageMeta.home, [organization, faqStructuredData(homeFaq)]),
  page(SITE_ROUTES.faq, pageMeta.faq, [organization, faqStructuredData(faqPage.items)]),
  page(SITE_ROUTES.successStories, pageMeta.successStories),
  page(SITE_ROUTES.debtRelief, pageMeta.debtRelief),
  page(SITE_ROUTES.privacy, pageMeta.privacy),
  page(SITE_ROUTES.book, bookingPageMeta.book),
  { ...page(SITE_ROUTES.admin, pageMeta.admin, []), noIndex: true, canonicalPath: undefined, inSitemap: false },
  tokenPage(TOKEN_PAGE_ROUTES.bookingManage, bookingPageMeta.bookingManage),
  tokenPage(TOKEN_PAGE_ROUTES.unsubscribe, bookingPageMeta.unsubscribe),
  {
    url: '/__page-not-found__',
    file: '404.html',
    meta: pageMeta.notFound,
    noIndex: true,
    structuredData: [],
    inSitemap: false,
  },
];
