import { mailtoHref, telHref } from '#shared/contact-links.js';
import { phoneE164 } from '#server/client-info/phone-number.js';

/**
 * One-tap links for the principal's e-mails: a phone number as a `tel:` URI in E.164 (read as a
 * US number unless it says otherwise; the digits as written when it cannot be read), an address as
 * `mailto:` with a subject.
 */
export function telLink(phone: string): string | null {
  if (!/\d/.test(phone)) return null;
  const e164 = phoneE164(phone);
  return e164 ? `tel:${e164}` : telHref(phone);
}

export const mailtoLink = (email: string, subject: string) =>
  `${mailtoHref(email.trim())}?subject=${encodeURIComponent(subject)}`;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * The HTML part: the call and mail buttons first (a phone shows them as big tap targets), then
 * the details as a table, then the dashboard link. Every value is escaped.
 */
export function leadMailHtml(options: {
  heading: string;
  actions: Array<{ label: string; href: string }>;
  rows: Array<[string, string]>;
  footer?: string;
  dashboardUrl: string;
}): string {
  const button = (action: { label: string; href: string }) =>
    `<a href="${escapeHtml(action.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 18px;` +
    `background:#1e3a5f;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none">` +
    `${escapeHtml(action.label)}</a>`;
  const row = ([label, value]: [string, string]) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569">${escapeHtml(label)}</th>` +
    `<td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`;
  return [
    `<p style="font-size:16px"><strong>${escapeHtml(options.heading)}</strong></p>`,
    `<p>${options.actions.map(button).join('')}</p>`,
    `<table style="border-collapse:collapse">${options.rows.map(row).join('')}</table>`,
    options.footer ? `<p>${escapeHtml(options.footer).replace(/\n/g, '<br>')}</p>` : '',
    `<p><a href="${escapeHtml(options.dashboardUrl)}">Open the dashboard</a></p>`,
  ].join('\n');
}
