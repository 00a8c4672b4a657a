import { bookingPage, bookingPageMeta } from '#content/booking.js';
import { useDocumentTitle } from '#client/lib/use-document-title.js';
import { BookView } from '#client/features/booking/components/book-view.js';
import { STEP_ASIDE_ATTRIBUTE } from '#client/features/voice/floating-button-clearance.js';
import { PageHeader } from './ui/page-header.js';

/**
 * /book: the free consultation call's open times and the booking form. A lazy chunk of its own,
 * fetched only when the page is opened (the home page's budget, decision 0008).
 */
export function BookPage() {
  useDocumentTitle(bookingPageMeta.book.title);
  return (
    <>
      <PageHeader title={bookingPage.heading} intro={bookingPage.intro} />
      {/* Full-width form fields on phones: the floating voicemail button steps aside while they show. */}
      <div className="bg-slate-50 py-10 sm:py-16" {...{ [STEP_ASIDE_ATTRIBUTE]: '' }}>
        <div className="page-container">
          <div className="mx-auto max-w-4xl">
            <BookView />
          </div>
        </div>
      </div>
    </>
  );
}
