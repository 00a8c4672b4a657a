import { LEAD_CSV_COLUMNS } from '#shared/lead-fields.js';
import type { Lead } from '#shared/lead-schemas.js';

/**
 * CSV export of leads for spreadsheets. A cell that starts with =, +, -, @, tab or carriage
 * return would run as a formula in Excel or Sheets (CSV injection), so it gets a leading quote.
 * The visitor's fields and their headers come from the shared field table; the rest is the
 * lead's record-keeping, around them.
 */
const COLUMNS: ReadonlyArray<readonly [keyof Lead, string]> = [
  ['id', 'ID'],
  ['createdAt', 'Created at (UTC)'],
  ['type', 'Type'],
  ...LEAD_CSV_COLUMNS,
  ['isContacted', 'Contacted'],
  ['isHidden', 'Hidden'],
  ['sessionId', 'Session ID'],
];

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function leadsToCsv(leads: Lead[]): string {
  const lines = [COLUMNS.map(([, header]) => csvCell(header)).join(',')];
  for (const lead of leads) lines.push(COLUMNS.map(([key]) => csvCell(lead[key])).join(','));
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents stay intact).
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
