import { Link } from 'react-router';
import { claims, firm } from '../../../../content/firm.js';
import { SITE_ROUTES } from '../../../shared/site-routes.js';

/** Placeholder footer with the contact details every page must show (SPEC §1). */
export function SiteFooter() {
  return (
    <footer className="mt-16 bg-navy-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2">
        <div>
          <p className="text-lg font-semibold text-white">{firm.name}</p>
          <p className="mt-2 text-sm text-slate-300">{firm.tagline}, since {firm.foundedYear}.</p>
        </div>
        <address className="grid gap-1 text-sm not-italic">
          {firm.phones.map((phone) => (
            <a key={phone.dial} href={`tel:${phone.dial}`} className="hover:text-white">
              {phone.label}: {phone.display}
            </a>
          ))}
          {firm.emails.map((email) => (
            <a key={email.address} href={`mailto:${email.address}`} className="break-all hover:text-white">
              {email.address}
            </a>
          ))}
          <a href={firm.website.url} className="hover:text-white">
            {firm.website.display}
          </a>
        </address>
      </div>
      <div className="border-t border-navy-700">
        <div className="mx-auto flex max-w-6xl flex-wrap justify-between gap-2 px-4 py-4 text-xs text-slate-400">
          <p>{claims.notLawFirm}</p>
          <p>
            © {new Date().getFullYear()} {firm.name} ·{' '}
            <Link to={SITE_ROUTES.privacy} className="underline hover:text-white">
              Privacy
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
