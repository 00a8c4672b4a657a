import * as z from 'zod/mini';
import {
  BROCHURE_FORM_FIELDS,
  LEAD_FIELD_MAX_LENGTHS,
  LEAD_FORM_FIELDS,
  LEAD_STORED_FIELDS,
  leadFieldShape,
  type LeadFieldName,
} from './lead-fields.js';
import { BROCHURE_LEAD_MESSAGE } from './lead-options.js';
import { serialIdParams } from './serial-id.js';
import { optionalText, sessionIdField, text } from './text-fields.js';

export const LEAD_TYPES = ['consultation', 'lead_magnet'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/**
 * The consultation form's values (SPEC §3, §5), its fields and rules from lead-fields.ts. The
 * browser form and the API share it, so both show the same messages.
 */
export const consultationFormSchema = z.strictObject(leadFieldShape(LEAD_FORM_FIELDS));
export type ConsultationFormValues = z.input<typeof consultationFormSchema>;

/** The brochure card's form (SPEC §2, §5). */
export const brochureFormSchema = z.strictObject(leadFieldShape(BROCHURE_FORM_FIELDS));
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
  lastName: optionalText(LEAD_FIELD_MAX_LENGTHS.lastName),
  message: z._default(text(LEAD_FIELD_MAX_LENGTHS.message), BROCHURE_LEAD_MESSAGE),
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

/** Stored, every visitor field is text ('' when not given). */
const storedFields = Object.fromEntries(LEAD_STORED_FIELDS.map((name) => [name, z.string()])) as Record<
  LeadFieldName,
  z.ZodMiniString<string>
>;

/** A lead as the admin sees it (SPEC §3 plus the answers the principal needs to act on). */
export const leadSchema = z.object({
  id: z.number(),
  type: z.enum(LEAD_TYPES),
  ...storedFields,
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

export const leadIdParamsSchema = serialIdParams('Lead id must be a positive whole number');
