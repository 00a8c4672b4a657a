import { faqPage } from '#content/faq-page.js';
import { pageTitles } from '#content/page-titles.js';
import { useDocumentTitle } from '#client/lib/use-document-title.js';
import { CtaBand } from './cta-band.js';
import { FaqAccordion } from './ui/faq-accordion.js';
import { PageHeader } from './ui/page-header.js';

/** /faq: ten questions, several of which may be open at once (SPEC §2, §9). */
export function FaqPage() {
  useDocumentTitle(pageTitles.faq);
  return (
    <>
      <PageHeader title={faqPage.heading} intro={faqPage.intro} />
      <div className="bg-slate-50 py-16 sm:py-20">
        <div className="page-container">
          <div className="mx-auto max-w-3xl">
            <FaqAccordion items={faqPage.items} withAnchors />
          </div>
        </div>
      </div>
      <CtaBand
        id="faq-cta-heading"
        heading={faqPage.ctaHeading}
        text={faqPage.ctaText}
        buttonLabel={faqPage.ctaButton}
      />
    </>
  );
}
