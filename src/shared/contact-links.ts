/**
 * The `mailto:` and `tel:` links of every page, the dashboard's, and the principal's e-mails
 * (server/mail/contact-links.ts). A stored address is what a visitor typed, so nothing in it may
 * act as part of the link: before the e-mail rule was tightened,
 * `jane@acme.com?cc=spy%40evil.example` was accepted, and a plain `mailto:` link would open a
 * reply silently copied to someone else. Such rows stay in the database; encoded, they make one
 * (undeliverable) recipient, shown as typed.
 */

/** `mailto:` with the mailbox name and the host percent-encoded on either side of the first @. */
export function mailtoHref(address: string): string {
  const at = address.indexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

/**
 * `tel:` dialling the digits as written, '+' kept in front for an international number. Nothing
 * else survives, so nothing is left that would need encoding.
 */
export function telHref(phone: string): string {
  const international = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${international}${phone.replace(/\D/g, '')}`;
}
