import { lazy, Suspense, type ReactNode } from 'react';
import { PAGE_TOKEN_PATTERN, SITE_ROUTES, TOKEN_PAGE_ROUTES } from '#shared/site-routes.js';
import { HomePage } from './public-pages/home-page.js';
import { PublicLayout } from './layouts/public-layout.js';

/**
 * Which page an address shows. Every page is a document of its own (decision 0044): the server
 * sends its prerendered HTML, and this picks the component that hydrates it, so no client-side
 * router is shipped. The table matches paths exactly as the server does (case and trailing slash
 * included), so a page always hydrates the HTML the server sent for it: any other path is the 404
 * page.
 *
 * The admin screens are a separate chunk, fetched only on /admin, so public visitors never
 * download them; while it loads, the prerendered /admin page shows 'Checking access', as the
 * session check that follows does. The other public pages are chunks of their own too, so
 * the home page (the landing page of most visits) carries only its own code and copy.
 */
const AdminPage = lazy(() => import('./admin/admin-page.js').then((m) => ({ default: m.AdminPage })));
const FaqPage = lazy(() => import('./public-pages/faq-page.js').then((m) => ({ default: m.FaqPage })));
const SuccessStoriesPage = lazy(() =>
  import('./public-pages/success-stories-page.js').then((m) => ({ default: m.SuccessStoriesPage })),
);
const DebtReliefPage = lazy(() =>
  import('./public-pages/debt-relief-page.js').then((m) => ({ default: m.DebtReliefPage })),
);
const PrivacyPage = lazy(() => import('./public-pages/privacy-page.js').then((m) => ({ default: m.PrivacyPage })));
const bookingPages = () => import('./public-pages/booking-pages.js');
const BookPage = lazy(() => bookingPages().then((m) => ({ default: m.BookPage })));
const ManageBookingPage = lazy(() => bookingPages().then((m) => ({ default: m.ManageBookingPage })));
const UnsubscribePage = lazy(() => bookingPages().then((m) => ({ default: m.UnsubscribePage })));
const NotFoundPage = lazy(() => import('./public-pages/not-found-page.js').then((m) => ({ default: m.NotFoundPage })));

/** Lazy pages wait without a spinner: their HTML is already on screen from the prerender. */
const publicPage = (element: ReactNode) => (
  <PublicLayout>
    <Suspense fallback={null}>{element}</Suspense>
  </PublicLayout>
);

/** The token of a token page's address ('/unsubscribe/abc' against '/unsubscribe/:token'), or null. */
export function tokenFromPath(route: string, path: string): string | null {
  const prefix = route.replace(':token', '');
  if (!path.startsWith(prefix)) return null;
  let token: string;
  try {
    token = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return null;
  }
  return PAGE_TOKEN_PATTERN.test(token) ? token : null;
}

/** The page for `pathname`, inside its layout. */
export function pageForPath(path: string): ReactNode {
  switch (path) {
    case SITE_ROUTES.home:
      return publicPage(<HomePage />);
    case SITE_ROUTES.faq:
      return publicPage(<FaqPage />);
    case SITE_ROUTES.successStories:
      return publicPage(<SuccessStoriesPage />);
    case SITE_ROUTES.debtRelief:
      return publicPage(<DebtReliefPage />);
    case SITE_ROUTES.privacy:
      return publicPage(<PrivacyPage />);
    case SITE_ROUTES.book:
      return publicPage(<BookPage />);
    case SITE_ROUTES.admin:
      return (
        <Suspense fallback={null}>
          <AdminPage />
        </Suspense>
      );
  }
  const manageToken = tokenFromPath(TOKEN_PAGE_ROUTES.bookingManage, path);
  if (manageToken !== null) return publicPage(<ManageBookingPage token={manageToken} />);
  const unsubscribeToken = tokenFromPath(TOKEN_PAGE_ROUTES.unsubscribe, path);
  if (unsubscribeToken !== null) return publicPage(<UnsubscribePage token={unsubscribeToken} />);
  return publicPage(<NotFoundPage />);
}
