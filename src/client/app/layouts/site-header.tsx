import { Link, NavLink } from 'react-router';
import { SITE_ROUTES } from '../../../shared/site-routes.js';
import { cn } from '../../lib/cn.js';
import { SiteLogoLink } from './site-logo-link.js';

/**
 * Placeholder top navigation. The full behaviour (scroll links, opacity change, mobile menu) comes
 * with the site content; this keeps every page reachable meanwhile.
 */
const NAV_LINKS = [
  { to: SITE_ROUTES.home, label: 'Home' },
  { to: SITE_ROUTES.successStories, label: 'Success Stories' },
  { to: SITE_ROUTES.faq, label: 'FAQ' },
  { to: SITE_ROUTES.debtRelief, label: 'Debt Relief' },
] as const;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <SiteLogoLink hideNameOnPhones />
        <Link
          to={`${SITE_ROUTES.home}#contact`}
          className="rounded-md bg-navy-800 px-3 py-2 text-sm font-semibold text-white hover:bg-navy-700 md:order-last"
        >
          Free Consultation
        </Link>
        <nav aria-label="Main" className="w-full overflow-x-auto md:w-auto">
          <ul className="flex gap-1 text-sm font-medium">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-2 py-2 whitespace-nowrap hover:bg-slate-100 sm:px-3',
                      isActive ? 'text-navy-900 underline underline-offset-4' : 'text-slate-600',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
