/** Answer options of the consultation form (SPEC §3). The values are stored as they are. */
export const DEBT_AMOUNT_OPTIONS = [
  { value: 'under-100k', label: 'Under $100,000' },
  { value: '100k-500k', label: '$100,000 – $500,000' },
  { value: '500k-1m', label: '$500,000 – $1 million' },
  { value: '1m-5m', label: '$1 million – $5 million' },
  { value: 'over-5m', label: 'Over $5 million' },
] as const;

export const CREDITORS_COUNT_OPTIONS = [
  { value: '1-2', label: '1–2 creditors' },
  { value: '3-8', label: '3–8 creditors' },
  { value: '9-15', label: '9–15 creditors' },
  { value: '16-25', label: '16–25 creditors' },
  { value: '26-50', label: '26–50 creditors' },
  { value: 'over-50', label: 'Over 50 creditors' },
] as const;

export type DebtAmount = (typeof DEBT_AMOUNT_OPTIONS)[number]['value'];
export type CreditorsCount = (typeof CREDITORS_COUNT_OPTIONS)[number]['value'];

export const DEBT_AMOUNT_VALUES = DEBT_AMOUNT_OPTIONS.map((o) => o.value) as [DebtAmount, ...DebtAmount[]];
export const CREDITORS_COUNT_VALUES = CREDITORS_COUNT_OPTIONS.map((o) => o.value) as [
  CreditorsCount,
  ...CreditorsCount[],
];

/** Fixed message the brochure form sends with every request (SPEC §3). */
export const BROCHURE_LEAD_MESSAGE = 'Downloaded free debt negotiation guide';
