import { z } from 'zod';
import { CREDITORS_COUNT_VALUES, DEBT_AMOUNT_VALUES } from './lead-options.js';
import { emailField, optionalPhoneField, requiredText, sessionIdField, text } from './text-fields.js';

export const LEAD_TYPES = ['consultation', 'lead_magnet'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

const NAME_MAX = 100;
const COMPANY_MAX = 200;
const MESSAGE_MAX = 5000;

/** Either one of SPEC's options or empty ("not answered"). */
const optionalChoice = <T extends [string, ...string[]]>(values: T, message: string) =>
  z.union([z.enum(values), z.literal('')], { error: message });

/**
 * The consultation form's values (SPEC §3, §5). The browser form and the API share it, so both
 * show the same messages.
 */
export const consultationFormSchema = z.strictObject({
  firstName: requiredText(NAME_MAX, 'First name is required'),
  lastName: requiredText(NAME_MAX, 'Last name is required'),
  email: emailField,
  company: text(COMPANY_MAX).default(''),
  phone: optionalPhoneField.default(''),
  debtAmount: optionalChoice(DEBT_AMOUNT_VALUES, 'Please choose one of the listed debt amounts')
    .default(''),
  creditorsCount: optionalChoice(CREDITORS_COUNT_VALUES, 'Please choose one of the listed creditor counts')
    .default(''),
  message: requiredText(MESSAGE_MAX, 'Please describe your situation'),
});
export type ConsultationFormValues = z.input<typeof consultationFormSchema>;

/** The brochure card's form (SPEC §2, §5). */
export const brochureFormSchema = z.strictObject({
  email: emailField,
  firstName: requiredText(NAME_MAX, 'First name is required'),
  company: text(COMPANY_MAX).default(''),
  phone: optionalPhoneField.default(''),
});
export type BrochureFormValues = z.input<typeof brochureFormSchema>;

/**
 * Spam trap: a field real visitors never see or fill. A request that fills it gets the normal
 * success answer and is not stored, so bots learn nothing.
 */
export const HONEYPOT_FIELD = 'website';

const common = { sessionId: sessionIdField.default(null), website: z.string().max(500).optional() };

export const consultationRequestSchema = consultationFormSchema.extend({
  type: z.literal('consultation'),
  ...common,
});

export const brochureRequestSchema = brochureFormSchema.extend({
  // SPEC §3: the brochure sends an empty last name and a fixed message; accept what it sends.
  lastName: text(NAME_MAX).default(''),
  message: text(MESSAGE_MAX).default(''),
  type: z.literal('lead_magnet'),
  ...common,
});

/** Body of POST /api/consultation-request: one of the two lead kinds, told apart by `type`. */
export const leadRequestSchema = z.discriminatedUnion('type', [consultationRequestSchema, brochureRequestSchema], {
  error: "type must be 'consultation' or 'lead_magnet'",
});
export type LeadRequest = z.input<typeof leadRequestSchema>;
export type ParsedLeadRequest = z.output<typeof leadRequestSchema>;

export const leadSubmitResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** A lead as the admin sees it (SPEC §3 plus the answers the principal needs to act on). */
export const leadSchema = z.object({
  id: z.number().int(),
  type: z.enum(LEAD_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  debtAmount: z.string(),
  creditorsCount: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isHidden: z.boolean(),
  isContacted: z.boolean(),
  sessionId: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListSchema = z.array(leadSchema);

export const leadStatusPatchSchema = z
  .strictObject({ isHidden: z.boolean().optional(), isContacted: z.boolean().optional() })
  .refine((patch) => patch.isHidden !== undefined || patch.isContacted !== undefined, {
    message: 'Send isHidden and/or isContacted as true or false',
  });
export type LeadStatusPatch = z.infer<typeof leadStatusPatchSchema>;

export const leadIdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'Lead id must be a positive whole number')
    .transform(Number),
});
