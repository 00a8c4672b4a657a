/**
 * Copy for the home page's sections (SPEC §2, "Home sections, in order"). Pure data: components
 * decide layout; every public claim comes from `claims` so it reads exactly as SPEC §1 words it.
 */
import { claims, firm } from './firm.js';
import { RECORD_LABEL } from './record-label.js';

/** A headline figure, e.g. { value: '34+', label: 'Years of Experience' }. */
export interface Stat {
  value: string;
  label: string;
}

/** The hero section (id home). */
export interface HomeHero {
  eyebrow: string;
  headline: string;
  subheadline: string;
  /** Exactly three: years, companies, total debt restructured. */
  stats: [Stat, Stat, Stat];
  primaryCta: 'Get Free Consultation';
  secondaryCta: 'Learn More';
}

/** The contact section beside the consultation form. */
export interface ContactSection {
  heading: string;
  intro: string;
  detailsHeading: string;
  whyChooseHeading: string;
  whyChoose: string[];
  formHeading: string;
  formIntro: string;
  recordPrompt: string;
  recordLabel: 'Record';
  consentNote: string;
  /** Under a consultation-form field filled with what the voicemail heard (decision 0035). */
  fromVoicemailNote: string;
}

/** Hero copy: headline, the three SPEC stats and the two buttons. */
export const hero: HomeHero = {
  eyebrow: `Commercial debt negotiation since ${firm.foundedYear}`,
  headline: 'Resolve Past-Due Business Debt Without Bankruptcy',
  subheadline:
    `${firm.name} negotiates directly with your creditors (cash advance funders, lenders, leasing companies ` +
    'and vendors) to reduce what your business owes and set payments it can actually carry.',
  stats: [
    { value: claims.yearsExperience, label: 'Years of Experience' },
    { value: claims.companiesRescued, label: 'Companies Rescued' },
    { value: claims.debtRestructured, label: 'Total Debt Restructured' },
  ],
  primaryCta: 'Get Free Consultation',
  secondaryCta: 'Learn More',
};

/** Contact section: why-choose list, form copy, voicemail prompt and the phone consent note. */
export const contactSection: ContactSection = {
  heading: 'Get Your Free Consultation',
  intro:
    'Tell us about your business and what it owes. The consultation is free, confidential and carries no ' +
    `obligation. ${claims.followUpPromise}`,
  detailsHeading: 'Contact Us Directly',
  whyChooseHeading: `Why Business Owners Choose ${firm.name}`,
  whyChoose: [
    `${claims.yearsExperience} years of experience negotiating commercial debt`,
    `${claims.companiesRescued} companies rescued and ${claims.debtRestructuredPhrase}`,
    `${claims.averageDebtReduction} average debt reduction and ${claims.clientSavings} in client savings`,
    `${claims.fees}. ${claims.noEscrow}`,
    `${claims.cashFlow} No plan asks for more than the business can pay.`,
    `${claims.notLawFirm} We work alongside your attorney when you have one.`,
  ],
  formHeading: 'Request Your Free Consultation',
  formIntro:
    'Fields marked * are required. A few details about your debts and creditors help us make the first call useful.',
  recordPrompt:
    `Rather talk than type? Press Record to leave ${firm.principal.firstName} a voicemail answering a few short ` +
    'questions about your business and its debts.',
  recordLabel: RECORD_LABEL,
  consentNote:
    `By giving us your phone number, you consent to receive calls and text messages from ${firm.name} about ` +
    'your inquiry. Message and data rates may apply.',
  fromVoicemailNote: 'From your voicemail, please check',
};
