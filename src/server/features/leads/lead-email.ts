import type { Lead } from '../../../shared/lead-schemas.js';
import type { Mail } from '../../mail/mailer.js';

const TYPE_LABELS: Record<Lead['type'], string> = {
  consultation: 'Consultation request',
  lead_magnet: 'Brochure download',
};

/** The firm's new-lead e-mail: every detail the visitor gave and a link to the dashboard. */
export function leadEmail(lead: Lead, dashboardUrl: string): Mail {
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['Company', lead.company],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Total debt', lead.debtAmount],
    ['Creditors', lead.creditorsCount],
    ['Message', lead.message],
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
