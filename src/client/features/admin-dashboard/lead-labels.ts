import { CREDITORS_COUNT_OPTIONS, DEBT_AMOUNT_OPTIONS } from '../../../shared/lead-options.js';
import type { Lead, LeadType } from '../../../shared/lead-schemas.js';

/** How the dashboard names a lead's kind and answers. */
export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  consultation: 'Consultation',
  lead_magnet: 'Lead Magnet',
};

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)?.label ?? null;

/** The form's label for the debt band, or null when it was not answered. */
export const debtAmountLabel = (value: string) => labelOf(DEBT_AMOUNT_OPTIONS, value);
export const creditorsCountLabel = (value: string) => labelOf(CREDITORS_COUNT_OPTIONS, value);

/** The lead's full name, or its e-mail should both name fields be empty. */
export function leadName(lead: Pick<Lead, 'firstName' | 'lastName' | 'email'>): string {
  return `${lead.firstName} ${lead.lastName}`.trim() || lead.email;
}
