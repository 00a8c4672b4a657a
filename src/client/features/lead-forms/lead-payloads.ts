import type * as z from 'zod/mini';
import { BROCHURE_LEAD_MESSAGE } from '../../../shared/lead-options.js';
import {
  HONEYPOT_FIELD,
  type brochureFormSchema,
  type consultationFormSchema,
  type LeadRequest,
} from '../../../shared/lead-schemas.js';

/** The brochure form's values after validation (trimmed, defaults applied). */
export type BrochureValues = z.output<typeof brochureFormSchema>;
/** The consultation form's values after validation (trimmed, defaults applied). */
export type ConsultationValues = z.output<typeof consultationFormSchema>;

/** The spam trap goes along only when something filled it (so the server can drop the lead). */
function honeypot(value: string): { [HONEYPOT_FIELD]?: string } {
  return value === '' ? {} : { [HONEYPOT_FIELD]: value };
}

/** SPEC §3 "Brochure lead (as sent)". */
export function brochureLead(values: BrochureValues, sessionId: string | null, trap = ''): LeadRequest {
  return {
    email: values.email,
    firstName: values.firstName,
    company: values.company,
    phone: values.phone,
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
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    company: values.company,
    phone: values.phone,
    debtAmount: values.debtAmount,
    creditorsCount: values.creditorsCount,
    message: values.message,
    type: 'consultation',
    sessionId,
    ...honeypot(trap),
  };
}
