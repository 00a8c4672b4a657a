import * as z from 'zod/mini';
import { BROCHURE_LEAD_MESSAGE, CREDITORS_COUNT_VALUES, DEBT_AMOUNT_VALUES } from './lead-options.js';
import { emailField, optionalPhoneField, requiredText, sessionIdField, text } from './text-fields.js';

export const LEAD_TYPES = ['consultation', 'lead_magnet'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

const NAME_MAX = 100;
const COMPANY_MAX = 200;
const MESSAGE_MAX = 5000;

/** Either one of SPEC's options or empty ("not answered"). */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z._default(z.union([z.enum(values), z.literal('')], { error: message }), '');

const optionalText = (max: number) => z._default(text(max), '');

/**
 * The consultation form's values (SPEC §3, §5). The browser form and the API share it, so both
 * show the same messages.
 */
export const consultationFormSchema = z.strictObject({
  firstName: requiredText(NAME_MAX, 'First name is required'),
  lastName: requiredText(NAME_MAX, 'Last name is required'),
  email: emailField,
  company: optionalText(COMPANY_MAX),
  phone: z._default(optionalPhoneField, ''),
  debtAmount: optionalChoice(DEBT_AMOUNT_VALUES, 'Please choose one of the listed debt amounts'),
  creditorsCount: optionalChoice(CREDITORS_COUNT_VALUES, 'Please choose one of the listed creditor counts'),
  message: requiredText(MESSAGE_MAX, 'Please describe your situation'),
});
export type ConsultationFormValues = z.input<typeof consultationFormSchema>;

/** The brochure card's form (SPEC §2, §5). */
export const brochureFormSchema = z.strictObject({
  email: emailField,
  firstName: requiredText(NAME_MAX, 'First name is required'),
  company: optionalText(COMPANY_MAX),
  phone: z._default(optionalPhoneField, ''),
});
export type BrochureFormValues = z.input<typeof brochureFormSchema>;

/**
 * Spam trap: a field real visitors never see or fill. A request that fills it gets the normal
 * success answer and is not stored, so bots learn nothing.
 */
export const HONEYPOT_FIELD = 'website';

const common = {
  sessionId: z._default(sessionIdField, null),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
};

export const consultationRequestSchema = z.extend(consultationFormSchema, {
  type: z.literal('consultation'),
  ...common,
});

export const brochureRequestSchema = z.extend(brochureFormSchema, {
  // SPEC §3: the brochure sends an empty last name and a fixed message; accept what it sends.
  lastName: optionalText(NAME_MAX),
  message: z._default(text(MESSAGE_MAX), BROCHURE_LEAD_MESSAGE),
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
  id: z.number(),
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
  sessionId: z.nullable(z.string()),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListSchema = z.array(leadSchema);

export const leadStatusPatchSchema = z
  .strictObject({ isHidden: z.optional(z.boolean()), isContacted: z.optional(z.boolean()) })
  .check(
    z.refine((patch) => patch.isHidden !== undefined || patch.isContacted !== undefined, {
      error: 'Send isHidden and/or isContacted as true or false',
    }),
  );
export type LeadStatusPatch = z.infer<typeof leadStatusPatchSchema>;

export const leadIdParamsSchema = z.strictObject({
  id: z.pipe(
    z.string().check(z.regex(/^[1-9][0-9]{0,14}$/, 'Lead id must be a positive whole number')),
    z.transform(Number),
  ),
});
