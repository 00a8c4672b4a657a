import { CloseIcon, MenuIcon } from '#client/components/ui/page-icons.js';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { staticIsland } from '#client/components/static-island.js';
import { cn } from '#client/lib/cn.js';
import { NAV_SCROLLED_AFTER_PX } from './nav-items.js';

/**
 * The bar's logo, links and calls are prerendered HTML whose code the page never downloads
 * (static-island.tsx, header-parts.tsx); this file keeps what changes: the menu and the bar's
 * look once the page has scrolled. Their wrappers take no part in the bar's layout.
 */
const parts = () => import('./header-parts.js');
const contents = { className: 'contents' };
const HeaderLogo = staticIsland('header-logo', () => parts().then((m) => m.HeaderLogo), contents);
const HeaderLinks = staticIsland('header-links', () => parts().then((m) => m.HeaderLinks), contents);
const HeaderActions = staticIsland('header-actions', () => parts().then((m) => m.HeaderActions), contents);
const MenuLinks = staticIsland('menu-links', () => parts().then((m) => m.MenuLinks));

const MENU_ID = 'site-menu';

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
 * links, a call to the firm's main number is always in the bar and in the menu (header-parts.tsx).
 */
export function SiteHeader() {
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

  // A link followed from the menu (the static links below hand their clicks up here) closes it.
  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setMenuOpen(false);
  };

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
          <HeaderLogo />
          <HeaderLinks />
          <div className="flex shrink-0 items-center gap-2">
            <HeaderActions />
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              aria-label={menuOpen ? 'Close menu' : 'Menu'}
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 transition-colors hover:bg-slate-100 md:hidden"
            >
              {menuOpen ? (
                <CloseIcon aria-hidden="true" className="size-6" />
              ) : (
                <MenuIcon aria-hidden="true" className="size-6" />
              )}
            </button>
          </div>
        </div>

        <div
          id={MENU_ID}
          hidden={!menuOpen}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg md:hidden"
          onClick={onMenuClick}
        >
          <MenuLinks />
        </div>
      </nav>
    </header>
  );
}
