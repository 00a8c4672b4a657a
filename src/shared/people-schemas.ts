import * as z from 'zod/mini';
import { CREDITORS_COUNT_VALUES, DEBT_AMOUNT_VALUES } from './lead-options.js';
import { leadStatusPatchSchema } from './lead-schemas.js';
import { leadListQuerySchema } from './lead-list-schemas.js';
import { listCursorParam, listPageShape, pageLimitParam } from './list-page.js';
import { serialIdParams } from './serial-id.js';
import { sessionIdString } from './text-fields.js';
import { timelineEntrySchema } from './timeline-schemas.js';

/**
 * The lead workbench (docs/workbench.md): one lead per person, beside SPEC's per-submission lists.
 * A person gathers every brochure download, consultation and voicemail sharing an e-mail
 * (normalised) or a phone number (E.164). Kept apart from the public forms' schemas, so none of
 * this reaches the public bundle.
 */

/** A touchpoint's kind: SPEC's two lead types, a voicemail and a booked call (/book). */
export const TOUCHPOINT_KINDS = ['lead_magnet', 'consultation', 'voicemail', 'booking'] as const;
export type TouchpointKind = (typeof TOUCHPOINT_KINDS)[number];

/** How the dashboard names each kind (SPEC's lead type labels and the voicemail's); the CSVs use the same words. */
export const TOUCHPOINT_LABELS: Record<TouchpointKind, string> = {
  consultation: 'Consultation',
  lead_magnet: 'Lead Magnet',
  voicemail: 'Voicemail',
  booking: 'Booked call',
};

/**
 * The workbench's filters: SPEC §4's five (over people instead of submissions) and 'voicemail',
 * people who left one. The first four are the people still to act on (neither hidden nor called).
 */
export const PEOPLE_FILTER_VALUES = ['all', 'consultation', 'lead_magnet', 'voicemail', 'contacted', 'hidden'] as const;
export type PeopleFilter = (typeof PEOPLE_FILTER_VALUES)[number];

/**
 * How the list is ordered. 'newest' is SPEC's order; 'due' puts the oldest uncalled first (the
 * overdue at the top); 'score' the best qualified; 'amount' the largest debt band.
 */
export const PEOPLE_SORT_VALUES = ['newest', 'due', 'score', 'amount'] as const;
export type PeopleSort = (typeof PEOPLE_SORT_VALUES)[number];

const debtBand = z.union([z.enum(DEBT_AMOUNT_VALUES), z.literal('')]);
const creditorsBand = z.union([z.enum(CREDITORS_COUNT_VALUES), z.literal('')]);

/**
 * How a shown value was got (issue 24; docs/workbench.md, "Where each value came from"):
 * - 'chosen': picked from a form's options (the debt and creditors bands);
 * - 'typed': typed into a form (name, company);
 * - 'voicemail': understood from a voicemail, with that understanding's confidence (below
 *   PREFILL_MIN_CONFIDENCE the value is unsure);
 * - 'inferred': read by rules from free text the visitor gave (a consultation message, or a
 *   voicemail's transcript where its understanding has no such field: revenue, older messages).
 * The first two are what the visitor stated; the dashboard labels the others.
 */
export const VALUE_SOURCES = ['chosen', 'typed', 'voicemail', 'inferred'] as const;
export type ValueSource = (typeof VALUE_SOURCES)[number];

/** Where a shown value came from: how it was got, from which kind of touchpoint, and how sure. */
export const valueOriginSchema = z.object({
  source: z.enum(VALUE_SOURCES),
  /** The kind of touchpoint it came from (a consultation message, a voicemail…). */
  kind: z.enum(TOUCHPOINT_KINDS),
  /** 0–1: 1 when chosen or typed; the understanding's for a voicemail; 0.5 when inferred. */
  confidence: z.number(),
});
export type ValueOrigin = z.infer<typeof valueOriginSchema>;

/** The summarised values that carry an origin beside the name's (`nameOrigin`). */
export const ORIGIN_FIELDS = [
  'company',
  'debtAmount',
  'creditorsCount',
  'legalActions',
  'bankruptcy',
  'revenue',
] as const;
export type OriginField = (typeof ORIGIN_FIELDS)[number];

