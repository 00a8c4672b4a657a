import type { ReactNode } from 'react';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { useCurrentPath } from '#client/lib/current-path.js';
import { followInPageLink } from '#client/lib/in-page-links.js';

/** The home page's sections that links can scroll to (SPEC §2). */
export type HomeSectionId = 'home' | 'about' | 'services' | 'success-stories' | 'testimonials' | 'faq' | 'contact';

/** True on the home page, the only page whose sections these links scroll to in place. */
export function useIsHomePage(): boolean {
  return useCurrentPath() === SITE_ROUTES.home;
}

interface SectionLinkProps {
  section: HomeSectionId;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a home section. On the home page it is a plain `#id` anchor (works without
 * JavaScript) whose click scrolls with the navigation offset and updates the address; elsewhere
 * it goes to `/#id` (or `/` for the hero), and the home page scrolls on arrival.
 */
export function SectionLink({ section, className, children }: SectionLinkProps) {
  const onHome = useIsHomePage();

  if (!onHome) {
    const to = section === 'home' ? SITE_ROUTES.home : `${SITE_ROUTES.home}#${section}`;
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  }

  return (
    <a href={`#${section}`} className={className} onClick={followInPageLink}>
      {children}
    </a>
  );
}
