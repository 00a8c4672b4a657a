import { LEAD_OPTION_FIELDS } from '#shared/lead-fields.js';
import type { Lead, LeadType } from '#shared/lead-schemas.js';

/** How the dashboard names a lead's kind and answers. */
export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  consultation: 'Consultation',
  lead_magnet: 'Lead Magnet',
};

/**
 * The form's labels of the options the lead chose (debt band, creditors), in the form's order;
 * an unanswered field, or a value that is none of the options, is left out.
 */
export function leadAnswerLabels(lead: Lead): string[] {
  return LEAD_OPTION_FIELDS.flatMap(({ name, options }) => {
    const label = options.find((option) => option.value === lead[name])?.label;
    return label ? [label] : [];
  });
}

/** The lead's full name, or its e-mail should both name fields be empty. */
export function leadName(lead: Pick<Lead, 'firstName' | 'lastName' | 'email'>): string {
  return `${lead.firstName} ${lead.lastName}`.trim() || lead.email;
}