/** Why a reason counts less than its full points: it rests on an inferred or an unsure value. */
export const SCORE_REDUCTIONS = ['inferred', 'unsure'] as const;

/** One reason a score has its points ('Debt $1M – $5M' +35). */
export const scoreReasonSchema = z.object({
  label: z.string(),
  points: z.number(),
  /** Absent when the value was stated (or heard with confidence): the full points count. */
  reducedFor: z.optional(z.enum(SCORE_REDUCTIONS)),
});
export type ScoreReason = z.infer<typeof scoreReasonSchema>;

/** How a visitor arrived: a session's first or last touch (attribution), as the list shows it. */
export const personSourceSchema = z.object({
  /** 'Google Search', 'newsletter / email', 'Direct'…; 'Unknown' when no session was tracked. */
  label: z.string(),
  landingPage: z.nullable(z.string()),
  searchQuery: z.nullable(z.string()),
  campaign: z.nullable(z.string()),
  at: z.nullable(z.string()),
});
export type PersonSource = z.infer<typeof personSourceSchema>;

/** What the list shows of a person, recomputed whenever a touchpoint is added or understood. */
export const personSummarySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  /** Where the name came from (null when no name is known). */
  nameOrigin: z.nullable(valueOriginSchema),
  /** Where each other value came from (null when it is not known). */
  origins: z.object({
    company: z.nullable(valueOriginSchema),
    debtAmount: z.nullable(valueOriginSchema),
    creditorsCount: z.nullable(valueOriginSchema),
    legalActions: z.nullable(valueOriginSchema),
    bankruptcy: z.nullable(valueOriginSchema),
    revenue: z.nullable(valueOriginSchema),
  }),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  debtAmount: debtBand,
  creditorsCount: creditorsBand,
  /** 'Lawsuit; tax lien', 'None'; null when never said. */
  legalActions: z.nullable(z.string()),
  /** 'Suggested, not wanted', 'Filed'…; null when never said. */
  bankruptcy: z.nullable(z.string()),
  /** 'monthly revenue about $180K'; null when never said. */
  revenue: z.nullable(z.string()),
  /** The latest consultation message or voicemail summary. */
  message: z.string(),
  touchpoints: z.object({
    lead_magnet: z.number(),
    consultation: z.number(),
    voicemail: z.number(),
    booking: z.number(),
  }),
  sessionIds: z.array(z.string()),
  scoreReasons: z.array(scoreReasonSchema),
  firstSource: z.nullable(personSourceSchema),
  lastSource: z.nullable(personSourceSchema),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** One person in the workbench list. */
export const personSchema = z.object({
  id: z.number(),
  firstTouchAt: z.string(),
  lastTouchAt: z.string(),
  /**
   * When the first call is due: the booked call's start when one is booked (issue 25), else
   * firstTouchAt + the 24-hour promise.
   */
  dueAt: z.string(),
  /**
   * The call the person booked (/book) and nobody has yet marked called: upcoming, or passed
   * uncalled (then the person is overdue). Null when none.
   */
  bookedCall: z.nullable(z.object({ bookingId: z.number(), start: z.string(), end: z.string() })),
  isContacted: z.boolean(),
  isHidden: z.boolean(),
  firstContactedAt: z.nullable(z.string()),
  score: z.number(),
  summary: personSummarySchema,
});
export type Person = z.infer<typeof personSchema>;
export type BookedCall = NonNullable<Person['bookedCall']>;

export const peopleCountsSchema = z.object(
  Object.fromEntries(PEOPLE_FILTER_VALUES.map((filter) => [filter, z.number()])) as Record<
    PeopleFilter,
    z.ZodMiniNumber<number>
  >,
);
export type PeopleCounts = z.infer<typeof peopleCountsSchema>;

/** Speed to lead over the 30-day window: the dashboard's 'Time to First Call' and overdue count. */
export const speedToLeadSchema = z.object({
  /** Median minutes from first touch to the first Mark Called, over people first seen in 30 days; null if none called. */
  medianMinutesToFirstCall: z.nullable(z.number()),
  called: z.number(),
  /** Active people past the 24-hour promise. */
  overdue: z.number(),
});
export type SpeedToLead = z.infer<typeof speedToLeadSchema>;

