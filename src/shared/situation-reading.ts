import type { CreditorsCount, DebtAmount } from './lead-options.js';

/**
 * What the situation reader (the voice feature's rules, extraction/read-situation.ts) finds in a
 * text a visitor gave, and what the workbench's summary and score take from it
 * (docs/workbench.md). Declared once here because the two features may not import each other;
 * app.ts hands the reader to the workbench.
 */
export interface SituationReading {
  debtAmount?: DebtAmount;
  creditorsCount?: CreditorsCount;
  /** 'Lawsuit; tax lien' or 'None'. */
  legalActions?: string;
  /** 'Suggested, not wanted', 'Filed'… */
  bankruptcy?: string;
  /** 'monthly revenue about $180K', and the amount over a year. */
  revenue?: { text: string; annual: number };
}
