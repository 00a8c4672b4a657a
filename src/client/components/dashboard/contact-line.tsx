import { Mail, Phone } from 'lucide-react';
import { mailtoHref, telHref } from '#shared/contact-links.js';
import { CopyButton } from './copy-button.js';

/** The small grey icon in front of a card's detail lines. */
export const DETAIL_ICON_CLASS = 'size-4 shrink-0 text-slate-500';

interface ContactLineProps {
  /** Spoken name of the value: used in the copy button's label. */
  kind: 'e-mail' | 'phone';
  value: string;
}

/**
 * An e-mail address or phone number as a link that opens the mail or phone app, with a copy
 * button beside it. Long addresses wrap instead of widening the card on a phone.
 */
export function ContactLine({ kind, value }: ContactLineProps) {
  if (!value) return null;
  const href = kind === 'e-mail' ? mailtoHref(value) : telHref(value);
  const Icon = kind === 'e-mail' ? Mail : Phone;
  return (
    <div className="flex min-w-0 items-center gap-1">
      <Icon className={DETAIL_ICON_CLASS} aria-hidden="true" />
      <a
        href={href}
        className="flex min-h-11 min-w-0 flex-1 items-center text-sm break-all text-navy-700 underline-offset-2 hover:underline"
      >
        {value}
      </a>
      <CopyButton text={value} label={`Copy ${kind}`} />
    </div>
  );
}
