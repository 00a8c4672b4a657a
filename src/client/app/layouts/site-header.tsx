import { CloseIcon, MenuIcon } from '#client/components/ui/page-icons.js';
import { useEffect, useRef, useState } from 'react';
import { SectionLink, useIsHomePage } from '#client/app/public-pages/section-link.js';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { cn } from '#client/lib/cn.js';
import { useCurrentPath } from '#client/lib/current-path.js';
import { NAV_SCROLLED_AFTER_PX, NAV_SECTIONS } from './nav-items.js';
import { CallFirmLink } from './call-firm-link.js';
import { SiteLogoLink } from './site-logo-link.js';

const MENU_ID = 'site-menu';

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

/** Has the window scrolled past SPEC §9's 50 px? Always false in the prerendered HTML. */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * The fixed, translucent top navigation (SPEC §2). On the home page its links scroll to the
 * sections; elsewhere they lead to /#section, plus 'Debt Relief'. Below md the links fold into a
 * menu that closes after a link is used, on Escape and on a click outside. Beside the SPEC's
 * links, a call to the firm's main number is always in the bar and in the menu.
 */
export function SiteHeader() {
  const onHome = useIsHomePage();
  const currentPath = useCurrentPath();
  const scrolled = useScrolledPast(NAV_SCROLLED_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  const links = (linkClass: string, onNavigate?: () => void) => (
    <>
      {NAV_SECTIONS.map(({ section, label }) => (
        <li key={section}>
          <SectionLink section={section} className={linkClass} onNavigate={onNavigate}>
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
            onClick={onNavigate}
          >
            Debt Relief
          </a>
        </li>
      )}
    </>
  );

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-50 border-b backdrop-blur-md transition-[background-color,border-color,box-shadow] duration-300',
        scrolled
          ? 'border-slate-200 bg-white/95 shadow-[0_1px_16px_rgba(11,31,58,0.08)]'
          : 'border-slate-200/60 bg-white/80',
      )}
    >
      <nav aria-label="Main">
        <div className="page-container flex h-16 items-center justify-between gap-3 md:h-18">
          <SiteLogoLink nameClassName="md:hidden xl:inline" />

          <ul className="hidden items-center gap-0.5 md:flex lg:gap-1">{links(desktopLinkClass)}</ul>

          <div className="flex shrink-0 items-center gap-2">
            {/* One tap to a call on every page: a button on phones and tablets, the number on desktops. */}
            <CallFirmLink look="button" className="inline-flex lg:hidden" />
            <CallFirmLink look="number" className="hidden lg:inline-flex" />
            <SectionLink section="contact" className={cn(ctaClass, 'hidden sm:inline-flex')}>
              Free Consultation
            </SectionLink>
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              aria-label={menuOpen ? 'Close menu' : 'Menu'}
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 transition-colors hover:bg-slate-100 md:hidden"
            >
              {menuOpen ? <CloseIcon aria-hidden="true" className="size-6" /> : <MenuIcon aria-hidden="true" className="size-6" />}
            </button>
          </div>
        </div>

        <div
          id={MENU_ID}
          hidden={!menuOpen}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg md:hidden"
        >
          <div className="page-container py-3">
            <ul className="space-y-0.5">{links(mobileLinkClass, closeMenu)}</ul>
            <div className="mt-3 space-y-2 border-t border-slate-100 pt-4 pb-2">
              <CallFirmLink look="menu" className="flex" onNavigate={closeMenu} />
              <SectionLink
                section="contact"
                className={cn(ctaClass, 'flex min-h-12 w-full text-base sm:hidden')}
                onNavigate={closeMenu}
              >
                Free Consultation
              </SectionLink>
            </div>
          </div>
        </div>
      </nav>
    </header>
  );
}
