import { BoundedCache } from '#server/client-info/bounded-cache.js';

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

/** What a referrer says by itself, before it is compared with this site's own host names. */
interface ReadReferrer {
  /** Its host name when it is an http(s) URL (Internal when that is this site). */
  host: string | null;
  /** Its label when it is not this site. */
  label: string;
  page: string | null;
  /** Its own search words, if any (the landing page's utm_term comes second). */
  searchQuery: string | null;
}

/** Distinct referrers remembered: a site's visits come from a few pages and search engines over and over. */
export const REFERRER_CACHE_ENTRIES = 1000;
const readReferrers = new BoundedCache<string, Readonly<ReadReferrer>>(REFERRER_CACHE_ENTRIES);

function readReferrer(raw: string): Readonly<ReadReferrer> {
  if (!raw) return Object.freeze({ host: null, label: DIRECT, page: null, searchQuery: null });
  const url = parseUrl(raw);
  const searchQuery = searchWordsIn(url);
  if (!url || !/^https?:$/.test(url.protocol)) {
    return Object.freeze({ host: null, label: cutTo(raw, LABEL_MAX), page: null, searchQuery });
  }
  const host = url.hostname.toLowerCase();
  const page = cutTo(`${url.origin}${url.pathname}`, PAGE_MAX);
  const engine = SEARCH_ENGINES.find(([pattern]) => pattern.test(host));
  const label = engine ? engine[1] : cutTo(host.replace(/^www\./, ''), LABEL_MAX);
  return Object.freeze({ host, label, page, searchQuery });
}

/** The referrer, read once per distinct value (bounded: referrers are what visitors send). */
const readOnce = (referrer: string | null | undefined) => readReferrers.get(referrer?.trim() ?? '', readReferrer);

/** This site's own pages (or a development start of it) are Internal, whatever else their host would say. */
function labelled(read: Readonly<ReadReferrer>, ownHosts: ReadonlySet<string>): ReferrerInfo {
  const internal = read.host !== null && (ownHosts.has(read.host) || DEVELOPMENT_HOSTS.has(read.host));
  return { label: internal ? INTERNAL : read.label, page: read.page };
}

/**
 * A visit's referrer label, page and search words together. Each visit is described as it
 * arrives, and most carry a referrer seen before (this site's pages, a search engine), so what a
 * referrer says is cached; only the comparison with this site's host names is made per visit.
 * @param ownHosts host names this site is served at (the public URL's host, the request's Host).
 */
export function referrerFacts(
  referrer: string | null | undefined,
  landingPage: string,
  ownHosts: ReadonlySet<string>,
): ReferrerFacts {
  const read = readOnce(referrer);
  return { ...labelled(read, ownHosts), searchQuery: read.searchQuery ?? utmTermOf(landingPage) };
}

/**
 * @param ownHosts host names this site is served at (the public URL's host, the request's Host).
 */
export function describeReferrer(referrer: string | null | undefined, ownHosts: ReadonlySet<string>): ReferrerInfo {
  return labelled(readOnce(referrer), ownHosts);
}

/** Referrers cached now (never more than REFERRER_CACHE_ENTRIES); for the tests. */
export const cachedReferrers = () => readReferrers.size;

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
  return searchWordsIn(referrer ? parseUrl(referrer) : null) ?? utmTermOf(page);
}

function searchWordsIn(referrerUrl: URL | null): string | null {
  if (!referrerUrl?.search) return null;
  for (const name of SEARCH_PARAMETERS) {
    const query = normaliseQuery(referrerUrl.searchParams.get(name));
    if (query) return query;
  }
  return null;
}

function utmTermOf(page: string): string | null {
  // A page without a query string has no utm_term: most visits are not parsed at all.
  if (!page.includes('?')) return null;
  return normaliseQuery(parseUrl(`http://site${page}`)?.searchParams.get('utm_term') ?? null);
}
