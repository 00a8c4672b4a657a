import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblems, describeRequest, FUZZ_SEED, publicRouteCases, sendFuzz } from './fuzz-cases.js';
import { objectsLookClean } from './response-checks.js';
import { createSecurityApp, type SecurityApp } from './security-app.js';

/**
 * The fuzzer's inputs at the real, default limits (20 leads and 10 voicemails per hour, 600
 * tracking calls per minute, 5 failed logins), all from one address: the limiter answers 429
 * with a message and Retry-After, still never a 5xx, and logs every refusal.
 */
const VISITOR = '203.0.113.7';
const LIMITED: Array<[route: string, runs: number]> = [
  ['POST /api/consultation-request', 80],
  ['POST /api/voice-feedback', 60],
  ['POST /api/admin/login', 80],
  ['POST /api/track-events', 800],
];

describe('fuzzing at the real rate limits', () => {
  let t: SecurityApp;
  let refusedAnswers = 0;

  beforeAll(async () => {
    t = await createSecurityApp({ VOICE_MAX_BYTES: '65536', VOICE_RESPONSE_WAIT_MS: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(LIMITED)('%s: %i requests from one address end in 429s, never a 5xx', async (route, runs) => {
    const [, requests] = publicRouteCases('/')
      .filter(([name]) => name === route)
      .at(0)!;
    let limited = 0;
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const response = await sendFuzz(t, request, VISITOR);
        const problems = answerProblems(request, response);
        if ([401, 403, 429].includes(response.statusCode)) refusedAnswers++;
        if (response.statusCode === 429) {
          limited++;
          if (!response.headers['retry-after']) problems.push('429 without Retry-After');
          if (!/try again/i.test(String(response.json<{ message?: unknown }>().message)))
            problems.push(`429 message: ${response.body}`);
        }
        if (problems.length > 0) throw new Error(`${problems.join('\n')}\nrequest: ${describeRequest(request)}`);
      }),
      { seed: FUZZ_SEED, numRuns: runs },
    );
    expect(limited, 'the limit was reached').toBeGreaterThan(0);
    expect(objectsLookClean()).toBe(true);
  });

  it('logs one line per refused request (401, 403, 429) and stays healthy', async () => {
    const refusedLines = t.logs().filter((line) => line.msg === 'request refused');
    expect(refusedLines).toHaveLength(refusedAnswers);
    expect(t.logs().filter((line) => Number(line.level) >= 50)).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: VISITOR });
    expect(health.statusCode).toBe(200);
  });
});
