import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDirForTests, type ClientDir } from './client-dir.js';
import {
  answerProblems,
  describeRequest,
  FUZZ_SEED,
  publicRouteCases,
  ROUTES_NEEDING_A_SECRET,
  sendFuzz,
} from './fuzz-cases.js';
import { objectsLookClean, prototypeSnapshot } from './response-checks.js';
import { createSecurityApp, type SecurityApp } from './security-app.js';

/**
 * Property-based fuzzing of every public route: 500 generated requests each, from a fixed seed so
 * a failure replays exactly. Whatever arrives, the server answers below 500, shows no internals,
 * keeps the built-in prototypes untouched and stays healthy. Rate limits are raised here so the
 * handlers are reached; fuzz-at-limits.test.ts sends the same kind of input at the real limits.
 */
const RUNS = 500;

describe('fuzzing every public route', () => {
  let t: SecurityApp;
  let client: ClientDir;
  const prototypesBefore = prototypeSnapshot();

  beforeAll(async () => {
    client = clientDirForTests();
    t = await createSecurityApp({
      CLIENT_DIR: client.dir,
      // Two trusted hops: the client writes the address the server believes (the worst case for XFF).
      TRUST_PROXY: '2',
      LEAD_RATE_LIMIT: '1000000000',
      VOICE_RATE_LIMIT: '1000000000',
      TRACK_RATE_LIMIT: '1000000000',
      TRACK_SESSION_EVENTS_PER_MINUTE: '1000000',
      TRACK_SESSION_EVENTS_PER_DAY: '100000000',
      LOGIN_MAX_FAILURES: '1000',
      VOICE_MAX_BYTES: '65536',
      VOICE_RESPONSE_WAIT_MS: '0',
    });
  });
  afterAll(async () => {
    await t?.close();
    client?.cleanup();
  });

  const health = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'up' });
  };

  it('covers every public API route the app registers', () => {
    const fuzzed = new Set(publicRouteCases('/').map(([name]) => name));
    const publicRoutes = t.app.apiRoutes
      .filter((route) => route.access === 'public')
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  it.each(publicRouteCases('/assets/x.js').map(([name], index) => [name, index] as const))(
    `%s: ${RUNS} generated requests, never a 5xx or a leak`,
    async (_name, index) => {
      const [, requests] = publicRouteCases(client.assetPath)[index]!;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const response = await sendFuzz(t, request);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problems = answerProblems(request, response);
          if (problems.length > 0) throw new Error(`${problems.join('\n')}\nrequest: ${describeRequest(request)}`);
        }),
        { seed: FUZZ_SEED, numRuns: RUNS },
      );
      // The inputs reach the handlers (some are accepted), not only the first validation step.
      if (!ROUTES_NEEDING_A_SECRET.has(_name))
        expect(
          [...statuses.keys()].some((status) => status < 300),
          JSON.stringify([...statuses]),
        ).toBe(true);
      expect(
        [...statuses.keys()].some((status) => status >= 400),
        JSON.stringify([...statuses]),
      ).toBe(true);
      await health();
    },
  );

  it('leaves the prototypes untouched, logs no failure and writes every accepted tracking event', async () => {
    expect(prototypeSnapshot()).toEqual(prototypesBefore);
    expect(objectsLookClean()).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await t.app.trackingBuffer.flush();
    const failures = t.logs().filter((line) => Number(line.level) >= 50);
    expect(failures.map((line) => `${String(line.msg)} ${JSON.stringify(line.err ?? '')}`)).toEqual([]);
    expect(t.app.trackingBuffer.size).toBe(0);
    await health();
  });
});
