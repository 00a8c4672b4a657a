import type { ReactNode } from 'react';
import { SiteLogoLink } from './site-logo-link.js';

/**
 * Frame of /admin: no marketing navigation or footer, and no tracking, just the firm's mark so
 * the administrator knows where they are.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-screen-2xl items-center px-4 py-3">
          <SiteLogoLink />
        </div>
      </header>
      <main className="flex-1 px-4 py-4">{children}</main>
    </div>
  );
}
