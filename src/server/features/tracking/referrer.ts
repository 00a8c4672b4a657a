/**
 * Referrer labels and search queries (SPEC §9). Computed once when a visit is stored, so the
 * dashboard groups by a ready label instead of parsing URLs at read time.
 */

export const DIRECT = 'Direct';
export const INTERNAL = 'Internal (This Website)';
const LABEL_MAX = 50;
const PAGE_MAX = 200;
const QUERY_MAX = 100;

const SEARCH_ENGINES: Array<[RegExp, string]> = [
  [/(^|\.)google\.[a-z.]+$/, 'Google Search'],
  [/(^|\.)bing\.com$/, 'Bing Search'],
  [/(^|\.)yahoo\.[a-z.]+$/, 'Yahoo Search'],
];

/** Hosts that are this product in development (Vite's dev server, a local start). */
const DEVELOPMENT_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

const SEARCH_PARAMETERS = ['q', 'p', 'query', 'text'];

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** At most `max` characters (code points); a string no longer than that in UTF-16 units is already short enough. */
const cutTo = (value: string, max: number) => (value.length <= max ? value : Array.from(value).slice(0, max).join(''));

export interface ReferrerInfo {
  /** SPEC §9 label: Direct, a search engine, Internal (This Website) or a host name. */
  label: string;
  /** The page within the label's group (origin and path, no query), or null for Direct. */
  page: string | null;
}

export interface ReferrerFacts extends ReferrerInfo {
  /** The search words that brought the visitor (`searchQueryOf`). */
  searchQuery: string | null;
}

/**
 * A visit's referrer label, page and search words together, reading the referrer URL once (each
 * visit is described this way as it arrives).
 * @param ownHosts host names this site is served at (the public URL's host, the request's Host).
 */
export function referrerFacts(
  referrer: string | null | undefined,
  landingPage: string,
  ownHosts: ReadonlySet<string>,
): ReferrerFacts {
  const raw = referrer?.trim() ?? '';
  const url = raw ? parseUrl(raw) : null;
  return { ...labelOf(raw, url, ownHosts), searchQuery: searchWordsOf(url, landingPage) };
}

/**
 * @param ownHosts host names this site is served at (the public URL's host, the request's Host).
 */
export function describeReferrer(referrer: string | null | undefined, ownHosts: ReadonlySet<string>): ReferrerInfo {
  const raw = referrer?.trim() ?? '';
  return labelOf(raw, raw ? parseUrl(raw) : null, ownHosts);
}

function labelOf(raw: string, url: URL | null, ownHosts: ReadonlySet<string>): ReferrerInfo {
  if (!raw) return { label: DIRECT, page: null };
  if (!url || !/^https?:$/.test(url.protocol)) return { label: cutTo(raw, LABEL_MAX), page: null };
  const host = url.hostname.toLowerCase();
  const page = cutTo(`${url.origin}${url.pathname}`, PAGE_MAX);
  if (ownHosts.has(host) || DEVELOPMENT_HOSTS.has(host)) return { label: INTERNAL, page };
  for (const [pattern, label] of SEARCH_ENGINES) if (pattern.test(host)) return { label, page };
  return { label: cutTo(host.replace(/^www\./, ''), LABEL_MAX), page };
}

function normaliseQuery(value: string | null): string | null {
  const query = value?.replace(/\s+/g, ' ').trim().toLowerCase() ?? '';
  return query ? cutTo(query, QUERY_MAX) : null;
}

/**
 * The search words that brought the visitor: the referrer's `q`, `p`, `query` or `text`
 * parameter (Google, Yahoo, Bing, Yandex…) or, failing that, the landing page's `utm_term`.
 * Lower-cased so the same words group together.
 */
export function searchQueryOf(referrer: string | null | undefined, page: string): string | null {
  return searchWordsOf(referrer ? parseUrl(referrer) : null, page);
}

function searchWordsOf(referrerUrl: URL | null, page: string): string | null {
  if (referrerUrl?.search) {
    for (const name of SEARCH_PARAMETERS) {
      const query = normaliseQuery(referrerUrl.searchParams.get(name));
      if (query) return query;
    }
  }
  // A page without a query string has no utm_term: most visits are not parsed at all.
  if (!page.includes('?')) return null;
  const pageUrl = parseUrl(`http://site${page}`);
  return normaliseQuery(pageUrl?.searchParams.get('utm_term') ?? null);
}