export const PEOPLE_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 200 } as const;

export const peopleQuerySchema = z.strictObject({
  limit: z.optional(pageLimitParam(PEOPLE_PAGE_LIMITS.maxLimit)),
  cursor: listCursorParam,
  filter: z.optional(
    z.enum(PEOPLE_FILTER_VALUES, { error: `filter must be one of ${PEOPLE_FILTER_VALUES.join(', ')}` }),
  ),
  sort: z.optional(z.enum(PEOPLE_SORT_VALUES, { error: `sort must be one of ${PEOPLE_SORT_VALUES.join(', ')}` })),
  /** The dashboard's session filter: only people with a touchpoint in this session. */
  sessionId: z.optional(sessionIdString),
  /** The Active Leads search (the same rules as SPEC's list): name, company, any e-mail or phone. */
  search: leadListQuerySchema.shape.search,
});
export type PeopleQuery = z.output<typeof peopleQuerySchema>;

export const peoplePageSchema = z.object({
  ...listPageShape(personSchema),
  counts: peopleCountsSchema,
  speedToLead: speedToLeadSchema,
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;

/** One consent in the ledger, as the person view shows it. */
export const consentEntrySchema = z.object({
  kind: z.enum(['phone', 'recording']),
  touchpoint: z.enum(TOUCHPOINT_KINDS),
  phone: z.string(),
  noticeText: z.string(),
  noticeVersion: z.string(),
  givenAt: z.string(),
  ipAddress: z.nullable(z.string()),
  page: z.nullable(z.string()),
});
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

/** One touchpoint of a person, oldest first in the detail. */
export const touchpointSchema = z.object({
  kind: z.enum(TOUCHPOINT_KINDS),
  /** The lead's or voice message's id. */
  id: z.number(),
  at: z.string(),
  sessionId: z.nullable(z.string()),
  email: z.string(),
  phone: z.string(),
});
export type Touchpoint = z.infer<typeof touchpointSchema>;

/** GET /api/people/:id: the person, every touchpoint and the consent ledger. */
export const personDetailSchema = z.object({
  person: personSchema,
  touchpoints: z.array(touchpointSchema),
  consents: z.array(consentEntrySchema),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const personIdParamsSchema = serialIdParams('Person id must be a positive whole number');

/** PATCH /api/people/:id/status: SPEC's lead status body (one flag), applied to the person and every lead of theirs. */
export const personStatusPatchSchema = leadStatusPatchSchema;

/**
 * How long after a status change its undo is accepted (decision 0040). The toast offers Undo for
 * STATUS_UNDO_OFFER_MS; the server allows longer, for a slow network or a toast paused by hover.
 */
export const STATUS_UNDO_LIMIT_MS = 60_000;
/** SPEC §9's toast display duration: the Undo lives in SPEC's own toast, which keeps its timing. */
export const STATUS_UNDO_OFFER_MS = 5_000;

/** The PATCH's answer: the person as the change left them, and the token that undoes the change. */
export const personStatusChangeSchema = z.object({ ...personSchema.shape, undoToken: z.string() });
export type PersonStatusChange = z.infer<typeof personStatusChangeSchema>;

/** POST /api/people/:id/status/undo: the token the status change answered. */
export const personStatusUndoSchema = z.strictObject({
  token: z
    .string({ error: 'Send the undo token as text' })
    .check(
      z.minLength(1, 'Send the undo token the status change answered'),
      z.maxLength(100, 'That undo token is not one this server gives'),
    ),
});

/** GET /api/people/:id/timeline: every touchpoint and every tracked session of the person, in one list. */
export const personTimelineSchema = z.object({
  personId: z.number(),
  /** Oldest first. */
  entries: z.array(timelineEntrySchema),
  /** True when page activity was cut (the timeline's entry limit). */
  truncated: z.boolean(),
});
export type PersonTimeline = z.infer<typeof personTimelineSchema>;
