import { LEAD_EMAIL_ROWS } from '#shared/lead-fields.js';
import type { Lead } from '#shared/lead-schemas.js';
import type { Mail } from '#server/mail/mailer.js';

const TYPE_LABELS: Record<Lead['type'], string> = {
  consultation: 'Consultation request',
  lead_magnet: 'Brochure download',
};

/** The firm's new-lead e-mail: every detail the visitor gave and a link to the dashboard. */
export function leadEmail(lead: Lead, dashboardUrl: string): Mail {
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  // The visitor's fields as the shared field table lays them out (first and last name on one row).
  const rows: Array<[string, string]> = [
    ...LEAD_EMAIL_ROWS.map(({ label, fields }): [string, string] => [
      label,
      fields
        .map((field) => lead[field])
        .filter(Boolean)
        .join(' '),
    ]),
    ['Received', lead.createdAt],
  ];
  const details = rows
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  return {
    subject: `New lead: ${TYPE_LABELS[lead.type]} from ${name}`.replace(/[\r\n]+/g, ' '),
    text: `${TYPE_LABELS[lead.type]} from the website.\n\n${details}\n\nReview it in the dashboard: ${dashboardUrl}\n`,
  };
}
