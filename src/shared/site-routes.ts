/**
 * Every page path the browser app renders. The server answers these with 200 and any other
 * non-API path with the app's 404 page and status 404.
 */
export const SITE_ROUTES = {
  home: '/',
  faq: '/faq',
  successStories: '/success-stories',
  debtRelief: '/commercial-debt-relief',
  privacy: '/privacy',
  admin: '/admin',
  /** Booking the free consultation call (issue 25). */
  book: '/book',
} as const;

export const SITE_ROUTE_PATHS: readonly string[] = Object.values(SITE_ROUTES);

/**
 * Pages whose address carries a signed token from an e-mail (no account): the visitor's booking
 * and the mail unsubscribe. The server answers them with their page shell for any well-formed
 * token (the page asks the API whether it is valid), never indexed, never cached, and with no
 * Referer sent onwards, so the token stays between the visitor and this site.
 */
export const TOKEN_PAGE_ROUTES = {
  bookingManage: '/book/manage/:token',
  unsubscribe: '/unsubscribe/:token',
} as const;

export const TOKEN_PAGE_PATHS: readonly string[] = Object.values(TOKEN_PAGE_ROUTES);

/** A token as the server signs them: URL-safe characters only, never longer than this. */
export const PAGE_TOKEN_PATTERN = /^[A-Za-z0-9._~-]{1,512}$/;

/** A token page's address: tokenPagePath(TOKEN_PAGE_ROUTES.unsubscribe, 'abc') is '/unsubscribe/abc'. */
export function tokenPagePath(route: string, token: string): string {
  return route.replace(':token', encodeURIComponent(token));
}
