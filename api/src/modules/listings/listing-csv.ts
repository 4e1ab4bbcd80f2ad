/**
 * The CSV of an admin listing export: RFC 4180 quoting, and cells a spreadsheet would run as a
 * formula defused (OWASP "CSV injection").
 */

/** Spreadsheet programs read a UTF-8 file as UTF-8 (Arabic included) only when it opens with this mark. */
export const UTF8_BOM = '\uFEFF';

/** What a spreadsheet takes for the start of a formula (tab and carriage return too: some skip them first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a would-be formula gets a leading apostrophe; quotes, separators and line breaks are quoted. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, ending in CRLF as RFC 4180 asks. */
export const csvRow = (cells: (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
