import { Outlet } from 'react-router';
import { useVisitorTracking } from '#client/features/tracking/use-visitor-tracking.js';
import { VoicemailButton } from '#client/features/voice/components/voicemail-button.js';
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

/**
 * Frame of every public page: skip link, fixed navigation, content, footer. The content is padded
 * by the navigation's height (4rem, 4.5rem from md) so the fixed bar never covers it.
 */
export function PublicLayout() {
  // Every public page is tracked from here, and only from here (the admin layout never is).
  useVisitorTracking();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-navy-900 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none md:pt-18">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTopOnNavigate />
      <VoicemailButton />
    </div>
  );
}
