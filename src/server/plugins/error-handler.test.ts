import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';

/**
 * A client that stops sending its request body (a closed tab, a killed scanner) makes Node end
 * the body with 'aborted', code ECONNRESET: the code a lost database connection has too. It is the
 * client's failure: a 4xx, and no 'database unavailable' error in the log for an operator to be
 * woken by. Found by the security scan (docs/security-scan.md).
 */
describe.each(DATABASE_KINDS)('a request body the client abandons, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  /** A JSON body cut off halfway, its stream ended as Node ends a request whose client went away. */
  const abandonedBody = (start: string) => {
    const body = new Readable({ read() {} });
    body.push(start);
    setTimeout(() => body.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })), 10);
    return body;
  };

  it.each([
    ['a lead', '/api/consultation-request', '{"type":"lead_magnet","email":"half@exam'],
    ['a tracking batch', '/api/track-events', '[{"type":"click","sessionId":"s_1","page":"/'],
  ])('is the client’s failure for %s: a 400, not a 503, and no error logged', async (_what, url, start) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' },
      payload: abandonedBody(start),
    });
    expect(response.statusCode).toBe(400);
    expect(t.logs.filter((line) => line.msg === 'database unavailable')).toEqual([]);
    expect(t.logs.filter((line) => (line.level as number) >= 50)).toEqual([]);
  });

  it('still reads the database after it (the connection was never the database’s)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: { type: 'lead_magnet', email: 'whole@example.com', firstName: 'Whole', company: 'Whole Co' },
    });
    expect(response.statusCode).toBe(201);
  });
});
