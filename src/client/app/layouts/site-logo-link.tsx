import { Link } from 'react-router';
import { firm } from '../../../../content/firm.js';
import { SITE_ROUTES } from '../../../shared/site-routes.js';
import { cn } from '../../lib/cn.js';

/**
 * Logo and name linking home. The image carries the business name as alt text (SPEC §2).
 * `hideNameOnPhones` leaves room for the call-to-action beside it on narrow screens.
 */
export function SiteLogoLink({ hideNameOnPhones = false }: { hideNameOnPhones?: boolean }) {
  return (
    <Link to={SITE_ROUTES.home} className="flex min-w-0 items-center gap-2 rounded-md">
      <img src={firm.logoPath} alt={firm.name} width={36} height={36} className="size-9 shrink-0" />
      {/* Visible name for sighted users; screen readers already hear it from the alt text. */}
      <span aria-hidden="true" className={cn('truncate text-base font-bold text-navy-900', hideNameOnPhones && 'hidden sm:inline')}>
        {firm.shortName}
      </span>
    </Link>
  );
}
