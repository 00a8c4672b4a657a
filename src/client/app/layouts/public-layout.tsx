import type { ReactNode } from 'react';
import { useVisitorTracking } from '#client/features/tracking/use-visitor-tracking.js';
import { VoicemailButton } from '#client/features/voice/components/voicemail-button.js';
import { staticIsland } from '#client/components/static-island.js';
import { useCopyrightYear } from './copyright-year.js';
import { SiteHeader } from './site-header.js';

/** The footer is text and links only: prerendered, and its code is never downloaded (static-island.tsx). */
const SiteFooter = staticIsland('site-footer', () => import('./site-footer.js').then((m) => m.SiteFooter));

/**
 * Frame of every public page: skip link, fixed navigation, content, footer. The content is padded
 * by the navigation's height (4rem, 4.5rem from md) so the fixed bar never covers it.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  // Every public page is tracked from here, and only from here (the admin layout never is).
  useVisitorTracking();
  useCopyrightYear();
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
        {children}
      </main>
      <SiteFooter />
      <VoicemailButton />
    </div>
  );
}
