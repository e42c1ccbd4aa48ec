// CSV cells, written the same way by every CSV writer of the product (the audit export on the server, the demo
// list's export in the browser), so the formula guard below cannot differ between them. Kept free of zod.

// What a spreadsheet reads as the start of a formula (or of a cell it may turn into one): = + - @, a tab or a
// carriage return, and the full-width and small forms of = + - @ that spreadsheets fold to the ASCII ones.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE62\uFE63\uFE66]/;
// What a spreadsheet may skip or drop before reading the first character: control characters (NUL among them),
// format characters (zero-width, bidirectional controls, BOM) and spaces.
const INVISIBLE_LEAD = /^[\p{Cc}\p{Cf}\p{Z}]+/u;

/** Whether a text cell would be run as a formula: it starts like one, or does once invisible characters are gone. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) || FORMULA_START.test(text.replace(INVISIBLE_LEAD, ''));
}

/**
 * One CSV cell (RFC 4180 quoting). Text that looks like a formula is kept as text by a leading apostrophe; numbers
 * are written as they are (a negative number is a number, not a formula); absent values are empty; other values
 * (objects) are written as JSON, guarded like text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of cells, CRLF-terminated as RFC 4180 and spreadsheets have it. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
