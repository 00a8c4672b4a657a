import { firm } from '../../../../content/firm.js';
import { pageTitle } from '../../lib/page-title.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PlaceholderPage } from './placeholder-page.js';

export function PrivacyPage() {
  useDocumentTitle(pageTitle('Privacy Policy'));
  return (
    <PlaceholderPage heading="Privacy Policy">
      <p>What {firm.name} collects when you visit this site, and why.</p>
    </PlaceholderPage>
  );
}
