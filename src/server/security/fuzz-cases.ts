import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { SITE_ROUTE_PATHS } from '#shared/site-routes.js';
import { TEST_ADMIN_PASSWORD, validBrochure, validConsultation } from '#server/test-support/test-app.js';
import { DESKTOP_CHROME, clientHeaders, jsonRequest, mutated, pathRequest, type FuzzRequest } from './fuzz-inputs.js';
import { voiceRequest } from './fuzz-voice-inputs.js';
import { DEFAULT_AVAILABILITY } from '#shared/booking-schemas.js';
import { openSlots } from '#server/features/booking/open-slots.js';
import { leakProblems, objectsLookClean } from './response-checks.js';
import type { SecurityApp } from './security-app.js';

/**
 * The fuzzed requests of every public route (SPEC §7 plus the pages and static files) and what
 * makes an answer unacceptable, shared by fuzz.test.ts and fuzz-at-limits.test.ts. The seed is
 * fixed so a failure replays exactly; FUZZ_SEED=<n> explores other inputs locally.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_717);

const session = 'session_1763800000000_fuzz';
const visit = {
  page: '/',
  clientIP: '1.2.3.4',
  sessionId: session,
  timeOnPage: null,
  userAgent: DESKTOP_CHROME,
  referrer: 'https://www.google.com/',
};
const click = {
  sessionId: session,
  page: '/faq',
  elementId: 'cta',
  elementClass: 'btn',
  elementTag: 'BUTTON',
  elementText: 'Get Free Consultation',
  clickX: 10,
  clickY: 20,
  city: null,
  state: null,
  userAgent: DESKTOP_CHROME,
};
const keystroke = {
  sessionId: session,
  page: '/',
  elementId: 'email',
  elementType: 'email',
  fieldName: 'email',
  inputValue: 'maria@',
  keystroke: '@',
  city: null,
  state: null,
  userAgent: DESKTOP_CHROME,
};
const { city: _city, state: _state, userAgent: _agent, ...clickEvent } = click;
const batchEvent = fc.oneof(
  { weight: 3, arbitrary: mutated({ type: 'visit', sessionId: session, page: '/', referrer: null, ageMs: 10 }) },
  { weight: 3, arbitrary: mutated({ type: 'leave', sessionId: session, page: '/', timeOnPage: 12 }) },
  { weight: 3, arbitrary: mutated({ type: 'click', ...clickEvent }) },
  {
    weight: 3,
    arbitrary: mutated({
      type: 'keystroke',
      sessionId: session,
      page: '/',
      fieldName: 'email',
      inputValue: 'm',
      keystroke: 'm',
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const healthRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom('GET' as const, 'HEAD' as const, 'POST' as const, 'OPTIONS' as const),
    query: fc.option(fc.webQueryParameters(), { nil: undefined }),
    headers: clientHeaders,
  })
  .map(({ method, query, headers }) => ({
    method,
    url: query === undefined ? '/healthz' : `/healthz?${query}`,
    headers,
  }));

const cspReport = {
  'csp-report': {
    'document-uri': 'http://localhost/faq',
    'violated-directive': 'script-src-elem',
    'blocked-uri': 'inline',
  },
};
const cspReportRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    contentType: fc.constantFrom(
      'application/csp-report',
      'application/reports+json',
      'application/json',
      'text/plain',
    ),
    body: fc.oneof(mutated(cspReport), fc.jsonValue({ maxDepth: 3 }), fc.string()),
    headers: clientHeaders,
  })
  .map(({ contentType, body, headers }) => ({
    method: 'POST' as const,
    url: '/api/csp-report',
    headers: { ...headers, 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  }));

/** A path part: sometimes well-formed, sometimes anything printable (encoded as a browser would). */
const idPart = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/),
  fc.integer({ min: -5, max: 2 ** 40 }).map(String),
  fc.stringMatching(/^[\x20-\x7e]{0,40}$/).map((text) => encodeURIComponent(text)),
);

/** The token-authorised voice routes (decision 0020): any id, any token, any body. */
function tokenRouteRequest(
  method: FuzzRequest['method'],
  url: (a: string, b: string) => string,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      a: idPart,
      b: idPart,
      token: fc.option(fc.stringMatching(/^[\x21-\x7e]{0,120}$/), { nil: undefined }),
      type: fc.option(fc.constantFrom('application/octet-stream', 'application/json', 'text/plain', 'audio/webm'), {
        nil: undefined,
      }),
      payload: fc.option(
        fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
        { nil: undefined },
      ),
      headers: clientHeaders,
    })
    .map(({ a, b, token, type, payload, headers }) => ({
      method,
      url: url(a, b),
      headers: {
        ...headers,
        ...(token === undefined ? {} : { 'x-voice-token': token }),
        ...(type === undefined || payload === undefined ? {} : { 'content-type': type }),
      },
      ...(payload === undefined || method === 'GET' ? {} : { payload }),
    }));
}

/**
 * Routes no generated request can pass: each needs a secret the fuzzer cannot guess (a stream's or
 * a result's token), or a live decoder the fuzzed app does not run. Their accepting paths are
 * tested in voice-streaming.timing.test.ts and voice-bounds.test.ts; here they must still refuse cleanly.
 */
