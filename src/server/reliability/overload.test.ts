import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY, leadPayload, runOverloadBurst } from '#server/test-support/overload-burst.js';
import { HEALTH_DETAILS_HEADERS, startServer, type ServerProcess } from '#server/test-support/server-process.js';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';

/**
 * Overload (issue 7): a burst far beyond what the server can take is refused with 503 and
 * Retry-After instead of queueing, memory stays bounded, health is answered and reports the
 * pressure, and leads are accepted again once the burst is over. The burst runs against the real
 * server process on PGlite in its worker (the default setup) with the default limits. How fast
 * the refusals come and how soon a lead is as fast as at rest are wall-clock figures, measured
 * by `npm run bench:overload` (bench/overload.ts, the same scenario): as bounds in the suite they
 * failed whenever other test files shared the two cores.
 */
const RSS_GROWTH_LIMIT_BYTES = 256 * 1024 * 1024;
/**
 * Ten times the capacity measured just before, not the bench's three: on a CI machine whose other
 * test files slowed the capacity probe, three times that was once within what the server then
 * managed, and it admitted more than it refused. Ten is beyond it however the probe went.
 */
const TEST_OVERLOAD_FACTOR = 10;
/** How long after the burst a lead may still be refused: a server that never recovers, not a speed claim. */
const ACCEPTED_AGAIN_WITHIN_MS = 30_000;

/** A client directory with one page, so pages can be checked while the API is full. */
function onePageClient(root: string): string {
  const dir = path.join(root, 'client');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title><p>Home</p>');
  return dir;
}

describe('a burst far beyond capacity (real server process, PGlite)', () => {
  let server: ServerProcess;
  let scratch: string;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'overload-'));
    server = await startServer(
      { DATA_DIR: path.join(scratch, 'data'), CLIENT_DIR: onePageClient(scratch), LEAD_RATE_LIMIT: '1000000000' },
      45_000,
    );
  }, 50_000);

  afterAll(async () => {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  });

  it(
    'refuses the excess with 503s, keeps memory bounded, answers health and accepts leads again after',
    { timeout: 90_000 },
    async () => {
      const outcome = await runOverloadBurst(server, ACCEPTED_AGAIN_WITHIN_MS, TEST_OVERLOAD_FACTOR);
      console.log('overload burst', outcome.figures);
      const { figures, refusals, health } = outcome;

      expect({ errors: outcome.errors, timeouts: outcome.timeouts, otherStatuses: outcome.otherStatuses }).toEqual({
        errors: 0,
        timeouts: 0,
        otherStatuses: [],
      });
      expect(figures.admitted, 'the server kept serving at capacity').toBeGreaterThan(0);
      expect(figures.shed, 'the excess was refused').toBeGreaterThan(figures.admitted);
      expect(refusals.length).toBeGreaterThan(0);
      for (const refusal of refusals) {
        expect(refusal.retryAfter).toBe('5');
        expect(JSON.parse(refusal.body)).toEqual(BUSY);
      }
      expect(outcome.rssPeak - outcome.rssBefore).toBeLessThan(RSS_GROWTH_LIMIT_BYTES);
      expect(health.length).toBeGreaterThan(0);
      expect(
        health.every((h) => h.status === 200),
        'health is answered under pressure',
      ).toBe(true);
      expect(
        health.some((h) => h.underPressure),
        'health reports the pressure',
      ).toBe(true);
      expect(outcome.acceptedAfterMs, 'a lead is accepted again after the burst').toBeLessThan(
        ACCEPTED_AGAIN_WITHIN_MS,
      );
    },
  );
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('refusing under pressure (in process)', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'overload-app-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const submitLead = (t: TestApp) =>
    t.app.inject({ method: 'POST', url: '/api/consultation-request', payload: leadPayload });

  it('a blocked event loop: 503 in the API error shape with Retry-After; health still answers', async () => {
    const t = await createTestApp('pglite', { env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '50' } });
    try {
      // A sample is the mean delay over 1 s of 10 ms ticks, so one long block can be averaged
      // below the limit by the ticks before it. Blocking in 200 ms stretches, letting the timers
      // run between them, keeps every tick late until a sample sees it.
      const giveUpAt = Date.now() + 10_000;
      while (!t.app.isUnderPressure() && Date.now() < giveUpAt) {
        const until = Date.now() + 200;
        while (Date.now() < until) {
          // blocking on purpose
        }
        await sleep(0);
      }
      expect(t.app.isUnderPressure(), 'a sample saw the blocked loop').toBe(true);

      const refused = await submitLead(t);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(refused.json()).toEqual(BUSY);
      const health = await t.app.inject({ method: 'GET', url: '/healthz', headers: HEALTH_DETAILS_HEADERS });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', database: 'pglite', pressure: { underPressure: true } });
      expect(t.logs.filter((line) => line.msg === 'server under pressure: refusing requests with 503')).toMatchObject([
        { level: 40, reason: 'eventLoopDelay' },
      ]);

      // An idle loop clears it at the next sample.
      for (let i = 0; i < 30 && t.app.isUnderPressure(); i++) await sleep(100);
      expect((await submitLead(t)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('the API limit reached: API calls get 503, pages and health are still served, the slot comes back', async () => {
    const t = await createTestApp('pglite', {
      env: { PRESSURE_MAX_CONCURRENT_API_REQUESTS: '1', CLIENT_DIR: onePageClient(scratch) },
    });
    try {
      // A voice upload whose body is still arriving holds the one API slot.
      const upload = new PassThrough();
      const boundary = '----overload';
      upload.write(`--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nslow@example.com\r\n`);
      const slow = t.app.inject({
        method: 'POST',
        url: '/api/voice-feedback',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: upload,
      });
      for (let i = 0; i < 50 && t.app.pressureStatus().apiRequestsInFlight === 0; i++) await sleep(20);
      expect(t.app.pressureStatus()).toMatchObject({ apiRequestsInFlight: 1, underPressure: true });

      const refused = await submitLead(t);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual(BUSY);
      const page = await t.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      const health = await t.app.inject({ method: 'GET', url: '/healthz', headers: HEALTH_DETAILS_HEADERS });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ pressure: { underPressure: true, apiRequestsInFlight: 1 } });

      upload.end(`--${boundary}--\r\n`);
      expect((await slow).statusCode).toBe(400); // no audio part
      expect(t.app.pressureStatus().apiRequestsInFlight).toBe(0);
      expect((await submitLead(t)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
