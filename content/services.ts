/** Copy for the home page's four service cards (also listed in the footer). */

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
