import * as z from 'zod/mini';
import { sessionIdString } from './text-fields.js';

/**
 * A visitor's timeline, beside SPEC's calls (GET /api/sessions/:id/timeline): everything one
 * session did, oldest first, told the way the principal reads it. Keystrokes arrive as hundreds
 * of events per form; here each field is one entry with its final value, so the visits they
 * would bury stay readable.
 */
export const TIMELINE_LIMITS = {
  /**
   * Most entries in one answer. Page activity (views, clicks, fields) is cut after the oldest
   * ones; leads and voice messages are always included: they are few, and the reason to look.
   */
  maxEntries: 1000,
} as const;

/** The :id of the route: the same session id rule as tracking and the lead forms. */
export const sessionTimelineParamsSchema = z.strictObject({ id: sessionIdString });

/** Every entry: the session it happened in (null for a lead or voice message sent without one) and when (ISO 8601, UTC). */
const base = { sessionId: z.nullable(z.string()), at: z.string() };

export const DOWNLOAD_FILES = ['brochure', 'corporate-guide'] as const;
export type DownloadFile = (typeof DOWNLOAD_FILES)[number];

export const timelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('page'),
    ...base,
    page: z.string(),
    /** Seconds on the page: the leave beacon's timeOnPage, else the gap to the next page view; null if unknown. */
    seconds: z.nullable(z.number()),
    /** True when `seconds` is the gap to the next page view rather than measured by the page. */
    estimated: z.boolean(),
  }),
  z.object({
    kind: z.literal('click'),
    ...base,
    page: z.string(),
    /** The element's text, else its id, else its tag. */
    label: z.string(),
  }),
  z.object({
    kind: z.literal('field'),
    ...base,
    page: z.string(),
    /** The field's name, else its id ('' when it had neither). */
    field: z.string(),
    fieldType: z.nullable(z.string()),
    /** The last typed value; null when values were not recorded (TRACK_INPUT_VALUES off, passwords, privacy signals). */
    value: z.nullable(z.string()),
    /** How many times the value changed (each event counts when no values were recorded). `at` is the last change. */
    edits: z.number(),
  }),
  z.object({
    kind: z.literal('download'),
    ...base,
    /** The brochure card's flyer (a lead_magnet lead) or the corporate guide a consultation sends (SPEC §7). */
    file: z.enum(DOWNLOAD_FILES),
    label: z.string(),
    leadId: z.number(),
  }),
  z.object({
    kind: z.literal('consultation'),
    ...base,
    leadId: z.number(),
    name: z.string(),
    message: z.string(),
  }),
  z.object({
    kind: z.literal('voicemail'),
    ...base,
    voiceMessageId: z.number(),
    /** Seconds; null when it could not be measured. */
    duration: z.nullable(z.number()),
    /** Null while Pending. */
    transcript: z.nullable(z.string()),
    /** When retention deleted the recording (nothing to play); absent while it is kept. */
    audioDeletedAt: z.optional(z.string()),
  }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type TimelineEntryKind = TimelineEntry['kind'];

/** The visitor session's own facts, when the session is stored. */
export const timelineSessionSchema = z.object({
  id: z.string(),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  firstVisit: z.string(),
  lastVisit: z.string(),
  deviceType: z.nullable(z.string()),
  browserName: z.nullable(z.string()),
  pageViews: z.number(),
});
export type TimelineSession = z.infer<typeof timelineSessionSchema>;

export const sessionTimelineSchema = z.object({
  sessionId: z.string(),
  /** Null when only leads or voice messages name the session (its tracking was never stored or has aged out). */
  session: z.nullable(timelineSessionSchema),
  /** Oldest first. */
  entries: z.array(timelineEntrySchema),
  /** True when page activity was cut at TIMELINE_LIMITS.maxEntries. */
  truncated: z.boolean(),
});
export type SessionTimeline = z.infer<typeof sessionTimelineSchema>;
