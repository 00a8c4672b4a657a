import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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

/** The public pages at fixed addresses (SITE_ROUTES; /admin has its own frame, below). */
const PUBLIC_PAGES: Record<string, ComponentType> = {
  [SITE_ROUTES.home]: HomePage,
  [SITE_ROUTES.faq]: FaqPage,
  [SITE_ROUTES.successStories]: SuccessStoriesPage,
  [SITE_ROUTES.debtRelief]: DebtReliefPage,
  [SITE_ROUTES.privacy]: PrivacyPage,
  [SITE_ROUTES.book]: BookPage,
};

/** The pages whose address ends in an e-mail's token (TOKEN_PAGE_ROUTES). */
const TOKEN_PAGES: ReadonlyArray<readonly [route: string, Page: ComponentType<{ token: string }>]> = [
  [TOKEN_PAGE_ROUTES.bookingManage, ManageBookingPage],
  [TOKEN_PAGE_ROUTES.unsubscribe, UnsubscribePage],
];

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

/** The page for `path`, inside its layout. */
export function pageForPath(path: string): ReactNode {
  if (path === SITE_ROUTES.admin) {
    return (
      <Suspense fallback={null}>
        <AdminPage />
      </Suspense>
    );
  }
  // Every address starts with '/', so none can meet a property every object has.
  const Page = PUBLIC_PAGES[path];
  if (Page) return publicPage(<Page />);
  for (const [route, TokenPage] of TOKEN_PAGES) {
    const token = tokenFromPath(route, path);
    if (token !== null) return publicPage(<TokenPage token={token} />);
  }
  return publicPage(<NotFoundPage />);
}
