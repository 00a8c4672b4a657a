import * as z from 'zod/mini';
import { pageLimitParam } from './list-page.js';
import { trackingSessionIdField } from './tracking-schemas.js';

/**
 * The Session Activity grid (SPEC §3 Session, §7 GET /api/sessions, §9 page size and the three
 * activities a card shows). Ordering and paging rules: docs/analytics.md.
 */
export const SESSIONS_LIMITS = {
  defaultLimit: 20,
  maxLimit: 100,
  /** Longest search text, after trimming. */
  searchMaxChars: 200,
  /** Activities shown on a session card, newest first. */
  recentActivities: 3,
  /** Longest cursor accepted; real ones are about 80 characters. */
  cursorMaxChars: 300,
} as const;

export const INVALID_CURSOR_MESSAGE = 'Invalid cursor';

/**
 * The dashboard's session filter (SPEC §4), shared by analytics and sessions. An empty value
 * means no filter, as when a form leaves the field blank.
 */
export const sessionFilterParam = z.optional(
  z.union([
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
    trackingSessionIdField,
  ]),
);

/** Control characters never appear in what is searched, and one of them separates the fields in the search index. */
const hasControlCharacter = (value: string) =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f;
  });

export const sessionsQuerySchema = z.strictObject({
  /** Checked by the server, which alone can read it; anything it did not make is 'Invalid cursor'. */
  cursor: z.optional(z.string()),
  search: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(
        SESSIONS_LIMITS.searchMaxChars,
        `search must be at most ${SESSIONS_LIMITS.searchMaxChars} characters`,
      ),
      z.refine((value) => !hasControlCharacter(value), 'search must not contain control characters'),
    ),
  ),
  sessionId: sessionFilterParam,
  limit: z._default(pageLimitParam(SESSIONS_LIMITS.maxLimit), SESSIONS_LIMITS.defaultLimit),
});
export type SessionsQuery = z.input<typeof sessionsQuerySchema>;
export type ParsedSessionsQuery = z.output<typeof sessionsQuerySchema>;

export const ACTIVITY_TYPES = ['visit', 'click', 'keystroke'] as const;

export const sessionActivitySchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  page: z.string(),
  /** ISO 8601, UTC. */
  timestamp: z.string(),
  /** Visit: referrer, place, device, timeOnPage; click: element and position; keystroke: field and value. */
  details: z.nullable(z.record(z.string(), z.unknown())),
});
export type SessionActivity = z.infer<typeof sessionActivitySchema>;

export const sessionSchema = z.object({
  id: z.string(),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  ipAddress: z.nullable(z.string()),
  firstVisit: z.string(),
  lastVisit: z.string(),
  pageViews: z.number(),
  deviceType: z.nullable(z.string()),
  browserName: z.nullable(z.string()),
  referrer: z.nullable(z.string()),
  searchQuery: z.nullable(z.string()),
  /** The most recent activities, newest first (at most SESSIONS_LIMITS.recentActivities). */
  activities: z.array(sessionActivitySchema),
  activityCount: z.number(),
});
export type VisitorSession = z.infer<typeof sessionSchema>;

export const sessionPageSchema = z.object({
  items: z.array(sessionSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type SessionPage = z.infer<typeof sessionPageSchema>;
