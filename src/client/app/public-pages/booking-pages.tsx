import { Route, Routes } from 'react-router';
import { TOKEN_PAGE_ROUTES } from '#shared/site-routes.js';
import { BookPage } from './book-page.js';
import { ManageBookingPage } from './manage-booking-page.js';
import { NotFoundPage } from './not-found-page.js';

/**
 * The booking pages in one chunk, fetched only when one of them is opened: /book and the manage
 * link's page below it (the home page's budget, decision 0008: one lazy import in the main
 * bundle for all of them). The unsubscribe page comes with it (from the same e-mails).
 */
export function BookRoutes() {
  return (
    <Routes>
      <Route index element={<BookPage />} />
      <Route path={TOKEN_PAGE_ROUTES.bookingManage.replace('/book/', '')} element={<ManageBookingPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export { UnsubscribePage } from './unsubscribe-page.js';
