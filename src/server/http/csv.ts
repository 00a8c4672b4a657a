/**
 * CSV for spreadsheets. A cell that starts with =, +, -, @, tab or carriage return would run as a
 * formula in Excel or Sheets (CSV injection), so it gets a leading quote.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: a header row, then one row per item. */
export function csvFile(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null>>,
) {
  const lines = [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents stay intact).
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
