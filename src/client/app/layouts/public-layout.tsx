import { Outlet } from 'react-router';
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

/** Frame of every public page: skip link, navigation, content, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-white px-4 py-2 text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTopOnNavigate />
    </div>
  );
}
