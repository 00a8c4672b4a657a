/**
 * Copy for the home page's about section: the principal's biography and philosophy, who we are
 * and our commitments. Pure data: components decide layout.
 */
import { claims, firm } from './firm.js';
import type { Stat } from './home.js';

/** A titled paragraph, used for ethics points. */
export interface TitledText {
  title: string;
  text: string;
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
