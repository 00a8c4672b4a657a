import { firm } from '#content/firm.js';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { cn } from '#client/lib/cn.js';
import { followInPageLink } from '#client/lib/in-page-links.js';

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
  return (
    <a
      href={SITE_ROUTES.home}
      onClick={followInPageLink}
      className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-md"
    >
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
    </a>
  );
}
