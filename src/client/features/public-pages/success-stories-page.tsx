import { claims } from '../../../../content/firm.js';
import { pageTitle } from '../../lib/page-title.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PlaceholderPage } from './placeholder-page.js';

export function SuccessStoriesPage() {
  useDocumentTitle(pageTitle('Success Stories'));
  return (
    <PlaceholderPage heading="Success Stories">
      <p>How {claims.companiesRescued} companies resolved their commercial debt and kept their doors open.</p>
    </PlaceholderPage>
  );
}
