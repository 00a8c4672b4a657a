/**
 * Every API path (SPEC §7 and the additions beside it), in one table: the server registers its
 * routes with these patterns, and the browser builds its calls from them with `apiPath`. Tests
 * keep their own literal paths, so a path changed here by mistake fails them.
 */
/** Every API path starts with this; anything else is a page or a static file. */
export const API_PREFIX = '/api/';
/** Admin-only API paths start with this (route access treats them as admin even if undeclared). */
export const ADMIN_API_PREFIX = '/api/admin/';

export const API_ROUTES = {
  leadCreate: '/api/consultation-request',
  leads: '/api/consultation-requests',
  leadsCsv: '/api/consultation-requests.csv',
  leadStatus: '/api/consultation-requests/:id/status',
  voiceFeedback: '/api/voice-feedback',
  voiceMessage: '/api/voice-feedback/:id',
  voiceAudio: '/api/voice-feedback/:id/audio',
  voiceRetry: '/api/voice-feedback/:id/retry-transcription',
  voiceResult: '/api/voice-feedback/:id/result',
  voiceStreams: '/api/voice-streams',
  voiceStream: '/api/voice-streams/:streamId',
  voiceStreamChunk: '/api/voice-streams/:streamId/chunks/:seq',
  trackVisit: '/api/track-visit',
  trackClick: '/api/track-click',
  trackKeystroke: '/api/track-keystroke',
  trackEvents: '/api/track-events',
  adminLogin: '/api/admin/login',
  adminVerify: '/api/admin/verify',
  adminLogout: '/api/admin/logout',
  analytics: '/api/analytics',
  sessions: '/api/sessions',
  // The lead workbench, beside SPEC's calls: one lead per person, its timeline and sources.
  sessionTimeline: '/api/sessions/:id/timeline',
  people: '/api/people',
  person: '/api/people/:id',
  personStatus: '/api/people/:id/status',
  personStatusUndo: '/api/people/:id/status/undo',
  personTimeline: '/api/people/:id/timeline',
  /** Who to call now (issue 26): beside the list, never changing its order. */
  peopleCallNext: '/api/people/call-next',
  peopleCsv: '/api/people.csv',
  leadSources: '/api/analytics/lead-sources',
  cspReport: '/api/csp-report',
  // Booking the consultation call (/book) and the mail that goes with it (decision 0038).
  bookingSlots: '/api/booking/slots',
  bookings: '/api/bookings',
  bookingManage: '/api/bookings/manage/:token',
  bookingManageCancel: '/api/bookings/manage/:token/cancel',
  bookingManageMove: '/api/bookings/manage/:token/move',
  bookingInvite: '/api/bookings/manage/:token/invite.ics',
  adminAvailability: '/api/admin/booking/availability',
  adminBookings: '/api/admin/bookings',
  adminBookingCancel: '/api/admin/bookings/:id/cancel',
  adminBookingMove: '/api/admin/bookings/:id/move',
  mailUnsubscribe: '/api/mail/unsubscribe/:token',
  adminMailHealth: '/api/admin/mail/health',
  // Alerts on the principal's devices (Web Push, decision 0039).
  adminPushKey: '/api/admin/push/key',
  adminPushSubscriptions: '/api/admin/push/subscriptions',
} as const;

/** The `:name` parameters of a route pattern, as a union of their names. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** A route pattern with its parameters filled in (encoded): apiPath(API_ROUTES.voiceAudio, { id: 7 }). */
export function apiPath<Path extends string>(route: Path, params: Record<ParamsOf<Path>, string | number>): string {
  const values = params as Record<string, string | number>;
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
