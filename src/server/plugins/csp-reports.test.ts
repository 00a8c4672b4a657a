import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';
import { CSP_REPORT_PATH } from './csp-reports.js';

describe('Content-Security-Policy violation reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  const report = (contentType: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const violations = () => t.logs.filter((line) => line.msg === 'csp violation');

  it('is where every answer tells browsers to report', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(page.headers['content-security-policy'])).toContain(`report-uri ${CSP_REPORT_PATH}`);
  });

  it('logs a report-uri report with the page path, the directive and the blocked origin only', async () => {
    const before = violations().length;
    const response = await report('application/csp-report', {
      'csp-report': {
        'document-uri': 'http://localhost:3000/admin?search=maria%40example.com',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?token=abc',
      },
    });
    expect(response.statusCode).toBe(204);
    const logged = violations().slice(before);
    expect(logged).toEqual([
      expect.objectContaining({
        page: '/admin',
        directive: 'script-src-elem',
        blocked: 'https://evil.example',
        level: 40,
      }),
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/maria|token=abc/);
  });

  it('logs Reporting API reports and ignores other report types', async () => {
    const before = violations().length;
    const response = await report('application/reports+json', [
      {
        type: 'csp-violation',
        body: { documentURL: 'http://localhost:3000/faq', effectiveDirective: 'style-src-attr', blockedURL: 'inline' },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ]);
    expect(response.statusCode).toBe(204);
    expect(violations().slice(before)).toEqual([
      expect.objectContaining({ page: '/faq', directive: 'style-src-attr', blocked: 'inline' }),
    ]);
  });

  it('answers malformed or unrelated bodies with 204 and logs nothing, and refuses oversized ones', async () => {
    const before = violations().length;
    expect((await report('application/csp-report', '{not json')).statusCode).toBe(204);
    expect((await report('application/csp-report', { hello: 'world' })).statusCode).toBe(204);
    expect(violations().length).toBe(before);
    const oversized = await report('application/csp-report', { 'csp-report': { 'document-uri': 'x'.repeat(20_000) } });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ message: expect.any(String) as unknown });
  });
});
