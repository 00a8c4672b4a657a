import type { HomeSectionId } from '#client/app/public-pages/section-link.js';

/** The top navigation's section links, in page order (SPEC §2). Labels are UI text, not copy. */
export const NAV_SECTIONS: ReadonlyArray<{ section: HomeSectionId; label: string }> = [
  { section: 'home', label: 'Home' },
  { section: 'about', label: 'About' },
  { section: 'services', label: 'Services' },
  { section: 'success-stories', label: 'Success Stories' },
  { section: 'testimonials', label: 'Testimonials' },
  { section: 'faq', label: 'FAQ' },
];

/** SPEC §9: the navigation turns more opaque once the page is scrolled further than this. */
export const NAV_SCROLLED_AFTER_PX = 50;
