import { pageMeta } from '../../../../content/seo.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useRecordVisit } from '../tracking/use-record-visit.js';
import { AboutSection } from './home/about-section.js';
import { ContactSection } from './home/contact-section.js';
import { FaqSection } from './home/faq-section.js';
import { HeroSection } from './home/hero-section.js';
import { ServicesSection } from './home/services-section.js';
import { StoriesSection } from './home/stories-section.js';
import { TestimonialSection } from './home/testimonial-section.js';
import { useScrollToHashOnArrival } from './use-scroll-to-hash.js';

/** The single-page home: its sections in SPEC §2 order, each an anchor the navigation scrolls to. */
export function HomePage() {
  useDocumentTitle(pageMeta.home.title);
  useRecordVisit();
  useScrollToHashOnArrival();
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <StoriesSection />
      <FaqSection />
      <TestimonialSection />
      <ContactSection />
    </>
  );
}
