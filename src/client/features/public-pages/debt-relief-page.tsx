import { claims } from '../../../../content/firm.js';
import { pageTitle } from '../../lib/page-title.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PlaceholderPage } from './placeholder-page.js';

export function DebtReliefPage() {
  useDocumentTitle(pageTitle('Commercial Debt Relief'));
  return (
    <PlaceholderPage heading="Commercial Debt Relief">
      <p>
        Average debt reduction of {claims.averageDebtReduction}, with {claims.fees.toLowerCase()}.{' '}
        {claims.noEscrow}
      </p>
    </PlaceholderPage>
  );
}
