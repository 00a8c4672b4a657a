import { LEAD_CSV_COLUMNS, LEAD_OPTION_FIELDS } from '#shared/lead-fields.js';
import type { Lead } from '#shared/lead-schemas.js';
import { csvFile } from '#server/http/csv.js';

/**
 * CSV export of leads for spreadsheets, in the words the dashboard shows: the form's labels for
 * the debt and creditors answers ('$1 million – $5 million', not '1m-5m'), 'Consultation' or
 * 'Lead Magnet', and Yes/No. The visitor's fields and their headers come from the shared field
 * table; the rest is the lead's record-keeping, around them.
 */
const TYPE_LABELS: Record<Lead['type'], string> = { consultation: 'Consultation', lead_magnet: 'Lead Magnet' };
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const OPTION_LABELS = new Map(
  LEAD_OPTION_FIELDS.map(({ name, options }) => [
    name as string,
    new Map<string, string>(options.map((option) => [option.value, option.label])),
  ]),
);

const COLUMNS: ReadonlyArray<readonly [string, (lead: Lead) => string | number | null]> = [
  ['ID', (lead) => lead.id],
  ['Created at (UTC)', (lead) => lead.createdAt],
  ['Type', (lead) => TYPE_LABELS[lead.type]],
  ...LEAD_CSV_COLUMNS.map(
    ([field, header]) => [header, (lead: Lead) => OPTION_LABELS.get(field)?.get(lead[field]) ?? lead[field]] as const,
  ),
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
