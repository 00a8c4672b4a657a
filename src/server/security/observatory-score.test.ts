import { describe, expect, it } from 'vitest';
import { scoreObservatory, type ObservatoryScan, type ObservedResponse } from './observatory-score.js';

/** The scorer itself, on hand-made scans: it must be able to fail a site, or its 100+ means nothing. */
const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org';

function scan(headers: ObservedResponse['headers'], extra: Partial<ObservatoryScan> = {}): ObservatoryScan {
  const page = {
    url: 'https://site.example/',
    status: 200,
    headers: { 'content-type': 'text/html', ...headers },
    body: '<html></html>',
  };
  return {
    page,
    httpChain: [
      { url: 'http://site.example/', status: 301, headers: {} },
      { url: 'https://site.example/', status: 200, headers: {} },
    ],
    cors: { ...page, origin: OBSERVATORY_ORIGIN },
    setCookies: [],
    ...extra,
  };
}

const resultOf = (report: ReturnType<typeof scoreObservatory>, test: string) =>
  report.modifiers.find((m) => m.test === test);

describe('the Observatory-style scorer', () => {
  it('gives a site without any security header an F', () => {
    const report = scoreObservatory(
      scan({}, { httpChain: [{ url: 'http://site.example/', status: 200, headers: {} }] }),
    );
    expect(report.modifiers.filter((m) => m.modifier < 0).map((m) => m.result)).toEqual([
      'csp-not-implemented',
      'redirection-missing',
      'hsts-not-implemented',
      'x-content-type-options-not-implemented',
      'x-frame-options-not-implemented',
    ]);
    expect(report.score).toBe(10);
    expect(report.grade).toBe('F');
  });

  it('awards the bonuses only when the penalised score is 90 or more', () => {
    const strong = {
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
    };
    const withHsts = scoreObservatory(
      scan({
        ...strong,
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'strict-transport-security': 'max-age=63072000',
      }),
    );
    expect(withHsts.score).toBe(100 + 10 + 5 + 10 + 5);
    const withoutHsts = scoreObservatory(
      scan({ ...strong, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" }),
    );
    expect(withoutHsts.score).toBe(80);
  });

  it.each([
    ["script-src 'self' 'unsafe-inline'", 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'; script-src 'self' data:", 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'", 'csp-implemented-with-no-unsafe', 5],
    ["default-src 'self'; object-src https:", 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'; script-src 'self' 'unsafe-eval'", 'csp-implemented-with-unsafe-eval', -10],
    ["default-src 'self'; script-src 'self' http://cdn.example", 'csp-implemented-with-insecure-scheme', -20],
    [
      "default-src 'self'; img-src http://img.example",
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
      -10,
    ],
    ["default-src 'self'; style-src 'self' 'unsafe-inline'", 'csp-implemented-with-unsafe-inline-in-style-src-only', 0],
    [
      "default-src 'self'; script-src 'nonce-abc' 'unsafe-inline' 'strict-dynamic'",
      'csp-implemented-with-no-unsafe',
      5,
    ],
    ["script-src 'self' 'strict-dynamic'", 'csp-header-invalid', -25],
  ])('CSP %s → %s (%i)', (policy, result, modifier) => {
    expect(resultOf(scoreObservatory(scan({ 'content-security-policy': policy })), 'content-security-policy')).toEqual({
      test: 'content-security-policy',
      result,
      modifier,
    });
  });

  it.each([
    [['session_id=1; Path=/'], 'cookies-session-without-secure-flag', -40],
    [['session_id=1; Secure'], 'cookies-session-without-httponly-flag', -30],
    [['theme=dark; HttpOnly'], 'cookies-without-secure-flag', -20],
    [['session_id=1; Secure; HttpOnly; SameSite=Bogus'], 'cookies-samesite-flag-invalid', -20],
    [['session_id=1; Secure; HttpOnly'], 'cookies-secure-with-httponly-sessions', 0],
    [
      ['__Host-admin_session=x; Path=/; HttpOnly; Secure; SameSite=Strict'],
      'cookies-secure-with-httponly-sessions-and-samesite',
      5,
    ],
  ])('cookies %j → %s (%i)', (setCookies, result, modifier) => {
    const report = scoreObservatory(scan({}, { setCookies }));
    expect(resultOf(report, 'cookies')).toMatchObject({ result, modifier });
  });

  it('penalises CORS that reflects any origin with credentials, a short HSTS and an unsafe referrer policy', () => {
    const report = scoreObservatory(
      scan(
        { 'strict-transport-security': 'max-age=300', 'referrer-policy': 'unsafe-url' },
        {
          cors: {
            url: 'https://site.example/',
            status: 200,
            origin: OBSERVATORY_ORIGIN,
            headers: { 'access-control-allow-origin': OBSERVATORY_ORIGIN, 'access-control-allow-credentials': 'true' },
          },
        },
      ),
    );
    expect(resultOf(report, 'cross-origin-resource-sharing')?.modifier).toBe(-50);
    expect(resultOf(report, 'strict-transport-security')?.result).toBe('hsts-implemented-max-age-less-than-six-months');
    expect(resultOf(report, 'referrer-policy')?.result).toBe('referrer-policy-unsafe');
  });

  it('grades the redirect chain from http://', () => {
    const chain = (...urls: string[]) => urls.map((url) => ({ url, status: 301, headers: {} }));
    const redirection = (httpChain: ObservedResponse[]) =>
      resultOf(scoreObservatory(scan({}, { httpChain })), 'redirection')?.result;
    expect(redirection(chain('http://site.example/', 'https://site.example/'))).toBe('redirection-to-https');
    expect(redirection(chain('http://site.example/', 'https://www.site.example/'))).toBe(
      'redirection-off-host-from-http',
    );
    expect(redirection(chain('http://site.example/', 'http://www.site.example/', 'https://www.site.example/'))).toBe(
      'redirection-not-to-https-on-initial-redirection',
    );
    expect(redirection(chain('http://site.example/', 'http://www.site.example/'))).toBe('redirection-not-to-https');
    expect(redirection([])).toBe('redirection-not-needed-no-http');
  });

  it('checks scripts for subresource integrity', () => {
    const sri = (body: string) =>
      resultOf(
        scoreObservatory({
          ...scan({}),
          page: { url: 'https://site.example/', status: 200, headers: { 'content-type': 'text/html' }, body },
        }),
        'subresource-integrity',
      )?.result;
    expect(sri('<script type="module" src="/assets/a.js"></script>')).toBe(
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    );
    expect(sri('<script src="https://cdn.example/a.js"></script>')).toBe(
      'sri-not-implemented-but-external-scripts-loaded-securely',
    );
    expect(sri('<script src="http://cdn.example/a.js"></script>')).toBe(
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
    );
    expect(sri('<p>no scripts</p>')).toBe('sri-not-implemented-but-no-scripts-loaded');
  });
});
