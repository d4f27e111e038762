/**
 * CSV for the admin's exports (RFC 4180), safe to open in a spreadsheet. Pure.
 *
 *   - Fields are separated by commas and records by CRLF; a field with a comma, a semicolon
 *     (the separator of many European spreadsheets), a tab, a double quote, CR or LF is
 *     quoted, and its quotes doubled: an importer that splits on any of them (and honours
 *     quotes) keeps it one cell.
 *   - The file starts with a UTF-8 byte order mark so that Excel reads it as UTF-8.
 *   - Formula injection (OWASP "CSV injection"): a text cell starting with =, +, -, @,
 *     a tab or CR, or with one of =, +, -, @ after a separator inside it (comma, semicolon,
 *     tab, CR or LF, then any blanks or a double quote: an importer that splits there would
 *     start a cell with it), gets a leading apostrophe, so it is shown as text instead of
 *     run. Numbers and booleans are written as they are.
 */
export type CsvCell = string | number | boolean | null | undefined | Date;

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]|[,;\t\r\n][\s"]*[=+\-@]/;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell as CSV text. */
export function csvCell(value: CsvCell): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ending with CRLF. */
export function csvLine(row: readonly CsvCell[]): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

/** The whole file: BOM, header row, rows; every record ends with CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join('')}`;
}

/** `attachment; filename="messages-2025-03-04.csv"` for the export's name and the UTC date. */
export function csvFileName(name: string, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}
