import type { FastifyRequest } from 'fastify';

/** A logged header keeps this much: enough to recognise the sender, not a page of attacker text. */
const LOGGED_HEADER_CHARS = 200;

/** The answer every refused cross-site request gets (403). */
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

export interface CrossSiteCounts {
  /** State-changing requests refused with 403 since start. */
  refused: number;
  /** Tracking requests whose events were dropped (their answer is the same as an accepted one's). */
  trackingDropped: number;
}

/** A header as one string: Node joins repeated ones, light-my-request may hand over an array. */
function headerOf(request: FastifyRequest, name: 'origin' | 'sec-fetch-site'): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

const cut = (value: string | undefined) => (value === undefined ? null : value.slice(0, LOGGED_HEADER_CHARS));

/**
 * Which requests come from the site's own pages (decision 0032). The site's origins are
 * PUBLIC_URL's plus ALLOWED_ORIGINS (a www and an apex name). A form or fetch on another website
 * can make each of its visitors' browsers send a request here, with their address and cookies;
 * the browser then says where the request came from:
 * - `Sec-Fetch-Site: cross-site`, or any value but `same-origin`/`none`/`same-site`: refused;
 * - `same-site` (another host under the same domain, which may be anyone's sub-domain): only when
 *   its `Origin` is one of the site's own;
 * - an `Origin` that is not one of the site's own: refused, whatever else is sent.
 * A client that sends neither header (curl, a monitor, the server's own tests) is no browser that
 * another page could drive, and passes.
 *
 * Refusals are counted and each one logged: a wrong ALLOWED_ORIGINS turns real visitors away, and
 * that must show in the logs and in /healthz at once, not weeks later as missing voicemails.
 */
export class CrossSiteRule {
  private readonly own: ReadonlySet<string>;
  private readonly counts: CrossSiteCounts = { refused: 0, trackingDropped: 0 };

  constructor(siteOrigins: readonly string[]) {
    this.own = new Set(siteOrigins);
  }

  isCrossSite(request: FastifyRequest): boolean {
    const origin = headerOf(request, 'origin');
    // Browsers write the origin in lower case; a proxy or tool that did not is still the same site.
    if (origin !== undefined && !this.own.has(origin.toLowerCase())) return true;
    const fetchSite = headerOf(request, 'sec-fetch-site');
    if (fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none') return false;
    // Here any Origin sent is one of the site's own; `same-site` without one is not vouched for.
    return !(fetchSite === 'same-site' && origin !== undefined);
  }

  /** One refused request: counted, and logged with what the browser said about where it came from. */
  refused(request: FastifyRequest): void {
    this.counts.refused++;
    request.log.warn(
      {
        event: 'cross_site_refused',
        method: request.method,
        route: request.routeOptions.url ?? null,
        origin: cut(headerOf(request, 'origin')),
        fetchSite: cut(headerOf(request, 'sec-fetch-site')),
      },
      'cross-site request refused',
    );
  }

  /** One tracking request dropped as cross-site: counted only, since another site's pages may send many. */
  trackingDropped(): void {
    this.counts.trackingDropped++;
  }

  /** The counts since start, for the health details. */
  status(): CrossSiteCounts {
    return { ...this.counts };
  }
}
