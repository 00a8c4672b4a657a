import { Mail, Phone } from 'lucide-react';
import { Fragment } from 'react';
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
 * An e-mail address that wraps only before its '@' and its dots (the `<wbr>`s), never inside a
 * word: 'maria.okafor@okafor-paving.example' in a narrow column reads 'maria.okafor' /
 * '@okafor-paving' / '.example'. Each part is its own span, so a test can see it stays on one
 * line; only a part wider than the whole column is broken (overflow-wrap), rather than overflow.
 */
export function EmailWithBreaks({ address }: { address: string }) {
  return address.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      <span data-email-part="">{part}</span>
    </Fragment>
  ));
}

/**
 * An e-mail address or phone number as a link that opens the mail or phone app, with a copy
 * button beside it. Long addresses wrap between their parts instead of widening the card.
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
        className="flex min-h-11 min-w-0 flex-1 items-center text-sm text-navy-700 underline-offset-2 hover:underline"
      >
        {/* One flex item, so the address's parts flow as text and wrap at its <wbr>s. */}
        <span className="min-w-0 wrap-break-word">
          {kind === 'e-mail' ? <EmailWithBreaks address={value} /> : value}
        </span>
      </a>
      <CopyButton text={value} label={`Copy ${kind}`} />
    </div>
  );
}
