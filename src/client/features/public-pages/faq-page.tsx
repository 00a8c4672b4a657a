import { pageTitle } from '../../lib/page-title.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PlaceholderPage } from './placeholder-page.js';

export function FaqPage() {
  useDocumentTitle(pageTitle('Frequently Asked Questions'));
  return (
    <PlaceholderPage heading="Frequently Asked Questions">
      <p>Answers to the questions business owners ask most about restructuring commercial debt.</p>
    </PlaceholderPage>
  );
}
