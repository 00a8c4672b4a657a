/**
 * Floods POST /api/track-events until its stdin closes, then prints one JSON line: requests sent,
 * events sent and accepted, answers by status, and failures. Every request comes from a random
 * address of a large pool (X-Forwarded-For: the server must trust one proxy hop) and starts a new
 * visitor session, as a botnet or a scraper that varies its sessions would. A process of its own,
 * so that the caller's latency probes are not delayed by the flood's work in their event loop.
 *
 * Requests start at a fixed rate (an open loop: a flood does not wait for the server's answers),
 * at most MAX_IN_FLIGHT at once; when the server cannot keep up, the flood is as fast as it answers.
 *
 * Usage: node tracking-flooder.mjs URL [PER_SECOND=200] [MAX_IN_FLIGHT=64] [EVENTS_PER_REQUEST=20]
 */
import { randomBytes } from 'node:crypto';

const [url, perSecond, maxInFlight, eventsPerRequest] = [
  process.argv[2],
  Number(process.argv[3] ?? 200),
  Number(process.argv[4] ?? 64),
  Number(process.argv[5] ?? 20),
];
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const result = { requests: 0, sentEvents: 0, acceptedEvents: 0, statuses: {}, failures: [] };
let stopped = false;
process.stdin.on('end', () => (stopped = true));
process.stdin.resume();

/** A random address in 10.0.0.0/8: about 16 million, so each one is seen a few times at most. */
const randomAddress = () => {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
};

/** A new session's page view, then clicks and the typing of a message, as a tracker sends them. */
function batch() {
  const sessionId = `session_${Date.now()}_${randomBytes(6).toString('hex')}`;
  const words = randomBytes(24).toString('base64url');
  const events = [
    {
      type: 'visit',
      sessionId,
      page: `/services?ref=${words.slice(0, 8)}`,
      referrer: `https://${words.slice(8, 16)}.example/`,
    },
  ];
  for (let n = 1; n < eventsPerRequest; n++) {
    events.push(
      n % 4 === 0
        ? {
            type: 'click',
            sessionId,
            page: '/services',
            elementId: `cta-${n}`,
            elementTag: 'button',
            elementText: `Get help ${words}`,
          }
        : {
            type: 'keystroke',
            sessionId,
            page: '/services',
            fieldName: 'message',
            inputValue: words.slice(0, n),
            keystroke: words[n % words.length],
          },
    );
  }
  return events;
}

async function sendOne() {
  const events = batch();
  try {
    const response = await fetch(`${url}/api/track-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, 'x-forwarded-for': randomAddress() },
      body: JSON.stringify(events),
    });
    const text = await response.text();
    result.requests++;
    result.sentEvents += events.length;
    result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
    if (response.status === 200) result.acceptedEvents += JSON.parse(text).accepted;
    else if (![429, 503].includes(response.status) && result.failures.length < 20)
      result.failures.push(`${response.status} ${text.slice(0, 200)}`);
  } catch (error) {
    if (result.failures.length < 20) result.failures.push(error.message);
  }
}

const startedAt = performance.now();
const inFlight = new Set();
for (let started = 0; !stopped;) {
  const due = Math.floor(((performance.now() - startedAt) / 1000) * perSecond);
  while (started < due && inFlight.size < maxInFlight) {
    const request = sendOne().finally(() => inFlight.delete(request));
    inFlight.add(request);
    started++;
  }
  // Behind by more than the room in flight: the server sets the pace, not the clock.
  if (started < due - maxInFlight) started = due - maxInFlight;
  await new Promise((resolve) => setTimeout(resolve, 5));
}
await Promise.all(inFlight);
result.seconds = (performance.now() - startedAt) / 1000;
process.stdout.write(`${JSON.stringify(result)}\n`);
