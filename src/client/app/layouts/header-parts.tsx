import { SectionLink, useIsHomePage } from '#client/app/public-pages/section-link.js';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { cn } from '#client/lib/cn.js';
import { useCurrentPath } from '#client/lib/current-path.js';
import { NAV_SECTIONS } from './nav-items.js';
import { CallFirmLink } from './call-firm-link.js';
import { SiteLogoLink } from './site-logo-link.js';

/**
 * The navigation bar's content that never changes while a page is open: logo, links, the call to
 * the firm and 'Free Consultation'. site-header.tsx shows each as a static island (prerendered,
 * this code never downloaded); a click on a link to a section of the same page still scrolls
 * there with the navigation offset (followInPageLink, delegated by the island), and the menu
 * closes after a link is followed (site-header.tsx).
 */

const desktopLinkClass = cn(
  'inline-flex min-h-11 items-center rounded-md px-2 text-[13px] font-medium whitespace-nowrap text-slate-700',
  'transition-colors hover:bg-slate-100 hover:text-navy-900 lg:px-3 lg:text-sm',
  'aria-[current=page]:bg-slate-100 aria-[current=page]:text-navy-900',
);

const mobileLinkClass = cn(
  'flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-slate-800',
  'hover:bg-slate-100 hover:text-navy-900 aria-[current=page]:bg-slate-100 aria-[current=page]:text-navy-900',
);

/** Without a display value: each use says where it shows (`hidden sm:inline-flex` must not fight it). */
const ctaClass = cn(
  'min-h-11 items-center justify-center rounded-lg bg-navy-800 px-4 text-sm font-semibold whitespace-nowrap',
  'text-white shadow-sm transition-colors hover:bg-navy-700',
);

/** The SPEC's links: the home sections, and 'Debt Relief' on the other pages. */
function NavLinks({ linkClass }: { linkClass: string }) {
  const onHome = useIsHomePage();
  const currentPath = useCurrentPath();
  return (
    <>
      {NAV_SECTIONS.map(({ section, label }) => (
        <li key={section}>
          <SectionLink section={section} className={linkClass}>
            {label}
          </SectionLink>
        </li>
      ))}
      {!onHome && (
        <li>
          <a
            href={SITE_ROUTES.debtRelief}
            aria-current={currentPath === SITE_ROUTES.debtRelief ? 'page' : undefined}
            className={linkClass}
          >
            Debt Relief
          </a>
        </li>
      )}
    </>
  );
}

export function HeaderLogo() {
  return <SiteLogoLink nameClassName="md:hidden xl:inline" />;
}

export function HeaderLinks() {
  return (
    <ul className="hidden items-center gap-0.5 md:flex lg:gap-1">
      <NavLinks linkClass={desktopLinkClass} />
    </ul>
  );
}

/** One tap to a call on every page: a button on phones and tablets, the number on desktops. */
export function HeaderActions() {
  return (
    <>
      <CallFirmLink look="button" className="inline-flex lg:hidden" />
      <CallFirmLink look="number" className="hidden lg:inline-flex" />
      <SectionLink section="contact" className={cn(ctaClass, 'hidden sm:inline-flex')}>
        Free Consultation
      </SectionLink>
    </>
  );
}

/** The phone menu's content (below md). */
export function MenuLinks() {
  return (
    <div className="page-container py-3">
      <ul className="space-y-0.5">
        <NavLinks linkClass={mobileLinkClass} />
      </ul>
      <div className="mt-3 space-y-2 border-t border-slate-100 pt-4 pb-2">
        <CallFirmLink look="menu" className="flex" />
        <SectionLink section="contact" className={cn(ctaClass, 'flex min-h-12 w-full text-base sm:hidden')}>
          Free Consultation
        </SectionLink>
      </div>
    </div>
  );
}
