import { Globe, Mail, Phone, type LucideIcon } from 'lucide-react';
import { Fragment } from 'react';
import { firm } from '#content/firm.js';
import { cn } from '#client/lib/cn.js';
import { mailtoHref, telHref } from '#shared/contact-links.js';

interface ContactRow {
  key: string;
  href: string;
  label: string;
  value: string;
  Icon: LucideIcon;
}

/** Every public contact detail (SPEC §1): both phones, the website and both e-mail addresses. */
const rows: ContactRow[] = [
  ...firm.phones.map((phone) => ({
    key: phone.dial,
    href: telHref(phone.dial),
    label: phone.label,
    value: phone.display,
    Icon: Phone,
  })),
  ...firm.emails.map((email) => ({
    key: email.address,
    href: mailtoHref(email.address),
    label: email.label,
    value: email.address,
    Icon: Mail,
  })),
  { key: 'website', href: firm.website.url, label: 'Website', value: firm.website.display, Icon: Globe },
];

/**
 * Long addresses must wrap on phones: allow a break after the @ and before each dot (where a
 * reader expects one), rather than anywhere in a word.
 */
function withBreakPoints(text: string) {
  return text.split(/(?<=@)|(?=\.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * The firm's phones (tel:), e-mail addresses (mailto:) and website, each a full-width link with
 * its label. `tone` picks colours for light or navy backgrounds.
 */
export function ContactList({
  tone = 'light',
  compact = false,
  className,
}: {
  tone?: 'light' | 'dark';
  /** Smaller type and icons (the footer). */
  compact?: boolean;
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <ul className={cn('grid grid-cols-1 gap-1', className)}>
      {rows.map(({ key, href, label, value, Icon }) => (
        <li key={key}>
          <a
            href={href}
            className={cn(
              'group -mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 transition-colors',
              dark ? 'hover:bg-white/5' : 'hover:bg-slate-50',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex shrink-0 items-center justify-center rounded-lg',
                compact ? 'size-8' : 'size-10',
                dark ? 'bg-white/10 text-gold-300' : 'bg-navy-50 text-navy-700',
              )}
            >
              <Icon className={compact ? 'size-4' : 'size-5'} />
            </span>
            <span className="min-w-0">
              <span className={cn('block text-xs font-medium', dark ? 'text-slate-400' : 'text-slate-500')}>
                {label}
              </span>
              <span
                className={cn(
                  'block wrap-anywhere group-hover:underline',
                  compact ? 'text-sm font-medium' : 'text-[0.9375rem] font-semibold',
                  dark ? 'text-white' : 'text-navy-900',
                )}
              >
                {withBreakPoints(value)}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
