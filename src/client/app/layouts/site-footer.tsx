import { footer } from '#content/footer.js';
import { ContactList } from '#client/app/public-pages/ui/contact-list.js';
import { SectionLink } from '#client/app/public-pages/section-link.js';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { COPYRIGHT_ATTRIBUTE } from './copyright-year.js';
import { SiteLogoLink } from './site-logo-link.js';

const headingClass = 'text-sm font-semibold tracking-[0.12em] text-white uppercase';
/** Plain list rows share the links' 44 px height, so the columns line up. */
const itemClass = 'flex min-h-11 items-center';
const linkClass = 'inline-flex min-h-11 items-center text-slate-300 transition-colors hover:text-white hover:underline';

/**
 * SPEC §2: contact details, services, company links, debt types, privacy link and disclaimer.
 * Prerendered and never downloaded (a static island, public-layout.tsx); the browser adds the
 * year to the copyright line (copyright-year.ts).
 */
export function SiteFooter() {
  return (
    <footer className="on-dark bg-navy-950 text-slate-300">
      <div className="page-container grid grid-cols-1 gap-12 py-16 sm:py-20 lg:grid-cols-12 lg:gap-10">
        <div className="lg:col-span-4">
          <SiteLogoLink tone="dark" />
          <p className="mt-5 max-w-sm text-sm leading-relaxed text-slate-400">{footer.about}</p>
          <h2 className={`${headingClass} mt-8`}>{footer.contactHeading}</h2>
          <ContactList tone="dark" compact className="mt-3" />
        </div>

        <div className="grid grid-cols-1 gap-10 sm:grid-cols-3 lg:col-span-8 lg:pl-6">
          <div>
            <h2 className={headingClass}>{footer.servicesHeading}</h2>
            <ul className="mt-3 text-sm">
              {footer.services.map((service) => (
                <li key={service} className={itemClass}>
                  {service}
                </li>
              ))}
            </ul>
          </div>
          <nav aria-labelledby="footer-company-heading">
            <h2 id="footer-company-heading" className={headingClass}>
              {footer.companyHeading}
            </h2>
            <ul className="mt-3 text-sm">
              {footer.companyLinks.map((link) => (
                <li key={link.sectionId}>
                  <SectionLink section={link.sectionId} className={linkClass}>
                    {link.label}
                  </SectionLink>
                </li>
              ))}
              <li>
                <a href={SITE_ROUTES.debtRelief} className={linkClass}>
                  Debt Relief
                </a>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className={headingClass}>{footer.debtTypesHeading}</h2>
            <ul className="mt-3 text-sm">
              {footer.debtTypes.map((debtType) => (
                <li key={debtType} className={itemClass}>
                  {debtType}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="page-container space-y-4 py-8 text-xs leading-relaxed text-slate-400">
          <p className="max-w-5xl">{footer.disclaimer}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p {...{ [COPYRIGHT_ATTRIBUTE]: '' }}>{footer.copyright}</p>
            <a
              href={SITE_ROUTES.privacy}
              className="inline-flex min-h-11 items-center underline-offset-4 hover:text-white hover:underline"
            >
              {footer.privacyLabel}
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
