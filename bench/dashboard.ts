/**
 * Admin dashboard load and polling cost on a large data set: 1,000 leads, 500 voice messages and
 * 100,000 tracked sessions, seeded through the public API of the built server (`npm run build`
 * first). Then Debian's Chromium signs in and measures
 *   - time from navigation to an interactive dashboard (stat cards, first lead card, Refresh
 *     enabled), 5 runs each started once the page before has finished loading: median and max,
 *     and what the API answers of one opening weigh;
 *   - the same when the dashboard is reopened at once, the previous page's requests still running;
 *   - what the next three 10 s polling cycles of an unchanged dashboard transfer (CDP
 *     Network.loadingFinished encodedDataLength: headers and body as on the wire).
 * BENCH_DB=pglite|postgres picks one database (default: both, PostgreSQL when reachable).
 */
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { silentWav } from '../src/server/test-support/multipart.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/e2e-env.js';
import { forEachDatabase, startServer, stopServer } from './support/server.mjs';

const LEADS = 1_000;
const VOICE_MESSAGES = 500;
const SESSIONS = 100_000;
const BATCH = 200;
const RUNS = 5;
const POLL_CYCLES = 3;
const PASSWORD = 'benchmark dashboard password';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function inParallel(count: number, concurrency: number, task: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/** Sends again while the server sheds load (503 with Retry-After): every seeded session must arrive. */
async function postUntilAccepted(send: () => Promise<Response>, what: string) {
  for (let attempt = 1; ; attempt++) {
    const response = await send();
    if (response.status !== 503 || attempt === 20) return expectOk(response, what);
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
  }
}

async function seed(url: string) {
  const started = performance.now();
  await inParallel(LEADS, 16, async (i) => {
    const body = {
      type: 'consultation',
      firstName: `Lead${i}`,
      lastName: 'Bench',
      email: `lead${i}@bench.example`,
      company: `Company ${i}`,
      phone: '(312) 555-0100',
      message: 'We owe several suppliers and need a plan.',
      sessionId: `session_1700000000000_b${i}`,
    };
    await expectOk(
      await fetch(`${url}/api/consultation-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify(body),
      }),
      'lead',
    );
  });
  const wav = silentWav(16_044);
  await inParallel(VOICE_MESSAGES, 4, async (i) => {
    const form = new FormData();
    form.set('audio', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'voice-feedback.wav');
    form.set('email', `voice${i}@bench.example`);
    await expectOk(
      await fetch(`${url}/api/voice-feedback`, { method: 'POST', body: form, headers: { origin: url } }),
      'voice',
    );
  });
  await inParallel(SESSIONS / BATCH, 8, async (batch) => {
    const events = Array.from({ length: BATCH }, (_, i) => ({
      type: 'visit',
      sessionId: `session_1700000000000_s${batch * BATCH + i}`,
      page: '/',
      referrer: i % 3 === 0 ? 'https://www.google.com/search?q=business+debt' : null,
    }));
    await postUntilAccepted(
      () =>
        fetch(`${url}/api/track-events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url, 'user-agent': DESKTOP_CHROME },
          body: JSON.stringify(events),
        }),
      'track-events',
    );
  });
  return (performance.now() - started) / 1000;
}

interface Transfer {
  path: string;
  status: number;
  bytes: number;
  at: number;
}

/** Every finished request of the page, with its wire status and encoded size. */
async function recordTransfers(cdp: CDPSession): Promise<Transfer[]> {
  const transfers: Transfer[] = [];
  const pending = new Map<string, { path: string; status: number }>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) =>
    pending.set(event.requestId, { path: new URL(event.request.url).pathname, status: 0 }),
  );
  cdp.on('Network.responseReceived', (event) => {
    const entry = pending.get(event.requestId);
    if (entry) entry.status = event.response.status;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = pending.get(event.requestId);
    if (entry) transfers.push({ ...entry, bytes: event.encodedDataLength, at: performance.now() });
  });
  return transfers;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** From navigation to an interactive dashboard: stat cards, the first lead card, Refresh enabled. */
async function timeToInteractive(page: Page): Promise<number> {
  const started = performance.now();
  await page.goto('/admin');
  await page.getByRole('region', { name: 'Overview' }).locator('dd').first().waitFor();
  await page.getByRole('region', { name: 'Active Leads' }).getByRole('article').first().waitFor();
  await page.waitForFunction(() => {
    const refresh = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Refresh');
    return refresh !== undefined && !refresh.disabled;
  });
  return performance.now() - started;
}

