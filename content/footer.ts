/**
 * Footer copy (SPEC §2, item 8). Contact details come from `firm`; the services list from the
 * home services cards and the debt list from the debt-relief page, so each is written only once.
 */
import { claims, firm } from './firm.js';
import { services } from './services.js';
import { copyrightWithoutYear } from './copyright.js';

export { copyrightLine } from './copyright.js';

/** A footer link that scrolls to a home section. */
export interface FooterLink {
  label: string;
  sectionId: 'about' | 'success-stories' | 'faq' | 'contact';
}

/** The whole footer. */
export interface Footer {
  about: string;
  contactHeading: string;
  servicesHeading: string;
  /** The four service titles, in SPEC order. */
  services: string[];
  companyHeading: string;
  companyLinks: [FooterLink, FooterLink, FooterLink, FooterLink];
  debtTypesHeading: string;
  debtTypes: string[];
  privacyLabel: string;
  disclaimer: string;
  /** Without a year; use `copyrightLine(year)` when a year is wanted. */
  copyright: string;
}

/** The legal disclaimer; the brochure PDFs reuse it. */
/** The shorter "debt types handled" list for the footer (7 items). */
export const footerDebtTypes: string[] = [
  'Merchant cash advances',
  'Equipment loans and leases',
  'Business lines of credit',
  'SBA loans',
  'Vendor and supplier debt',
  'Commercial leases',
  'Judgments and liens',
];

export const siteDisclaimer =
  `${firm.name} is a commercial debt negotiation and consulting firm. ${claims.notLawFirm} ` +
  'Our people are not attorneys; for legal questions, consult a licensed attorney. Results vary with each ' +
  'business’s debts, creditors and financial situation, and past results do not guarantee future outcomes.';

/** Footer copy. */
export const footer: Footer = {
  about:
    `${firm.name} has negotiated and restructured commercial debt for business owners since ${firm.foundedYear}, ` +
    `resolving what they owe without bankruptcy and within their cash flow. ${claims.noEscrow}`,
  contactHeading: 'Contact',
  servicesHeading: 'Services',
  services: services.items.map((item) => item.title),
  companyHeading: 'Company',
  companyLinks: [
    { label: 'About Us', sectionId: 'about' },
    { label: 'Success Stories', sectionId: 'success-stories' },
    { label: 'FAQ', sectionId: 'faq' },
    { label: 'Contact', sectionId: 'contact' },
  ],
  debtTypesHeading: 'Debt Types We Handle',
  debtTypes: footerDebtTypes,
  privacyLabel: 'Privacy Policy',
  disclaimer: siteDisclaimer,
  copyright: copyrightWithoutYear,
};
