import { bookingPageMeta, unsubscribePage } from '#content/booking.js';
import { useDocumentTitle } from '#client/lib/use-document-title.js';
import { useNoIndex } from '#client/features/admin-auth/use-noindex.js';
import { UnsubscribeView } from '#client/features/mail/components/unsubscribe-view.js';
import { PageHeader } from './ui/page-header.js';

/** /unsubscribe/:token, the link in every e-mail to a visitor: a button, never the visit itself. */
export function UnsubscribePage({ token }: { token: string }) {
  useDocumentTitle(bookingPageMeta.unsubscribe.title);
  useNoIndex();
  return (
    <>
      <PageHeader title={unsubscribePage.heading} />
      <div className="bg-white py-10 sm:py-16">
        <div className="page-container">
          <div className="mx-auto max-w-3xl">
            <UnsubscribeView key={token} token={token} />
          </div>
        </div>
      </div>
    </>
  );
}
