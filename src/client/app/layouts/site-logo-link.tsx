import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { firm } from '#content/firm.js';
import { useIsHomePage } from '#client/app/public-pages/section-link.js';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { cn } from '#client/lib/cn.js';
import { scrollToTop } from '#client/lib/scroll-to-section.js';

interface SiteLogoLinkProps {
  /** Tailwind classes that hide or show the written name at given widths. */
  nameClassName?: string;
  /** Colours for a navy background. */
  tone?: 'light' | 'dark';
}

/**
 * Logo and name linking home (on the home page: back to its top). The image carries the business
 * name as alt text (SPEC §2); the visible name beside it is hidden from screen readers, which
 * already hear the alt text.
 */
export function SiteLogoLink({ nameClassName, tone = 'light' }: SiteLogoLinkProps) {
  const onHome = useIsHomePage();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onHome || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    scrollToTop();
    window.history.replaceState(window.history.state, '', SITE_ROUTES.home);
  };
  return (
    <Link to={SITE_ROUTES.home} onClick={onClick} className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-md">
      <img src={firm.logoPath} alt={firm.name} width={36} height={36} className="size-9 shrink-0" />
      {/* The full name wraps to two short lines where the bar is narrow (a phone beside the Call button). */}
      <span
        aria-hidden="true"
        className={cn(
          'line-clamp-2 text-[0.9375rem] leading-tight font-bold tracking-tight sm:text-base',
          tone === 'dark' ? 'text-white' : 'text-navy-900',
          nameClassName,
        )}
      >
        {firm.name}
      </span>
    </Link>
  );
}
