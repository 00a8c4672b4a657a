#!/usr/bin/env node
/**
 * Mixed traffic on loopback against the built server, on PGlite and on PostgreSQL: simulated
 * visitors, back to back, each loading a public page with its static files, sending tracking
 * batches as the tracker does and now and then a consultation request; a voicemail upload every
 * 15 s; one admin polling the dashboard every 10 s with ETag revalidation. Per route: requests,
 * throughput, p50/p99; for the server: event-loop delay (its /healthz pressure sample) and memory
 * (RSS from /proc). Any failed request (network error or unexpected status, 503s included) is
 * printed and fails the run.
 * Run `npm run build` first, then `npm run bench:mixed` (BENCH_SECONDS: length, 60 by default;
 * BENCH_VISITORS: simulated visitors, 50; BENCH_DB=pglite|postgres: one database only).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_HEALTH_TOKEN, forEachDatabase, startServer, stopServer } from './support/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 50);
const ADMIN_POLL_MS = 10_000;
const VOICE_EVERY_MS = 15_000;
const LEAD_EVERY_NTH_VISIT = 10;
const ADMIN_PASSWORD = 'benchmark admin password';
/** The home page is where most visits land. */
const PAGES = ['/', '/', '/', '/faq', '/success-stories', '/commercial-debt-relief', '/privacy'];
const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const BROWSER = { 'user-agent': USER_AGENT, 'accept-encoding': 'br, gzip' };
const JSON_BODY = { ...BROWSER, 'content-type': 'application/json' };
const PAGE_ROUTE = /^GET \/[a-z-]*$/;

