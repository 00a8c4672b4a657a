import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { SITE_ROUTES, TOKEN_PAGE_ROUTES } from '#shared/site-routes.js';
import { CheckingAccess } from '#client/features/admin-auth/components/checking-access.js';
import { HomePage } from './public-pages/home-page.js';
import { AdminLayout } from './layouts/admin-layout.js';
import { PublicLayout } from './layouts/public-layout.js';

/**
 * The admin screens are a separate chunk, fetched only when /admin is opened, so public visitors
 * never download them. Its loading time shows the same 'Checking access' state as the session
 * check that follows it (and that is also what the prerendered /admin page shows).
 */
const AdminPage = lazy(() => import('./admin/admin-page.js').then((m) => ({ default: m.AdminPage })));

/**
 * The other public pages are chunks of their own too, so the home page (the landing page of most
 * visits) carries only its own code and copy. Prerendered HTML shows at once either way; a page's
 * chunk only has to arrive before it becomes interactive.
 */
const FaqPage = lazy(() => import('./public-pages/faq-page.js').then((m) => ({ default: m.FaqPage })));
const SuccessStoriesPage = lazy(() =>
  import('./public-pages/success-stories-page.js').then((m) => ({ default: m.SuccessStoriesPage })),
);
const DebtReliefPage = lazy(() =>
  import('./public-pages/debt-relief-page.js').then((m) => ({ default: m.DebtReliefPage })),
);
const PrivacyPage = lazy(() => import('./public-pages/privacy-page.js').then((m) => ({ default: m.PrivacyPage })));
// Booking the call (issue 25): one chunk for its pages, loaded only when one of them is opened.
const bookingPages = () => import('./public-pages/booking-pages.js');
const BookRoutes = lazy(() => bookingPages().then((m) => ({ default: m.BookRoutes })));
const UnsubscribePage = lazy(() => bookingPages().then((m) => ({ default: m.UnsubscribePage })));
const NotFoundPage = lazy(() => import('./public-pages/not-found-page.js').then((m) => ({ default: m.NotFoundPage })));

/** Lazy pages wait without a spinner: their HTML is already on screen from the prerender. */
const page = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

/**
 * Every page of the site. Declarative routes (not a data router) so the same tree renders in the
 * browser and in the build's prerender without inline hydration data, which the CSP forbids.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={SITE_ROUTES.home} element={<HomePage />} />
        <Route path={SITE_ROUTES.faq} element={page(<FaqPage />)} />
        <Route path={SITE_ROUTES.successStories} element={page(<SuccessStoriesPage />)} />
        <Route path={SITE_ROUTES.debtRelief} element={page(<DebtReliefPage />)} />
        <Route path={SITE_ROUTES.privacy} element={page(<PrivacyPage />)} />
        <Route path={`${SITE_ROUTES.book}/*`} element={page(<BookRoutes />)} />
        <Route path={TOKEN_PAGE_ROUTES.unsubscribe} element={page(<UnsubscribePage />)} />
        <Route path="*" element={page(<NotFoundPage />)} />
      </Route>
      <Route element={<AdminLayout />}>
        <Route
          path={SITE_ROUTES.admin}
          element={
            <Suspense fallback={<CheckingAccess />}>
              <AdminPage />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
