import { ArrowRight } from 'lucide-react';
import { homeFaq, homeFaqSection } from '#content/faq.js';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { FaqAccordion } from '#client/app/public-pages/ui/faq-accordion.js';
import { Section } from '#client/app/public-pages/ui/section.js';
import { SectionHeading } from '#client/app/public-pages/ui/section-heading.js';
import { textLinkClass } from '#client/app/public-pages/ui/styles.js';

/** Section `faq`: eight questions, one open at a time (SPEC §2, §9). */
export function FaqSection() {
  return (
    <Section id="faq" labelledBy="faq-heading" tone="slate">
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <SectionHeading id="faq-heading" title={homeFaqSection.heading} intro={homeFaqSection.intro} />
          <a href={SITE_ROUTES.faq} className={`${textLinkClass} mt-6`}>
            {homeFaqSection.moreLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
        <div className="lg:col-span-8">
          <FaqAccordion items={homeFaq} name="home-faq" />
        </div>
      </div>
    </Section>
  );
}
