import { cspTest, headerValues, parseCsp, type ObservatoryScan } from './observatory-csp.js';

/**
 * A scorer in the manner of the Mozilla HTTP Observatory (its published scoring table, as used
 * by developer.mozilla.org/en-US/observatory): a baseline of 100, penalties first, then bonuses
 * only when the penalised score is still 90 or more. It grades what a scan of the site saw: the
 * https:// home page, the http:// redirect chain, a request with a foreign Origin and every
 * cookie set along the way. HSTS preloading and certificate checks need the outside world and
 * are left out (they could only add points).
 */
export type { ObservatoryScan, ObservedResponse } from './observatory-csp.js';

export interface Modifier {
  test: string;
  result: string;
  modifier: number;
}

export interface ObservatoryReport {
  score: number;
  grade: string;
  modifiers: Modifier[];
}

const SIX_MONTHS = 15_552_000;

function hstsTest(scan: ObservatoryScan): [string, number] {
  if (!scan.page.url.startsWith('https:')) return ['hsts-not-implemented-no-https', -20];
  const header = headerValues(scan.page, 'strict-transport-security')[0];
  if (header === undefined) return ['hsts-not-implemented', -20];
  if (header.includes(',')) return ['hsts-header-invalid', -20];
  const maxAge = header
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='));
  const seconds = maxAge === undefined ? NaN : Number.parseInt(maxAge.slice(8), 10);
  if (Number.isNaN(seconds)) return ['hsts-header-invalid', -20];
  return seconds < SIX_MONTHS
    ? ['hsts-implemented-max-age-less-than-six-months', -10]
    : ['hsts-implemented-max-age-at-least-six-months', 0];
}

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

function parseCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';');
  const cookie: Cookie = { name: pair.split('=')[0]!.trim(), secure: false, httpOnly: false, sameSite: null };
  for (const attribute of attributes) {
    const [key = '', value] = attribute.trim().split('=');
    const name = key.trim().toLowerCase();
    if (name === 'secure') cookie.secure = true;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'samesite') cookie.sameSite = (value ?? '').trim().toLowerCase();
  }
  return cookie;
}

/** Worst last: a cookie result only replaces the current one when it is further down this list. */
const COOKIE_SEVERITY: Array<[string, number]> = [
  ['cookies-without-secure-flag-but-protected-by-hsts', -5],
  ['cookies-without-secure-flag', -20],
  ['cookies-session-without-secure-flag-but-protected-by-hsts', -10],
  ['cookies-samesite-flag-invalid', -20],
  ['cookies-anticsrf-without-samesite-flag', -20],
  ['cookies-session-without-httponly-flag', -30],
  ['cookies-session-without-secure-flag', -40],
];

function cookiesTest(scan: ObservatoryScan): [string, number] {
  if (scan.setCookies.length === 0) return ['cookies-not-found', 0];
  const hsts = hstsTest(scan)[1] === 0;
  let worst = -1;
  const flag = (result: string) => {
    worst = Math.max(
      worst,
      COOKIE_SEVERITY.findIndex(([name]) => name === result),
    );
  };
  const cookies = scan.setCookies.map(parseCookie);
  for (const cookie of cookies) {
    const session = /login|sess/i.test(cookie.name);
    if (cookie.sameSite !== null && !['lax', 'strict', 'none'].includes(cookie.sameSite))
      flag('cookies-samesite-flag-invalid');
    if (!cookie.secure && cookie.sameSite === 'none') flag('cookies-samesite-flag-invalid');
    if (!cookie.secure)
      flag(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (/csrf/i.test(cookie.name) && !cookie.sameSite) flag('cookies-anticsrf-without-samesite-flag');
    if (session && !cookie.secure)
      flag(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !cookie.httpOnly) flag('cookies-session-without-httponly-flag');
  }
  if (worst >= 0) return COOKIE_SEVERITY[worst]!;
  return cookies.every((cookie) => cookie.sameSite)
    ? ['cookies-secure-with-httponly-sessions-and-samesite', 5]
    : ['cookies-secure-with-httponly-sessions', 0];
}

function corsTest(scan: ObservatoryScan): [string, number] {
  const allowed = headerValues(scan.cors, 'access-control-allow-origin')[0]?.trim().toLowerCase();
  if (!allowed) return ['cross-origin-resource-sharing-not-implemented', 0];
  if (allowed === '*') return ['cross-origin-resource-sharing-implemented-with-public-access', 0];
  const credentials = headerValues(scan.cors, 'access-control-allow-credentials')[0]?.trim().toLowerCase();
  if (allowed === scan.cors.origin.toLowerCase() && credentials === 'true') {
    return ['cross-origin-resource-sharing-implemented-with-universal-access', -50];
  }
  return ['cross-origin-resource-sharing-implemented-with-restricted-access', 0];
}

function redirectionTest(scan: ObservatoryScan): [string, number] {
  const chain = scan.httpChain.map((response) => new URL(response.url));
  if (chain.length === 0) return ['redirection-not-needed-no-http', 0];
  if (chain.length === 1) return ['redirection-missing', -20];
  if (chain.at(-1)!.protocol !== 'https:') return ['redirection-not-to-https', -20];
  if (chain[1]!.protocol === 'http:') return ['redirection-not-to-https-on-initial-redirection', -10];
  if (chain[0]!.hostname !== chain[1]!.hostname) return ['redirection-off-host-from-http', -5];
  return ['redirection-to-https', 0];
}

function referrerTest(scan: ObservatoryScan): [string, number] {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = headerValues(scan.page, 'referrer-policy');
  if (values.length === 0) return ['referrer-policy-not-implemented', 0];
  const policy = values
    .join(',')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1);
  if (policy === undefined) return ['referrer-policy-header-invalid', -5];
  return good.includes(policy) ? ['referrer-policy-private', 5] : ['referrer-policy-unsafe', -5];
}

