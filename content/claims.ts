/**
 * The follow-up the site promises, in hours from the visitor's first contact: the one number the
 * copy, the brochures, the acknowledgement e-mails and the dashboard's overdue rule all read.
 * (SPEC's consultation toast writes "24 hours" as literal text; a test keeps the two in step.)
 */
export const FOLLOW_UP_HOURS = 24;

/** SPEC §1 marketing claims, written exactly as they are shown. */
export const claims = {
  /** SPEC §9: the display caps at '34+' rather than counting up from the founding year. */
  yearsExperience: '34+',
  companiesRescued: '2,300+',
  debtRestructured: '$300M+',
  debtRestructuredPhrase: 'over $300 million eliminated',
  clientSavings: '$100M+',
  averageDebtReduction: '60-80%',
  followUpHours: FOLLOW_UP_HOURS,
  followUpPromise: `We will contact you within ${FOLLOW_UP_HOURS} hours.`,
  fees: 'Results-oriented fees',
  noEscrow: 'We never hold or escrow client money.',
  cashFlow: 'We work within your cash flow.',
  notLawFirm: 'We are not a law firm or attorneys and do not give legal advice.',
} as const;
