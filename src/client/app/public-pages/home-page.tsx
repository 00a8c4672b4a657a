import { staticIsland } from '#client/components/static-island.js';
import { ContactSection } from './home/contact-section.js';
import { HeroSection } from './home/hero-section.js';
import { useScrollToHashOnArrival } from './use-scroll-to-hash.js';

/**
 * Sections that are pure content arrive as prerendered HTML and never download their code
 * (see static-island.tsx); the hero and the contact section hold the interactive forms.
 */
const AboutSection = staticIsland('about', () => import('./home/about-section.js').then((m) => m.AboutSection));
const ServicesSection = staticIsland('services', () =>
  import('./home/services-section.js').then((m) => m.ServicesSection),
);
const StoriesSection = staticIsland('success-stories', () =>
  import('./home/stories-section.js').then((m) => m.StoriesSection),
);
const FaqSection = staticIsland('faq', () => import('./home/faq-section.js').then((m) => m.FaqSection));
const TestimonialSection = staticIsland('testimonials', () =>
  import('./home/testimonial-section.js').then((m) => m.TestimonialSection),
);

/** The single-page home: its sections in SPEC §2 order, each an anchor the navigation scrolls to. */
export function HomePage() {
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
