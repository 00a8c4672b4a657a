import { LEAD_CSV_COLUMNS, leadValueLabel } from '#shared/lead-fields.js';
import type { Lead } from '#shared/lead-schemas.js';
import { TOUCHPOINT_LABELS } from '#shared/people-schemas.js';
import { csvFile } from '#server/http/csv.js';

/**
 * CSV export of leads for spreadsheets, in the words the dashboard shows: the form's labels for
 * the debt and creditors answers ('$1 million – $5 million', not '1m-5m'), 'Consultation' or
 * 'Lead Magnet', and Yes/No. The visitor's fields and their headers come from the shared field
 * table; the rest is the lead's record-keeping, around them.
 */
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const COLUMNS: ReadonlyArray<readonly [string, (lead: Lead) => string | number | null]> = [
  ['ID', (lead) => lead.id],
  ['Created at (UTC)', (lead) => lead.createdAt],
  ['Type', (lead) => TOUCHPOINT_LABELS[lead.type]],
  ...LEAD_CSV_COLUMNS.map(([field, header]) => [header, (lead: Lead) => leadValueLabel(field, lead[field])] as const),
  ['Contacted', (lead) => yesNo(lead.isContacted)],
  ['Hidden', (lead) => yesNo(lead.isHidden)],
  ['Session ID', (lead) => lead.sessionId],
];

export function leadsToCsv(leads: Lead[]): string {
  return csvFile(
    COLUMNS.map(([header]) => header),
    leads.map((lead) => COLUMNS.map(([, cell]) => cell(lead))),
  );
}
