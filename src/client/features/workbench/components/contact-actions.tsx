import { Mail, Phone } from 'lucide-react';
import { mailtoHref, telHref } from '#shared/contact-links.js';
import { buttonClassName } from '#client/components/ui/button.js';
import { cn } from '#client/lib/cn.js';

/**
 * One tap to call, one to write (issue 26). Each is a 44 px touch target; with a mouse (a fine
 * pointer) they are slimmer, so a desk screen still shows eight rows at once.
 */
const SLIM_WITH_MOUSE = 'lg:pointer-fine:min-h-8';

/** The phone as a `tel:` link that reads "Call" and the number; `primary` makes it the main action. */
export function CallLink({ phone, primary = false }: { phone: string; primary?: boolean }) {
  return (
    <a
      href={telHref(phone)}
      aria-label={`Call ${phone}`}
      className={buttonClassName({
        variant: primary ? 'primary' : 'outline',
        className: cn('shrink-0 px-3 py-1', SLIM_WITH_MOUSE),
      })}
    >
      <Phone className="size-4" aria-hidden="true" />
      <span aria-hidden="true">
        Call <span className="font-normal tabular-nums">{phone}</span>
      </span>
    </a>
  );
}

/** The address as a `mailto:` link, cut with an ellipsis (whole in its title and name) rather than broken mid-word. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={mailtoHref(email)}
      title={email}
      aria-label={`E-mail ${email}`}
      className={buttonClassName({
        variant: 'ghost',
        className: cn('max-w-full min-w-0 justify-start px-2 py-1 font-normal', SLIM_WITH_MOUSE),
      })}
    >
      <Mail className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate text-navy-800" aria-hidden="true">
        {email}
      </span>
    </a>
  );
}

/**
 * The person's first phone and first e-mail, side by side. It takes what its line leaves, but
 * never less than 12rem (else it starts a line of its own); a long address is cut, not wrapped.
 */
export function ContactActions({ phone, email }: { phone: string | undefined; email: string | undefined }) {
  if (!phone && !email) return null;
  return (
    <span className="flex max-w-full min-w-48 flex-1 basis-0 items-center gap-1">
      {phone && <CallLink phone={phone} />}
      {email && <EmailLink email={email} />}
    </span>
  );
}
