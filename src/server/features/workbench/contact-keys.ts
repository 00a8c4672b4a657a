import { phoneE164 } from '#server/client-info/phone-number.js';

/**
 * The identifiers that make two touchpoints the same person (docs/workbench.md). An e-mail is
 * compared case-insensitively, without a plus tag ('maria+guide@x.com' is 'maria@x.com'), and for
 * Gmail without dots (Gmail ignores them); a phone number in E.164, read as a US number unless it
 * says otherwise. Anything that does not normalise gives no key rather than a wrong one.
 */
export interface ContactKey {
  kind: 'email' | 'phone';
  value: string;
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function emailKey(email: string): string | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return null;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return local ? `${local}@${domain}` : null;
}

export function contactKeys(contact: { email: string; phone: string }): ContactKey[] {
  const keys: ContactKey[] = [];
  const email = emailKey(contact.email);
  if (email) keys.push({ kind: 'email', value: email });
  const phone = phoneE164(contact.phone);
  if (phone) keys.push({ kind: 'phone', value: phone });
  return keys;
}
