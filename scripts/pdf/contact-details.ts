/**
 * The firm's public contact details (both phones, the website, both e-mail addresses) as
 * labelled, linkable lines, in the order every PDF shows them.
 */
import { firm } from '../../content/firm.js';

export interface ContactLine {
  /** Empty for the website, which needs no label. */
  label: string;
  value: string;
  link: string;
}

export function contactLines(): ContactLine[] {
  return [
    ...firm.phones.map((phone) => ({ label: phone.label, value: phone.display, link: `tel:${phone.dial}` })),
    ...firm.emails.map((email) => ({ label: email.label, value: email.address, link: `mailto:${email.address}` })),
    { label: '', value: firm.website.display, link: firm.website.url },
  ];
}