function contentTypeOptionsTest(scan: ObservatoryScan): [string, number] {
  const value = headerValues(scan.page, 'x-content-type-options')[0];
  if (value === undefined) return ['x-content-type-options-not-implemented', -5];
  return value.trim().toLowerCase() === 'nosniff'
    ? ['x-content-type-options-nosniff', 0]
    : ['x-content-type-options-header-invalid', -5];
}

function frameOptionsTest(scan: ObservatoryScan): [string, number] {
  const csp = parseCsp(headerValues(scan.page, 'content-security-policy'));
  if (csp?.has('frame-ancestors')) return ['x-frame-options-implemented-via-csp', 5];
  const value = headerValues(scan.page, 'x-frame-options')[0]?.trim().toLowerCase();
  if (value === undefined) return ['x-frame-options-not-implemented', -20];
  if (value === 'deny' || value === 'sameorigin') return ['x-frame-options-sameorigin-or-deny', 0];
  if (value.startsWith('allow-from')) return ['x-frame-options-allow-from-origin', 0];
  return ['x-frame-options-header-invalid', -20];
}

function resourcePolicyTest(scan: ObservatoryScan): [string, number] {
  const value = headerValues(scan.page, 'cross-origin-resource-policy')[0]?.trim().toLowerCase();
  if (value === undefined) return ['cross-origin-resource-policy-not-implemented', 0];
  if (value === 'same-origin') return ['cross-origin-resource-policy-implemented-with-same-origin', 10];
  if (value === 'same-site') return ['cross-origin-resource-policy-implemented-with-same-site', 10];
  if (value === 'cross-origin') return ['cross-origin-resource-policy-implemented-with-cross-origin', 0];
  return ['cross-origin-resource-policy-header-invalid', -5];
}

function subresourceIntegrityTest(scan: ObservatoryScan): [string, number] {
  if (!String(headerValues(scan.page, 'content-type')[0] ?? '').includes('html'))
    return ['sri-not-implemented-response-not-html', 0];
  const scripts = [...(scan.page.body ?? '').matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1]!)
    .filter((attributes) => /\bsrc\s*=/i.test(attributes));
  if (scripts.length === 0) return ['sri-not-implemented-but-no-scripts-loaded', 0];
  const page = new URL(scan.page.url);
  let external = false;
  let insecure = false;
  let allIntegrity = true;
  for (const attributes of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    const url = new URL(src, page);
    const integrity = /\bintegrity\s*=/i.test(attributes);
    allIntegrity &&= integrity;
    if (url.hostname !== page.hostname) {
      external = true;
      if (url.protocol !== 'https:' || src.startsWith('//')) insecure = true;
    }
  }
  if (insecure)
    return allIntegrity
      ? ['sri-implemented-but-external-scripts-not-loaded-securely', -20]
      : ['sri-not-implemented-and-external-scripts-not-loaded-securely', -50];
  if (allIntegrity)
    return external
      ? ['sri-implemented-and-external-scripts-loaded-securely', 5]
      : ['sri-implemented-and-all-scripts-loaded-securely', 5];
  return external
    ? ['sri-not-implemented-but-external-scripts-loaded-securely', -5]
    : ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0];
}

const TESTS: Array<[string, (scan: ObservatoryScan) => [string, number]]> = [
  ['content-security-policy', cspTest],
  ['cookies', cookiesTest],
  ['cross-origin-resource-sharing', corsTest],
  ['cross-origin-resource-policy', resourcePolicyTest],
  ['redirection', redirectionTest],
  ['referrer-policy', referrerTest],
  ['strict-transport-security', hstsTest],
  ['subresource-integrity', subresourceIntegrityTest],
  ['x-content-type-options', contentTypeOptionsTest],
  ['x-frame-options', frameOptionsTest],
];

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function scoreObservatory(scan: ObservatoryScan): ObservatoryReport {
  const modifiers = TESTS.map(([test, run]) => {
    const [result, modifier] = run(scan);
    return { test, result, modifier };
  });
  const penalised = 100 + modifiers.filter((m) => m.modifier < 0).reduce((sum, m) => sum + m.modifier, 0);
  const bonus = penalised >= 90 ? modifiers.filter((m) => m.modifier > 0).reduce((sum, m) => sum + m.modifier, 0) : 0;
  const score = Math.max(0, penalised + bonus);
  const grade = GRADES.find(([floor]) => score >= floor)![1];
  return { score, grade, modifiers };
}
