import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { SITE_ROUTES } from '../../shared/site-routes.js';
import { CheckingAccess } from '../features/admin-auth/checking-access.js';
import { DebtReliefPage } from '../features/public-pages/debt-relief-page.js';
import { FaqPage } from '../features/public-pages/faq-page.js';
import { HomePage } from '../features/public-pages/home-page.js';
import { NotFoundPage } from '../features/public-pages/not-found-page.js';
import { PrivacyPage } from '../features/public-pages/privacy-page.js';
import { SuccessStoriesPage } from '../features/public-pages/success-stories-page.js';
import { AdminLayout } from './layouts/admin-layout.js';
import { PublicLayout } from './layouts/public-layout.js';
import { RouteErrorPage } from './route-error-page.js';

/**
 * The admin screens are a separate chunk, fetched only when /admin is opened, so public visitors
 * never download them. React.lazy (not route `lazy`) lets the chunk's loading time show the same
 * 'Checking access' state as the session check that follows it.
 */
const AdminPage = lazy(() => import('../features/admin-auth/admin-page.js').then((m) => ({ default: m.AdminPage })));

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: SITE_ROUTES.home, element: <HomePage /> },
      { path: SITE_ROUTES.faq, element: <FaqPage /> },
      { path: SITE_ROUTES.successStories, element: <SuccessStoriesPage /> },
      { path: SITE_ROUTES.debtRelief, element: <DebtReliefPage /> },
      { path: SITE_ROUTES.privacy, element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: SITE_ROUTES.admin,
    element: <AdminLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        element: (
          <Suspense fallback={<CheckingAccess />}>
            <AdminPage />
          </Suspense>
        ),
      },
    ],
  },
]);
