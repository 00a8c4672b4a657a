/**
 * Copy for the home page's sections (SPEC §2, "Home sections, in order"). Pure data: components
 * decide layout; every public claim comes from `claims` so it reads exactly as SPEC §1 words it.
 */
import { claims, firm } from './firm.js';

/** A headline figure, e.g. { value: '34+', label: 'Years of Experience' }. */
export interface Stat {
  value: string;
  label: string;
}

/** A titled paragraph, used for ethics points. */
export interface TitledText {
  title: string;
  text: string;
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

/** The about section: principal biography, philosophy, who-we-are and ethics panels. */
export interface HomeAbout {
  heading: string;
  principalHeading: string;
  /** The principal's title, shown under the name. */
  principalTitle: string;
  biography: string[];
  philosophyHeading: string;
  philosophy: string[];
  whoWeAre: { heading: string; paragraphs: string[] };
  ethics: { heading: string; points: TitledText[] };
  /** Figures that can sit beside the biography. */
  highlights: Stat[];
}

/** One service card. */
export interface ServiceItem {
  id: string;
  title: string;
  summary: string;
  points: string[];
}

/** The services section: exactly four cards, in SPEC order. */
export interface HomeServices {
  heading: string;
  intro: string;
  items: [ServiceItem, ServiceItem, ServiceItem, ServiceItem];
}

/** One success-story card on the home page. */
export interface HomeStoryCard {
  /** Matches the story's id on /success-stories. */
  id: string;
  industry: string;
  result: string;
  title: string;
  summary: string;
}

/** The home success-stories section: exactly three cards. */
export interface HomeStories {
  heading: string;
  intro: string;
  items: [HomeStoryCard, HomeStoryCard, HomeStoryCard];
  /** Link to the full /success-stories page. */
  moreLabel: string;
}

/** The single testimonial. */
export interface Testimonial {
  heading: string;
  quote: string;
  name: string;
  role: string;
  /** Shown in small print so the example is not mistaken for a promise. */
  note: string;
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

/** About section: the principal's background, philosophy and the firm's ethics. */
export const about: HomeAbout = {
  heading: `About ${firm.name}`,
  principalHeading: `Meet ${firm.principal.fullName}`,
  principalTitle: firm.principal.title,
  biography: [
    `${firm.principal.fullName} has negotiated commercial debt for business owners since ${firm.foundedYear}. ` +
      'Over that time the lenders have changed, from community banks and equipment lessors to online lenders ' +
      'and merchant cash advance funders, but the problem has not: a sound business falls behind, and the ' +
      'payments start to decide what happens to it.',
    `${firm.principal.firstName} founded ${firm.name} to give those owners an experienced negotiator on their ` +
      `side of the table. In ${claims.yearsExperience} years the firm has worked with ${claims.companiesRescued} ` +
      'companies in construction, healthcare, manufacturing, professional services, transportation and retail, ' +
      `with ${claims.debtRestructuredPhrase} in total.`,
    'The work starts with the numbers. Before any creditor is called, we look at what the business earns each ' +
      'month, what every agreement actually says, and which creditors are already in court. Only then do we ' +
      'build a plan, because a settlement the business cannot fund is not a settlement.',
    'Creditors rarely want a long collection fight or a bankruptcy in which they may recover little. ' +
      `${firm.principal.firstName} knows how banks, leasing companies and funders weigh an offer, and uses that ` +
      'to reach written agreements that reduce balances and fit your cash flow.',
  ],
  philosophyHeading: 'Our Philosophy',
  philosophy: [
    'A plan has to fit the business you have today, not the one on last year’s tax return. We size every ' +
      'proposal to your real cash flow, so that once an agreement is signed you can keep it, and keep operating.',
    'We are straightforward from the first call. If a negotiated solution is realistic, we explain how it would ' +
      'work and what it would cost. If it is not, we say so, and point you toward the kind of help that fits.',
  ],
  whoWeAre: {
    heading: 'Who We Are',
    paragraphs: [
      `${firm.name} is a commercial debt negotiation and restructuring firm. We work only with businesses and ` +
        'their owners, on debts such as merchant cash advances, equipment loans and leases, lines of credit, ' +
        'SBA loans, vendor accounts, judgments and liens.',
      'We act as your negotiator and adviser: we deal with creditors on your behalf, work alongside your ' +
        'accountant and attorney, and keep you informed at every step so that the decisions stay yours.',
    ],
  },
  ethics: {
    heading: 'Our Commitments',
    points: [
      {
        title: 'Your money stays with you',
        text: `${claims.noEscrow} Settlement payments go from your business directly to the creditor.`,
      },
      {
        title: claims.fees,
        text: 'Our fees are tied to what we achieve for you, and the terms are set out in writing before you engage us.',
      },
      {
        title: 'Within your cash flow',
        text: `${claims.cashFlow} Every proposal is built around what the business can pay while it keeps running.`,
      },
      {
        title: 'Not a law firm',
        text: `${claims.notLawFirm} When a matter needs legal advice, we work with your attorney.`,
      },
      {
        title: 'Prompt follow-up',
        text: `${claims.followUpPromise} Every inquiry is answered by someone who can discuss your situation.`,
      },
    ],
  },
  highlights: [
    { value: claims.yearsExperience, label: 'Years of Experience' },
    { value: claims.companiesRescued, label: 'Companies Rescued' },
    { value: claims.clientSavings, label: 'Client Savings' },
    { value: claims.averageDebtReduction, label: 'Average Debt Reduction' },
  ],
};

/** Services section: the four SPEC service cards. */
export const services: HomeServices = {
  heading: 'Our Services',
  intro:
    'From a single overdue equipment note to a dozen creditors and a pending lawsuit, we handle the negotiation ' +
    'so you can keep running the business.',
  items: [
    {
      id: 'debt-restructuring',
      title: 'Debt Restructuring',
      summary:
        'We negotiate reduced balances, settlements and new payment terms with each creditor, built around what ' +
        'your business can afford.',
      points: [
        'Lump-sum and structured settlements',
        'Payment schedules sized to your cash flow',
        'Cash advance, equipment, line-of-credit, SBA and vendor debt',
        'Every agreement in writing before you pay',
      ],
    },
    {
      id: 'crisis-management',
      title: 'Crisis Management',
      summary:
        'When daily debits are draining the account, an account has been frozen or creditors call every day, ' +
        'we help you stabilize first and plan second.',
      points: [
        'Triage of the creditors that need attention now',
        'A single point of contact for your creditors',
        'Protecting payroll and operating cash',
        'A clear plan for the next 30, 60 and 90 days',
      ],
    },
    {
      id: 'litigation-management',
      title: 'Litigation Management',
      summary:
        'When a creditor has sued, we negotiate a settlement of the underlying debt and coordinate with your ' +
        'attorney, who handles the court side. We are negotiators, not lawyers, and give no legal advice.',
      points: [
        'Settlement negotiation on debts already in litigation',
        'Coordination with your attorney on deadlines and status',
        'Negotiated resolution of judgments and liens',
        'Introductions to independent counsel when you need one',
      ],
    },
    {
      id: 'professional-advisory',
      title: 'Professional Advisory',
      summary:
        'Practical guidance on cash flow, new financing offers and creditor relationships, so the business does ' +
        'not end up back in the same place.',
      points: [
        'A review of financing offers before you sign',
        'Cash-flow planning during and after settlement',
        'Rebuilding vendor and lender relationships',
        'An outside view of your options before any major decision',
      ],
    },
  ],
};

/** Home success-stories section: three cards that match stories on /success-stories. */
export const homeStories: HomeStories = {
  heading: 'Success Stories',
  intro: 'Businesses in very different industries, with one thing in common: they kept operating.',
  items: [
    {
      id: 'defense-contractor',
      industry: 'Defense contractor',
      result: '70% debt reduction',
      title: 'Stacked cash advances settled, every contract kept',
      summary:
        'Slow payments on defense purchase orders led a parts supplier into four cash advances. We settled all ' +
        'four, ended the daily debits and resolved a funder’s lawsuit.',
    },
    {
      id: 'construction-company',
      industry: 'Construction company',
      result: '65% debt reduction',
      title: 'Lawsuits and a judgment resolved after a non-paying project',
      summary:
        'Working alongside the company’s attorney, we settled two funder lawsuits and an equipment judgment, and ' +
        'got suppliers to lift their credit holds.',
    },
    {
      id: 'hvac-contractor',
      industry: 'HVAC contractor',
      result: '78% debt reduction',
      title: 'Five cash advances settled before the next busy season',
      summary:
        'A slow winter left an air-conditioning contractor with daily debits larger than its deposits. Every ' +
        'advance was settled within the year.',
    },
  ],
  moreLabel: 'View All Success Stories',
};

/** The single home testimonial (illustrative). */
export const testimonial: Testimonial = {
  heading: 'What Our Clients Say',
  quote:
    `We had six funders pulling money out of our account every morning and I was sure we were done. ` +
    `${firm.principal.firstName} sat down with our numbers, told us honestly what was possible, and then did it. ` +
    'We are still paving, still making payroll, and I sleep at night again.',
  name: 'Robert M.',
  role: 'Owner, regional paving contractor',
  note: 'Illustrative client example. Individual results vary.',
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
  recordLabel: 'Record',
  consentNote:
    `By giving us your phone number, you consent to receive calls and text messages from ${firm.name} about ` +
    'your inquiry. Message and data rates may apply.',
};
