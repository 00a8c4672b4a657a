import { pageIcon } from '#client/components/ui/page-icons.js';
import { mainPhone } from '#content/firm.js';
import { telHref } from '#shared/contact-links.js';
import { cn } from '#client/lib/cn.js';

/** lucide's phone, drawn here: the header's call links are its only users. */
const PhoneIcon = pageIcon(
  <path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" />,
);

/** What a screen reader and a search for the link hear: the action and the whole number. */
export const CALL_FIRM_LABEL = `Call ${mainPhone.display}`;

interface CallFirmLinkProps {
  /**
   * `button`: a one-tap Call button, 44 px tall (the header on phones and tablets);
   * `number`: the number written out as text (the header on desktops);
   * `menu`: a full-width row with the number (the phone menu).
   */
  look: 'button' | 'number' | 'menu';
  /** Must say how it displays (`inline-flex`, `hidden lg:inline-flex`...): the link sets none itself. */
  className: string;
}

const looks = {
  button: cn(
    'min-h-11 gap-1.5 rounded-lg border border-navy-800 px-3 text-sm font-semibold text-navy-900',
    'hover:bg-slate-100',
  ),
  number: 'min-h-11 gap-2 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-navy-900 hover:bg-slate-100',
  menu: cn(
    'min-h-12 w-full justify-center gap-2 rounded-lg border border-navy-800 px-4 text-base font-semibold',
    'text-navy-900 hover:bg-slate-100',
  ),
} as const;

/**
 * A `tel:` link to the firm's main number (content/firm.ts), so a visitor on a phone is one tap
 * from a call on every public page. Not a SPEC element: it sits beside the SPEC's navigation.
 */
export function CallFirmLink({ look, className }: CallFirmLinkProps) {
  return (
    <a
      href={telHref(mainPhone.dial)}
      aria-label={CALL_FIRM_LABEL}
      className={cn('shrink-0 items-center transition-colors', looks[look], className)}
    >
      <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
      {look === 'button' ? 'Call' : <span>{look === 'menu' ? CALL_FIRM_LABEL : mainPhone.display}</span>}
    </a>
  );
}