/** Counts the page's requests under way; `quiet()` resolves once none has been for half a second. */
function trackRequests(page: Page) {
  let pending = 0;
  let changedAt = performance.now();
  const change = (by: number) => {
    pending += by;
    changedAt = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async quiet() {
      while (pending > 0 || performance.now() - changedAt < 500) await page.waitForTimeout(100);
    },
  };
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer({
    ...env,
    ADMIN_PASSWORD: PASSWORD,
    LEAD_RATE_LIMIT: '1000000000',
    VOICE_RATE_LIMIT: '1000000000',
    TRACK_RATE_LIMIT: '1000000000',
    TRACK_SESSION_EVENTS_PER_MINUTE: '1000000',
    TRACK_SESSION_EVENTS_PER_DAY: '100000000',
    TRANSCRIPTION_ENGINE: 'none',
    // Every upload logs a warning that transcription is off.
    LOG_LEVEL: 'error',
  });
  try {
    const { url } = server;
    const seedSeconds = await seed(url);
    // Let the tracking buffer write its last batches.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ baseURL: url });
      const login = await context.request.post('/api/admin/login', {
        data: { password: PASSWORD },
        headers: { origin: url },
      });
      if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);

      // Each run starts once the page before has finished loading (analytics summary included):
      // every run then measures the same thing, opening the dashboard on an idle server.
      const loads: number[] = [];
      const apiBytes: number[] = [];
      let page = await context.newPage();
      for (let run = 0; run < RUNS; run++) {
        if (run > 0) {
          await page.close();
          page = await context.newPage();
        }
        const requests = trackRequests(page);
        const transfers = await recordTransfers(await context.newCDPSession(page));
        loads.push(await timeToInteractive(page));
        await requests.quiet();
        apiBytes.push(transfers.filter((t) => t.path.startsWith('/api/')).reduce((sum, t) => sum + t.bytes, 0));
      }
      // A reload at once instead: the page before still has requests under way (on PGlite the
      // database answers one query at a time, so those go first).
      const reloads: number[] = [];
      let lastRequests = trackRequests(page);
      for (let run = 0; run < RUNS; run++) {
        await page.close();
        page = await context.newPage();
        lastRequests = trackRequests(page);
        reloads.push(await timeToInteractive(page));
      }
      // The page measured below has finished loading.
      await lastRequests.quiet();

      // The last page stays open, unchanged: record what its polls cost.
      const cdp = await context.newCDPSession(page);
      const transfers = await recordTransfers(cdp);
      const from = performance.now();
      await page.waitForTimeout(POLL_CYCLES * 10_000);
      const cycles = Array.from({ length: POLL_CYCLES }, (_, cycle) =>
        transfers.filter((t) => t.at >= from + cycle * 10_000 && t.at < from + (cycle + 1) * 10_000),
      );
      const describe = (list: Transfer[]) =>
        list.map((t) => `${t.path.replace('/api/', '')} ${t.status} ${t.bytes} B`).join(', ') || '(none)';

      console.log(
        `\n${label}: seeded ${LEADS} leads, ${VOICE_MESSAGES} voice messages, ${SESSIONS} sessions in ${seedSeconds.toFixed(1)} s`,
      );
      console.log(`| ${label} | value |`);
      console.log('|---|---|');
      console.log(`| time to interactive, median of ${RUNS} | ${median(loads).toFixed(0)} ms |`);
      console.log(`| time to interactive, max of ${RUNS} | ${Math.max(...loads).toFixed(0)} ms |`);
      console.log(
        `| API answers of the first opening (empty browser cache, until every request finished) | ${apiBytes[0]} B |`,
      );
      console.log(
        `| time to interactive when reopened at once, median / max of ${RUNS} | ${median(reloads).toFixed(0)} / ${Math.max(...reloads).toFixed(0)} ms |`,
      );
      cycles.forEach((list, index) => {
        const bytes = list.reduce((sum, t) => sum + t.bytes, 0);
        console.log(`| poll cycle ${index + 1}: ${list.length} requests, ${bytes} B | ${describe(list)} |`);
      });

      // For comparison: what the same three lists cost as full 200 answers (no If-None-Match).
      const full = await Promise.all(
        ['/api/people', '/api/voice-feedback', '/api/analytics'].map(async (path) => {
          const response = await context.request.get(path);
          return `${path.replace('/api/', '')} ${response.status()} ${(await response.body()).length} B body`;
        }),
      );
      console.log(
        '| note | status is what the page receives: a revalidated poll shows 200 (from cache); its size is then headers only, a 304 on the wire |',
      );
      console.log(`| full answers, for comparison | ${full.join(', ')} |`);
      await context.close();
    } finally {
      await browser.close();
    }
  } finally {
    await stopServer(server);
  }
}

await forEachDatabase(measure);