/** One HTTP exchange; the body is read and counted, never decoded. */
function exchange(agent, url, { method = 'GET', headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method, headers }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (bytes < 64 * 1024) chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          text: () => Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

class Recorder {
  routes = new Map();
  failures = [];

  /** Runs one request and files its latency under `route`; a status outside `expected` is a failure. */
  async call(route, expected, agent, url, options) {
    const entry = this.routes.get(route) ?? { latencies: [], notModified: 0, errors: 0, unanswered: 0 };
    this.routes.set(route, entry);
    try {
      const answer = await exchange(agent, url, options);
      entry.latencies.push(answer.ms);
      if (answer.status === 304) entry.notModified++;
      if (!expected.includes(answer.status)) {
        entry.errors++;
        this.failures.push(`${route}: ${answer.status} ${answer.text().slice(0, 200)}`);
      }
      return answer;
    } catch (error) {
      entry.errors++;
      entry.unanswered++;
      this.failures.push(`${route}: ${error.message}`);
      return undefined;
    }
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : 0;
};
const mean = (values) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Each page's static files as a first visit loads them: what its HTML and CSS reference. */
async function staticFilesOf(agent, url) {
  const files = {};
  for (const page of new Set(PAGES)) {
    const html = (await exchange(agent, `${url}${page}`)).text();
    const found = new Set(
      [...html.matchAll(/(?:src|href)="(\/[^"#?]+\.(?:js|css|svg|png|jpe?g|webp|woff2|ico))"/g)].map((m) => m[1]),
    );
    for (const css of [...found].filter((file) => file.endsWith('.css'))) {
      const text = (await exchange(agent, `${url}${css}`)).text();
      for (const m of text.matchAll(/url\((\/assets\/[^)"']+)\)/g)) found.add(m[1]);
    }
    files[page] = [...found];
  }
  return files;
}

/** A few seconds of speech, as a visitor would record (espeak-ng); silence when it is not installed. */
function voicemailWav() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-voice-'));
  try {
    const file = path.join(dir, 'voicemail.wav');
    const spoken = spawnSync('espeak-ng', ['-v', 'en-us+klatt4', '-w', file], {
      input: 'Hello, this is Dana Reyes from Reyes Paving. We owe about two million dollars to nine creditors.',
    });
    if (spoken.status === 0) return readFileSync(file);
  } catch {
    // not installed: silence below
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const rate = 16_000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + 2 * rate, 4);
  header.write('WAVEfmt ', 8);
  // fmt chunk: size 16; PCM, mono; sample rate; byte rate; 2-byte frames of 16 bits.
  [16, 0x10001, rate, 2 * rate, 0x100002].forEach((value, i) => header.writeUInt32LE(value, 16 + 4 * i));
  header.write('data', 36);
  header.writeUInt32LE(2 * rate, 40);
  return Buffer.concat([header, Buffer.alloc(2 * rate)]);
}

function voiceUpload(audio, n, sessionId) {
  const boundary = `----bench${n}`;
  const field = (name, value) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      field('email', `voice${n}@example.com`) + field('phone', '555-010-3000') + field('sessionId', sessionId),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="voicemail.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    ),
    audio,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    body,
    headers: { ...BROWSER, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
  };
}

/** What the tracker sends from a page: the visit, then clicks and typing in the form. */
function trackingBatch(sessionId, page, first) {
  const events = first
    ? [{ type: 'visit', sessionId, page, referrer: 'https://www.google.com/search?q=mca+debt+relief', ageMs: 800 }]
    : [];
  for (let i = 0; i < 8; i++) {
    events.push(
      i % 4 === 0
        ? {
            type: 'click',
            sessionId,
            page,
            elementId: 'consultation-form',
            elementClass: 'btn',
            elementTag: 'button',
            elementText: 'Get Free Consultation',
            clickX: 180,
            clickY: 620,
            ageMs: 400,
          }
        : {
            type: 'keystroke',
            sessionId,
            page,
            elementId: 'company',
            elementType: 'text',
            fieldName: 'company',
            inputValue: 'Reyes Paving'.slice(0, i + 1),
            keystroke: 'e',
            ageMs: 300,
          },
    );
  }
  return JSON.stringify(events);
}

function consultation(sessionId, n) {
  return JSON.stringify({
    type: 'consultation',
    firstName: 'Dana',
    lastName: 'Reyes',
    email: `lead${n}@example.com`,
    company: 'Reyes Paving',
    phone: '555-010-2000',
    debtAmount: '1m-5m',
    creditorsCount: '9-15',
    message: 'Two MCA lenders and an equipment loan; one lawsuit filed last month.',
    sessionId,
  });
}

async function measure(label, env) {
  const server = await startServer({
    LEAD_RATE_LIMIT: '1000000000',
    VOICE_RATE_LIMIT: '1000000000',
    TRACK_RATE_LIMIT: '1000000000',
    TRACK_SESSION_EVENTS_PER_MINUTE: '1000000',
    TRACK_SESSION_EVENTS_PER_DAY: '100000000',
    TRACK_STORAGE_BUDGET_MB: '10000000',
    ...env,
  });
  const { url } = server;
  const pid = server.child.pid;
  const agent = new Agent({ keepAlive: true, maxSockets: VISITORS + 10 });
  const rec = new Recorder();
  const staticFiles = await staticFilesOf(agent, url);
  const audio = voicemailWav();
  let running = true;
  let leads = 0;

  const visitor = async (v) => {
    for (let visit = 0; running; visit++) {
      const sessionId = `session_1763800000000_mix${v}x${visit}`;
      const page = PAGES[(v + visit) % PAGES.length];
      await rec.call(`GET ${page}`, [200], agent, `${url}${page}`, { headers: BROWSER });
      for (const file of staticFiles[page])
        await rec.call('GET static files', [200], agent, `${url}${file}`, { headers: BROWSER });
      const track = (first) =>
        rec.call('POST /api/track-events', [200], agent, `${url}/api/track-events`, {
          method: 'POST',
          headers: JSON_BODY,
          body: trackingBatch(sessionId, page, first),
        });
      await track(true);
      await track(false);
      if (visit % LEAD_EVERY_NTH_VISIT === v % LEAD_EVERY_NTH_VISIT) {
        await rec.call('POST /api/consultation-request', [201], agent, `${url}/api/consultation-request`, {
          method: 'POST',
          headers: JSON_BODY,
          body: consultation(sessionId, leads++),
        });
      }
      await track(false);
    }
  };

  const voice = async () => {
    for (let n = 0; running; n++) {
      const upload = voiceUpload(audio, n, `session_1763800000000_voice${n}`);
      const next = sleep(VOICE_EVERY_MS);
      await rec.call('POST /api/voice-feedback', [201], agent, `${url}/api/voice-feedback`, {
        method: 'POST',
        ...upload,
      });
      await next;
    }
  };

  /** The dashboard: log in once, load everything, then poll leads, voice and analytics with If-None-Match. */
  const admin = async () => {
    const login = await rec.call('POST /api/admin/login', [200], agent, `${url}/api/admin/login`, {
      method: 'POST',
      headers: { ...JSON_BODY, origin: url },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    const cookie = login?.headers['set-cookie']?.[0]?.split(';')[0];
    if (!cookie) return;
    const get = (route, pathname) =>
      rec.call(route, [200], agent, `${url}${pathname}`, { headers: { ...BROWSER, cookie } });
    await get('GET /api/admin/verify', '/api/admin/verify');
    await get('GET /api/sessions (dashboard load)', '/api/sessions?limit=20');
    const polled = ['/api/consultation-requests?filter=all&limit=25', '/api/voice-feedback?limit=25', '/api/analytics'];
    const etags = new Map();
    while (running) {
      const next = sleep(ADMIN_POLL_MS);
      for (const pathname of polled) {
        const headers = {
          ...BROWSER,
          cookie,
          ...(etags.has(pathname) ? { 'if-none-match': etags.get(pathname) } : {}),
        };
        const answer = await rec.call(`GET ${pathname.split('?')[0]} (poll)`, [200, 304], agent, `${url}${pathname}`, {
          headers,
        });
        if (answer?.headers.etag) etags.set(pathname, answer.headers.etag);
      }
      await next;
    }
  };

  /** Once a second: the server's own event-loop delay sample (under-pressure, via /healthz) and its RSS. */
  const samples = { loopDelayMs: [], loopUtilization: [], rssMB: [] };
  const monitor = async () => {
    const quiet = new Agent({ keepAlive: true, maxSockets: 1 });
    while (running) {
      const next = sleep(1000);
      samples.rssMB.push(rssMB(pid));
      const health = await rec.call('GET /healthz (monitor)', [200], quiet, `${url}/healthz`, {
        headers: { authorization: `Bearer ${BENCH_HEALTH_TOKEN}` },
      });
      const pressure = health && JSON.parse(health.text()).pressure;
      if (pressure) {
        samples.loopDelayMs.push(pressure.eventLoopDelayMs ?? Infinity);
        samples.loopUtilization.push(pressure.eventLoopUtilization);
      }
      await next;
    }
    quiet.destroy();
  };

  const rssBefore = rssMB(pid);
  const started = performance.now();
  const visitors = Array.from({ length: VISITORS }, (_, v) => visitor(v));
  const others = [voice(), admin(), monitor()];
  await sleep(SECONDS * 1000);
  running = false;
  await Promise.all(visitors);
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(others);
  agent.destroy();
  await stopServer(server);

  const order = [
    PAGE_ROUTE,
    /^GET static/,
    /^POST \/api\/track/,
    /^POST \/api\/consultation/,
    /^POST \/api\/voice/,
    /^POST \/api\/admin/,
    /^GET \/api\//,
    /^GET \/healthz/,
  ];
  const rank = (route) => order.findIndex((pattern) => pattern.test(route));
  const rows = [...rec.routes]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([route, { latencies, notModified, errors, unanswered }]) => ({
      route,
      requests: latencies.length + unanswered,
      'req/s': Math.round((latencies.length / elapsed) * 10) / 10,
      'p50 ms': percentile(latencies, 50),
      'p99 ms': percentile(latencies, 99),
      ...(route.endsWith('(poll)') ? { '304s': notModified } : {}),
      errors,
    }));
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  console.log(`\n${label}: ${VISITORS} visitors, ${Math.round(elapsed)} s, loopback`);
  console.table(rows);
  if (rec.failures.length) {
    console.error(`\n${label}: ${rec.failures.length} FAILED REQUESTS; the first ones:`);
    for (const failure of rec.failures.slice(0, 20)) console.error(`  ${failure}`);
  }
  return {
    database: label,
    'requests/s': Math.round(total / elapsed),
    'pages/s': Math.round(rows.filter((row) => PAGE_ROUTE.test(row.route)).reduce((sum, row) => sum + row['req/s'], 0)),
    'event-loop delay ms (mean / max of 1 s samples)': `${Math.round(mean(samples.loopDelayMs))} / ${Math.round(Math.max(...samples.loopDelayMs))}`,
    'event-loop busy (mean)': `${Math.round(mean(samples.loopUtilization) * 100)}%`,
    'RSS MB (start / peak / end)': `${Math.round(rssBefore)} / ${Math.round(Math.max(...samples.rssMB))} / ${Math.round(samples.rssMB.at(-1))}`,
    errors: rec.failures.length,
  };
}

const summary = await forEachDatabase(measure);
console.log(`\nMixed traffic, ${SECONDS} s per database, ${VISITORS} simulated visitors back to back, loopback`);
console.table(summary);
const failed = summary.reduce((sum, row) => sum + row.errors, 0);
if (failed > 0) {
  console.error(`\nFAILED: ${failed} requests failed (listed above); the figures do not count as a result.`);
  process.exit(1);
}
