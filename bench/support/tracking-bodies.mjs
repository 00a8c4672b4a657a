/**
 * Shared by the tracking benchmarks: the tracker's request bodies for a rotating set of sessions,
 * and the browser headers they are sent with.
 */
export const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const TRACKING_HEADERS = { 'content-type': 'application/json', 'user-agent': USER_AGENT };
export const SESSIONS = 2000;

const sessionName = (n) => `session_1763800000000_bench${(n % SESSIONS).toString(36)}`;

/** A realistic page's worth of events: a visit, clicks and typing, as the tracker batches them. */
function pageEvents(sessionId, count) {
  const events = [
    {
      type: 'visit',
      sessionId,
      page: '/',
      referrer: 'https://www.google.com/search?q=business+debt+help',
      ageMs: 1500,
    },
  ];
  while (events.length < count) {
    const n = events.length;
    events.push(
      n % 5 === 0
        ? {
            type: 'click',
            sessionId,
            page: '/',
            elementId: 'cta',
            elementClass: 'btn btn-primary',
            elementTag: 'button',
            elementText: 'Get Free Consultation',
            clickX: 320,
            clickY: 640,
          }
        : {
            type: 'keystroke',
            sessionId,
            page: '/',
            elementId: 'company',
            elementType: 'text',
            fieldName: 'company',
            inputValue: 'Acme Trucking'.slice(0, n % 13),
            keystroke: 'a',
          },
    );
  }
  return events;
}

/**
 * The next request body of `count` events, for the next of SESSIONS sessions. Bodies are built
 * once per session (a session's page is the same each time): autocannon shares the 2 cores with
 * the server, and stringifying every request in it, refused ones included, would slow the server.
 */
const bodies = new Map();
let sent = 0;
export function nextBody(count) {
  if (!bodies.has(count))
    bodies.set(
      count,
      Array.from({ length: SESSIONS }, (_, n) => JSON.stringify(pageEvents(sessionName(n), count))),
    );
  return bodies.get(count)[sent++ % SESSIONS];
}
