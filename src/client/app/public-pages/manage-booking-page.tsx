import { bookingPageMeta, manageBooking } from '#content/booking.js';
import { useDocumentTitle } from '#client/lib/use-document-title.js';
import { useNoIndex } from '#client/features/admin-auth/use-noindex.js';
import { ManageView } from '#client/features/booking/components/manage-view.js';
import { STEP_ASIDE_ATTRIBUTE } from '#client/features/voice/floating-button-clearance.js';
import { PageHeader } from './ui/page-header.js';

/** /book/manage/:token (the token comes from the address), the link in the booking e-mails: see, move or cancel the call. */
export function ManageBookingPage({ token }: { token: string }) {
  useDocumentTitle(bookingPageMeta.bookingManage.title);
  useNoIndex();
  return (
    <>
      <PageHeader title={manageBooking.heading} />
      <div className="bg-slate-50 py-10 sm:py-16" {...{ [STEP_ASIDE_ATTRIBUTE]: '' }}>
        <div className="page-container">
          <div className="mx-auto max-w-4xl">
            {/* A new token (another link opened in this tab) starts over. */}
            <ManageView key={token} token={token} />
          </div>
        </div>
      </div>
    </>
  );
}
