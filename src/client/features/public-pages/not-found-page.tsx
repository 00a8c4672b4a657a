import { Link } from 'react-router';
import { SITE_ROUTES } from '../../../shared/site-routes.js';
import { pageTitle } from '../../lib/page-title.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PlaceholderPage } from './placeholder-page.js';

/** Any unknown path (the server answers it with status 404 and this app). */
export function NotFoundPage() {
  useDocumentTitle(pageTitle('Page Not Found'));
  return (
    <PlaceholderPage heading="404 Page Not Found">
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to={SITE_ROUTES.home} className="font-semibold text-navy-700 underline underline-offset-4">
          Go to the home page
        </Link>
      </p>
    </PlaceholderPage>
  );
}
