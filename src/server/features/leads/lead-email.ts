import { LEAD_EMAIL_ROWS, leadValueLabel } from '#shared/lead-fields.js';
import type { Lead } from '#shared/lead-schemas.js';
import { leadMailHtml, mailtoLink, telLink } from '#server/mail/contact-links.js';
import type { MailContent } from '#server/mail/outbox.js';

const TYPE_LABELS: Record<Lead['type'], string> = {
  consultation: 'Consultation request',
  lead_magnet: 'Brochure download',
};

/**
 * The firm's new-lead e-mail: every detail the visitor gave, in the form's words, with one-tap
 * links to call and to reply (a `tel:` and a `mailto:` line in the text, buttons in the HTML
 * part), and a link to the dashboard.
 */
export function leadEmail(lead: Lead, dashboardUrl: string): MailContent {
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  // The visitor's fields as the shared field table lays them out (first and last name on one row).
  const rows: Array<[string, string]> = [
    ...LEAD_EMAIL_ROWS.map(({ label, fields }): [string, string] => [
      label,
      fields
        .map((field) => leadValueLabel(field, lead[field]))
        .filter(Boolean)
        .join(' '),
    ]),
    ['Received', lead.createdAt],
  ].filter(([, value]) => value !== '') as Array<[string, string]>;
  const subject = `New lead: ${TYPE_LABELS[lead.type]} from ${name}`.replace(/[\r\n]+/g, ' ');
  const tel = telLink(lead.phone);
  const mailto = mailtoLink(lead.email, 'Your debt consultation request');
  const actions = [
    ...(tel ? [{ label: `Call ${name || lead.phone}`, href: tel }] : []),
    { label: `E-mail ${name || lead.email}`, href: mailto },
  ];
  const details = rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  const links = actions.map((action) => `${action.label}: ${action.href}`).join('\n');
  return {
    subject,
    text: `${TYPE_LABELS[lead.type]} from the website.\n\n${links}\n\n${details}\n\nReview it in the dashboard: ${dashboardUrl}\n`,
    html: leadMailHtml({ heading: `${TYPE_LABELS[lead.type]} from the website`, actions, rows, dashboardUrl }),
  };
}
