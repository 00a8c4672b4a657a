import { acknowledgementCopy as copy, type AcknowledgedPath } from '#content/acknowledgements.js';
import { escapeHtml } from './contact-links.js';
import type { MailContent } from './outbox.js';

export interface AcknowledgementFacts {
  path: AcknowledgedPath;
  firstName?: string | undefined;
  /** The site's address: the guide and booking links start with it. */
  publicUrl: URL;
  /** The address already has a call booked: no booking link. */
  callBooked: boolean;
  /** The unsubscribe page, shown at the end. */
  unsubscribeUrl: string;
}

/** The acknowledgement's text and HTML parts, from the copy in content/acknowledgements.ts. */
export function acknowledgementMail(facts: AcknowledgementFacts): MailContent {
  const words = copy.paths[facts.path];
  const name = facts.firstName?.trim().replace(/[\r\n]+/g, ' ');
  const link = (path: string) => new URL(path, facts.publicUrl).href;
  const links: Array<{ label: string; href: string }> = [
    ...(facts.path === 'brochure' ? [{ label: copy.guideLabel, href: link(copy.guidePath) }] : []),
    ...(facts.callBooked ? [] : [{ label: copy.bookLabel, href: link(copy.bookPath) }]),
  ];
  const phones = copy.phones.map((phone) => ({ label: `${phone.label}: ${phone.display}`, href: `tel:${phone.dial}` }));
  const paragraphs = [
    name ? `${copy.greeting} ${name},` : `${copy.greeting},`,
    words.received,
    `${words.nextSteps} ${copy.followUpPromise}`,
  ];
  const text = [
    ...paragraphs,
    ...links.map((item) => `${item.label}: ${item.href}`),
    `${copy.phonesLabel}:\n${phones.map((phone) => phone.label).join('\n')}`,
    copy.signature.join('\n'),
    copy.notLawFirm,
    `${copy.unsubscribeLabel}: ${facts.unsubscribeUrl}`,
  ].join('\n\n');
  const anchor = (item: { label: string; href: string }) =>
    `<a href="${escapeHtml(item.href)}">${escapeHtml(item.label)}</a>`;
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...links.map((item) => `<p style="font-size:16px"><strong>${anchor(item)}</strong></p>`),
    `<p>${escapeHtml(copy.phonesLabel)}:<br>${phones.map(anchor).join('<br>')}</p>`,
    `<p>${copy.signature.map(escapeHtml).join('<br>')}</p>`,
    `<p style="color:#475569;font-size:12px">${escapeHtml(copy.notLawFirm)}<br>` +
      `${anchor({ label: copy.unsubscribeLabel, href: facts.unsubscribeUrl })}</p>`,
  ].join('\n');
  return { subject: words.subject, text: `${text}\n`, html };
}
