/**
 * The firm's details and public claims, in one place so the owner can edit them without touching
 * components. Every value below is a placeholder that reads naturally on the page: replace them
 * with the real details before launch. Domains use the reserved `.example` suffix and phone numbers
 * the fictional 555-01xx range, so nobody real is ever called or e-mailed by mistake.
 *
 * Pure data on purpose: the server (e-mails), the build (index.html) and the browser all import it.
 */

export interface PhoneNumber {
  /** What a visitor reads, e.g. "(212) 555-0147". */
  display: string;
  /** What a `tel:` link dials, in E.164 form. */
  dial: string;
  label: string;
}

export interface EmailAddress {
  address: string;
  label: string;
}

export const firm = {
  /**
   * The firm's one name, wherever it appears as text or alt text: header, footer, titles, PDFs,
   * e-mails, structured data. The logo image may carry a shorter wordmark of its own.
   */
  name: 'Summit Business Debt Advisors',
  tagline: 'Commercial debt restructuring for business owners',
  description:
    'Summit Business Debt Advisors negotiates and restructures past-due commercial debt for business owners, ' +
    'without bankruptcy and within your cash flow. Free, confidential consultation.',
  foundedYear: 1991,
  principal: {
    fullName: 'Daniel R. Whitaker',
    firstName: 'Daniel',
    title: 'Founder & Principal Advisor',
  },
  phones: [
    // The first is the main line: the one the site's Call actions dial (mainPhone below).
    { display: '(212) 555-0147', dial: '+12125550147', label: 'Office' },
    { display: '(212) 555-0162', dial: '+12125550162', label: 'Direct' },
  ] satisfies [PhoneNumber, ...PhoneNumber[]],
  website: { url: 'https://www.summitdebtadvisors.example', display: 'www.summitdebtadvisors.example' },
  emails: [
    { address: 'info@summitdebtadvisors.example', label: 'General inquiries' },
    { address: 'dwhitaker@summitdebtadvisors.example', label: 'Principal' },
  ] satisfies EmailAddress[],
  /** Served from the app's public folder (src/client/public). */
  logoPath: '/logo.svg',
  /** The browser theme colour (address bar on mobile); matches the navy in styles.css. */
  themeColor: '#0b1f3a',
} as const;

/** The number every "Call" action on the site dials (the header, the phone menu): the main line. */
export const mainPhone: PhoneNumber = firm.phones[0];

/**
 * SPEC §1's marketing claims live in claims.ts: the browser's page code reads the firm's name and
 * numbers from here without carrying the claims' copy along (a module lives whole in one chunk).
 */
export { claims } from './claims.js';
