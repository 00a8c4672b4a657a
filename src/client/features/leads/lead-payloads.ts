import type * as z from 'zod/mini';
import { BROCHURE_FORM_FIELDS, LEAD_FORM_FIELDS } from '#shared/lead-fields.js';
import { BROCHURE_LEAD_MESSAGE } from '#shared/lead-options.js';
import {
  HONEYPOT_FIELD,
  type brochureFormSchema,
  type consultationFormSchema,
  type LeadRequest,
} from '#shared/lead-schemas.js';

/** The brochure form's values after validation (trimmed, defaults applied). */
export type BrochureValues = z.output<typeof brochureFormSchema>;
/** The consultation form's values after validation (trimmed, defaults applied). */
export type ConsultationValues = z.output<typeof consultationFormSchema>;

/** The spam trap goes along only when something filled it (so the server can drop the lead). */
function honeypot(value: string): { [HONEYPOT_FIELD]?: string } {
  return value === '' ? {} : { [HONEYPOT_FIELD]: value };
}

/**
 * The form's own fields, in its order, from the shared field table: nothing else the values
 * object may carry reaches the API, whose schema refuses unknown keys.
 */
function formFields<V, K extends keyof V>(values: V, fields: readonly K[]): Pick<V, K> {
  return Object.fromEntries(fields.map((field) => [field, values[field]])) as Pick<V, K>;
}

/** SPEC §3 "Brochure lead (as sent)". */
export function brochureLead(values: BrochureValues, sessionId: string | null, trap = ''): LeadRequest {
  return {
    ...formFields(values, BROCHURE_FORM_FIELDS),
    lastName: '',
    message: BROCHURE_LEAD_MESSAGE,
    type: 'lead_magnet',
    sessionId,
    ...honeypot(trap),
  };
}

/** SPEC §3 "Consultation (as sent)". */
export function consultationLead(values: ConsultationValues, sessionId: string | null, trap = ''): LeadRequest {
  return {
    ...formFields(values, LEAD_FORM_FIELDS),
    type: 'consultation',
    sessionId,
    ...honeypot(trap),
  };
}
