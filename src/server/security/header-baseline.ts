import { parseCsp } from './observatory-csp.js';

/**
 * DESIGN.md's header baseline for one response: CSP without unsafe scripts and with
 * frame-ancestors 'none', nosniff, a private Referrer-Policy, Permissions-Policy allowing the
 * microphone to this site only, HSTS behind HTTPS, no X-Powered-By, no CORS, and session cookies
 * that are HttpOnly, SameSite=Strict and (behind HTTPS) Secure with the __Host- prefix.
 */
type Headers = Record<string, string | string[] | number | undefined>;

const PRIVATE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", 'data:', '*', 'http:', 'https:', 'blob:'];

const first = (headers: Headers, name: string) => {
  const value = headers[name];
  return value === undefined ? undefined : String([value].flat()[0]);
};

export function headerProblems(headers: Headers, options: { secure: boolean }): string[] {
  const problems: string[] = [];
  const csp = parseCsp([first(headers, 'content-security-policy') ?? '']);
  if (!csp) {
    problems.push('no Content-Security-Policy');
  } else {
    const scripts = csp.get('script-src') ?? csp.get('default-src');
    if (!scripts) problems.push('CSP sets no script-src/default-src');
    for (const source of scripts ?? [])
      if (UNSAFE_SCRIPT_SOURCES.includes(source)) problems.push(`CSP allows scripts from ${source}`);
    if ([...(csp.get('frame-ancestors') ?? [])].join(' ') !== "'none'")
      problems.push("CSP frame-ancestors is not 'none'");
    if ([...(csp.get('object-src') ?? csp.get('default-src') ?? [])].join(' ') !== "'none'")
      problems.push("CSP object-src is not 'none'");
    if (!csp.has('base-uri')) problems.push('CSP sets no base-uri');
  }
  if (first(headers, 'x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (!PRIVATE_REFERRER.includes(first(headers, 'referrer-policy') ?? ''))
    problems.push('Referrer-Policy missing or leaky');
  const permissions = (first(headers, 'permissions-policy') ?? '').split(',').map((part) => part.trim());
  if (!permissions.includes('microphone=(self)'))
    problems.push('Permissions-Policy does not limit the microphone to this site');
  const hsts = first(headers, 'strict-transport-security');
  if (options.secure) {
    const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1] ?? 0);
    if (maxAge < 15_552_000) problems.push(`HSTS missing or shorter than six months (${hsts})`);
  } else if (hsts !== undefined) {
    problems.push('HSTS sent without HTTPS');
  }
  if (headers['x-powered-by'] !== undefined) problems.push('X-Powered-By present');
  if (headers['access-control-allow-origin'] !== undefined) problems.push('CORS header present');
  for (const cookie of [headers['set-cookie'] ?? []].flat().map(String))
    problems.push(...cookieProblems(cookie, options));
  return problems;
}

export function cookieProblems(cookie: string, options: { secure: boolean }): string[] {
  const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
  const name = pair.split('=')[0]!;
  const flags = new Map(
    attributes.map((attribute) => [attribute.split('=')[0]!.toLowerCase(), attribute.split('=')[1] ?? '']),
  );
  const problems: string[] = [];
  if (!flags.has('httponly')) problems.push(`cookie ${name} without HttpOnly`);
  if (flags.get('samesite')?.toLowerCase() !== 'strict') problems.push(`cookie ${name} without SameSite=Strict`);
  if (flags.has('domain')) problems.push(`cookie ${name} with a Domain`);
  if (flags.get('path') !== '/') problems.push(`cookie ${name} without Path=/`);
  if (options.secure) {
    if (!flags.has('secure')) problems.push(`cookie ${name} without Secure`);
    if (!name.startsWith('__Host-')) problems.push(`cookie ${name} without the __Host- prefix`);
  }
  return problems;
}

/** Scripts a strict CSP would block in a page: inline code, inline event handlers, javascript: URLs. */
export function inlineScriptProblems(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    const isData = type !== undefined && !['module', 'text/javascript', 'application/javascript'].includes(type);
    if (!/\bsrc\s*=/i.test(attributes) && !isData && body.trim() !== '')
      problems.push(`inline script: ${body.trim().slice(0, 80)}`);
  }
  for (const match of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)) problems.push(`inline event handler ${match[1]}`);
  if (/(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(html)) problems.push('javascript: URL');
  return problems;
}