export const ROUTES_NEEDING_A_SECRET = new Set([
  'GET /api/voice-feedback/:id/result',
  'POST /api/voice-streams',
  'PUT /api/voice-streams/:streamId/chunks/:seq',
  'DELETE /api/voice-streams/:streamId',
  // The manage page's calls need a booking's signed token (booking-api.test.ts passes them).
  'GET /api/bookings/manage/:token',
  'POST /api/bookings/manage/:token/cancel',
  'POST /api/bookings/manage/:token/move',
  'GET /api/bookings/manage/:token/invite.ics',
]);

/** A booking the fuzzed app can accept: tomorrow's first open time under the default hours. */
function validBooking() {
  const [slot] = openSlots({
    availability: DEFAULT_AVAILABILITY,
    timeZone: 'America/New_York',
    now: new Date(Date.now() + 24 * 3_600_000),
    booked: [],
  });
  return {
    start: slot!.start.toISOString(),
    email: 'booker@example.com',
    firstName: 'Maria',
    lastName: 'Okafor',
    phone: '(555) 201-3344',
    company: '',
    sessionId: session,
  };
}

export function publicRouteCases(assetPath: string): Array<[string, fc.Arbitrary<FuzzRequest>]> {
  return [
    [
      'POST /api/consultation-request',
      jsonRequest('/api/consultation-request', fc.oneof(mutated(validConsultation), mutated(validBrochure))),
    ],
    ['POST /api/voice-feedback', voiceRequest('/api/voice-feedback')],
    ['GET /api/voice-feedback/:id/result', tokenRouteRequest('GET', (id) => `/api/voice-feedback/${id}/result`)],
    [
      'POST /api/voice-streams',
      jsonRequest(
        '/api/voice-streams',
        mutated({ email: 'caller@example.com', sessionId: 'session_1763800000000_fuzz' }),
      ),
    ],
    [
      'PUT /api/voice-streams/:streamId/chunks/:seq',
      tokenRouteRequest('PUT', (id, seq) => `/api/voice-streams/${id}/chunks/${seq}`),
    ],
    ['DELETE /api/voice-streams/:streamId', tokenRouteRequest('DELETE', (id) => `/api/voice-streams/${id}`)],
    ['POST /api/track-visit', jsonRequest('/api/track-visit', mutated(visit))],
    ['POST /api/track-click', jsonRequest('/api/track-click', mutated(click))],
    ['POST /api/track-keystroke', jsonRequest('/api/track-keystroke', mutated(keystroke))],
    ['POST /api/track-events', jsonRequest('/api/track-events', fc.array(batchEvent, { maxLength: 4 }))],
    ['POST /api/admin/login', jsonRequest('/api/admin/login', mutated({ password: TEST_ADMIN_PASSWORD }))],
    ['POST /api/admin/logout', jsonRequest('/api/admin/logout', fc.jsonValue({ maxDepth: 2 }))],
    ['GET /healthz', healthRequest],
    ['POST /api/csp-report', cspReportRequest],
    ['GET /api/booking/slots', pathRequest(['/api/booking/slots'])],
    ['POST /api/bookings', jsonRequest('/api/bookings', mutated(validBooking()))],
    ['GET /api/bookings/manage/:token', tokenRouteRequest('GET', (id) => `/api/bookings/manage/${id}`)],
    ['POST /api/bookings/manage/:token/cancel', tokenRouteRequest('POST', (id) => `/api/bookings/manage/${id}/cancel`)],
    ['POST /api/bookings/manage/:token/move', tokenRouteRequest('POST', (id) => `/api/bookings/manage/${id}/move`)],
    [
      'GET /api/bookings/manage/:token/invite.ics',
      tokenRouteRequest('GET', (id) => `/api/bookings/manage/${id}/invite.ics`),
    ],
    [
      'GET pages and static files',
      pathRequest([...SITE_ROUTE_PATHS, assetPath, '/robots.txt', '/404.html', '/assets/missing.js', '/nope']),
    ],
  ];
}

/** Everything wrong with one answer; empty when it is acceptable. */
export function answerProblems(request: FuzzRequest, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}: ${response.body.slice(0, 300)}`);
  const binary =
    response.headers['content-encoding'] !== undefined || /^audio\//.test(String(response.headers['content-type']));
  if (!binary)
    problems.push(...leakProblems(response.body).map((leak) => `body shows a ${leak}: ${response.body.slice(0, 300)}`));
  if (response.headers['x-powered-by'] !== undefined) problems.push('x-powered-by header');
  if (!String(response.headers['content-security-policy']).includes("frame-ancestors 'none'"))
    problems.push('no CSP header');
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff header');
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  if (response.statusCode >= 400 && isJson && request.method !== 'HEAD') {
    const body = response.json<{ message?: unknown }>();
    if (typeof body.message !== 'string' || body.message === '')
      problems.push(`error answer without a message: ${response.body.slice(0, 200)}`);
  }
  if (!objectsLookClean()) problems.push('Object.prototype polluted');
  return problems;
}

/** A request that gets no answer at all is a failure too (a hang), reported instead of timing the test out. */
const ANSWER_WITHIN_MS = 10_000;

export async function sendFuzz(
  t: SecurityApp,
  request: FuzzRequest,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([
      t.app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        payload: request.payload,
        remoteAddress,
      }),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : String(request.payload).slice(0, 300);
  return `${request.method} ${request.url} ${JSON.stringify(request.headers)} ${JSON.stringify(payload)}`;
}
