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
} as const;

export const SITE_ROUTE_PATHS: readonly string[] = Object.values(SITE_ROUTES);
