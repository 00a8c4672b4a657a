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

  it('logs at most three entries of one report, one line more for the rest, and cuts long fields', async () => {
    const before = t.logs.length;
    const long = 'x'.repeat(300);
    const entry = (directive: string, page = '', blocked = 'data') => ({
      type: 'csp-violation',
      body: { documentURL: `http://localhost:3000/${page}`, effectiveDirective: directive, blockedURL: blocked },
    });
    // Three entries with long fields first, then short ones: 63 in all, within the 16 KB body limit.
    const entries = [
      ...Array.from({ length: 3 }, () => entry(`script-src-${long}`, long, long)),
      ...Array.from({ length: 60 }, (_, n) => entry(`img-src-${n}`)),
    ];
    expect(JSON.stringify(entries).length).toBeLessThan(16 * 1024);
    expect((await report('application/reports+json', entries)).statusCode).toBe(204);

    const lines = t.logs.slice(before).filter((line) => String(line.event).startsWith('csp_'));
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(0, 3)) {
      expect(line).toMatchObject({ msg: 'csp violation', level: 40 });
      for (const field of ['page', 'directive', 'blocked']) expect(String(line[field]), field).toHaveLength(200);
    }
    expect(lines[3]).toMatchObject({
      msg: 'csp violations not logged: too many in one report',
      event: 'csp_violations_not_logged',
      count: 60,
      level: 40,
    });
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
