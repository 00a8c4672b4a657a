import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { focusSection, scrollToSection } from '#client/lib/scroll-to-section.js';

/** The home page's sections that links can scroll to (SPEC §2). */
export type HomeSectionId = 'home' | 'about' | 'services' | 'success-stories' | 'testimonials' | 'faq' | 'contact';

/** True on the home page, the only page whose sections these links scroll to in place. */
export function useIsHomePage(): boolean {
  return useLocation().pathname === SITE_ROUTES.home;
}

interface SectionLinkProps {
  section: HomeSectionId;
  className?: string;
  children: ReactNode;
  /** Runs after the link was followed (e.g. to close the mobile menu). */
  onNavigate?: () => void;
}

/**
 * A link to a home section. On the home page it is a plain `#id` anchor (works without
 * JavaScript) whose click scrolls with the navigation offset and updates the address; elsewhere
 * it goes to `/#id` (or `/` for the hero), and the home page scrolls on arrival.
 */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const onHome = useIsHomePage();

  if (!onHome) {
    const to = section === 'home' ? SITE_ROUTES.home : `${SITE_ROUTES.home}#${section}`;
    return (
      <Link to={to} className={className} onClick={onNavigate}>
        {children}
      </Link>
    );
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab and other modified clicks.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (!scrollToSection(section)) return;
    event.preventDefault();
    // Keep the router's own history state; only the fragment changes.
    window.history.replaceState(window.history.state, '', `#${section}`);
    focusSection(section);
    onNavigate?.();
  };

  return (
    <a href={`#${section}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
