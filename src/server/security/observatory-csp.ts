/**
 * The scan's shape and the Content-Security-Policy test of the Observatory-style scorer
 * (observatory-score.ts): the largest of its tests, with the policy parser the header baseline
 * also uses.
 */
export interface ObservedResponse {
  url: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body?: string;
}

export interface ObservatoryScan {
  /** GET / over https. */
  page: ObservedResponse;
  /** The chain followed from http://host/ (first entry: that request); empty when http is not served. */
  httpChain: ObservedResponse[];
  /** GET / sent with Origin: https://http-observatory.security.mozilla.org. */
  cors: ObservedResponse & { origin: string };
  /** Every Set-Cookie header seen during the scan. */
  setCookies: string[];
}

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const NONCE_OR_HASH = /^'(?:nonce-|sha256-|sha384-|sha512-)/;

export function headerValues(response: ObservedResponse, name: string): string[] {
  const value = response.headers[name.toLowerCase()];
  if (value === undefined) return [];
  return [value].flat().map(String);
}

type Csp = Map<string, Set<string>>;

/** Directive → sources, lowercase; the first occurrence of a directive wins. Null: unparsable. */
export function parseCsp(policies: string[]): Csp | null {
  const csp: Csp = new Map();
  for (const policy of policies.flatMap((value) => value.split(','))) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().toLowerCase().split(/\s+/);
      if (!name) continue;
      if (!/^[a-z-]+$/.test(name)) return null;
      if (!csp.has(name)) csp.set(name, new Set(sources));
    }
  }
  return csp.size === 0 ? null : csp;
}

export function cspTest(scan: ObservatoryScan): [string, number] {
  const headers = headerValues(scan.page, 'content-security-policy');
  if (headers.length === 0) return ['csp-not-implemented', -25];
  const csp = parseCsp(headers);
  if (!csp) return ['csp-header-invalid', -25];
  const https = scan.page.url.startsWith('https:');
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const script = fallback('script-src');
  const object = fallback('object-src');
  const style = fallback('style-src');
  for (const list of [script, style]) {
    if ([...list].some((source) => NONCE_OR_HASH.test(source))) list.delete("'unsafe-inline'");
  }
  if (script.has("'strict-dynamic'")) {
    if (![...script].some((source) => NONCE_OR_HASH.test(source))) return ['csp-header-invalid', -25];
    for (const source of [...script]) {
      if (
        [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      ) {
        script.delete(source);
      }
    }
  }
  const active = [...csp]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, list]) => [...list]);
  active.push(...script);
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  if (
    [...script].some((s) => DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s)) ||
    [...object].some((s) => DANGEROUSLY_BROAD.has(s))
  ) {
    return ['csp-implemented-with-unsafe-inline', -20];
  }
  if (https && active.some(insecure)) return ['csp-implemented-with-insecure-scheme', -20];
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  if (https && passive.some(insecure)) return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10];
  if ([...style].some((s) => DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s)))
    return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  return ['csp-implemented-with-no-unsafe', 5];
}
