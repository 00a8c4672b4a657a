import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorForLog, urlForLog } from '#server/logger.js';
import { loginAsAdmin, validConsultation } from '#server/test-support/test-app.js';
import { DESKTOP_CHROME } from './fuzz-inputs.js';
import { createSecurityApp, type SecurityApp } from './security-app.js';

describe('log redaction with the production logger settings', () => {
  // One app for both checks (the second takes its database away).
  let t: SecurityApp;
  beforeAll(async () => {
    t = await createSecurityApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("request logs keep the path and query names but not an admin search's value", async () => {
    const cookie = await loginAsAdmin(t.app);
    const search = 'maria@okafor-paving.example';
    const url = `/api/sessions?search=${encodeURIComponent(search)}&limit=20`;
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const text = t.logText();
    expect(text).not.toContain('maria');
    expect(text).not.toContain('okafor');
    expect(text).toContain('/api/sessions?search=[redacted]&limit=[redacted]');
    const refused = t.logs().find((line) => line.msg === 'request refused');
    expect(refused?.url).toBe('/api/sessions?search=[redacted]&limit=[redacted]');
  });

  it('failed queries are logged with their SQL but without the lead or the typed values they were storing', async () => {
    const typed = 'typed-secret-4471 maria@typed.example';
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/track-events',
      headers: { 'user-agent': DESKTOP_CHROME },
      payload: [
        { type: 'keystroke', sessionId: 'session_1_redaction', page: '/', fieldName: 'email', inputValue: typed },
      ],
    });
    expect(tracked.statusCode).toBe(200);
    // The lead's insert reaches the database and fails there (its table is gone), as a real
    // failure inside its transaction (with its alerts and mail) would.
    await t.database.db.execute(sql`drop table leads cascade`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: { ...validConsultation, phone: '' },
    });
    expect(response.statusCode).toBe(500);
    // The tracking batch finds the database closed.
    await t.database.close();
    await t.app.trackingBuffer.flush();
    const text = t.logText();
    expect(text).toContain('Failed query: insert into');
    expect(text).toContain('PGlite is closed');
    expect(text).toContain('tracking batch not written');
    for (const value of [
      validConsultation.email,
      validConsultation.message,
      validConsultation.lastName,
      'typed-secret-4471',
    ]) {
      expect(text, `logs contain ${value}`).not.toContain(value);
    }
  });
});

describe('urlForLog', () => {
  it.each([
    ['/faq', '/faq'],
    ['/api/sessions?search=a%40b.example&cursor=abc', '/api/sessions?search=[redacted]&cursor=[redacted]'],
    ['/?maria@example.com', '/?[redacted]'],
    ['/x?', '/x?'],
    ['/x?a&&b=1', '/x?a=[redacted]&b=[redacted]'],
    ['/book/manage/12.5TCZ6E3lZtS3xgF-m7hGnfXT3GYfcRzkLnahymyx_LU', '/book/manage/[redacted]'],
    ['/api/bookings/manage/12.5TCZ6E3lZtS3xgF/invite.ics', '/api/bookings/manage/[redacted]/invite.ics'],
    ['/api/bookings/manage/12.abc/move?x=1', '/api/bookings/manage/[redacted]/move?x=[redacted]'],
    ['/unsubscribe/abc.def', '/unsubscribe/[redacted]'],
    ['/api/mail/unsubscribe/abc.def', '/api/mail/unsubscribe/[redacted]'],
    ['/book', '/book'],
  ])('%s is logged as %s', (url, logged) => {
    expect(urlForLog(url)).toBe(logged);
  });
});

describe('errorForLog', () => {
  it('keeps ordinary errors as pino shows them', () => {
    const logged = errorForLog(new TypeError('boom')) as Record<string, unknown>;
    expect(logged.type).toBe('TypeError');
    expect(logged.message).toBe('boom');
    expect(String(logged.stack)).toContain('boom');
  });

  it('drops query parameters and row details from the error and its causes', () => {
    const cause = Object.assign(new Error('duplicate key value'), {
      detail: 'Key (email)=(x@y.example) already exists.',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into t values ($1)\nparams: x@y.example,555-0100', { cause }),
      {
        query: 'insert into t values ($1)',
        params: ['x@y.example', '555-0100'],
        detail: 'Key (email)=(x@y.example) already exists.',
      },
    );
    const text = JSON.stringify(errorForLog(failed));
    expect(text).toContain('insert into t values ($1)');
    expect(text).toContain('duplicate key value');
    expect(text).not.toContain('x@y.example');
    expect(text).not.toContain('555-0100');
  });

  it('passes non-errors through', () => {
    expect(errorForLog('plain' as unknown as Error)).toBe('plain');
  });
});
