import { type Options, stringify } from 'csv-stringify/sync';

// The product's one CSV writer (the audit export on the server, the demo list's export in the browser): csv-stringify
// with the options below, so quoting and the formula guard cannot differ between them.

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

// text that looks like a formula is kept as text by a leading apostrophe (csv-stringify's own escape_formulas misses
// the full-width and small forms and formulas behind invisible characters)
const asText = (text: string) => (looksLikeFormula(text) ? `'${text}` : text);

/**
 * RFC 4180 as spreadsheets read it: quotes doubled, CRLF lines, a line break inside a cell quoted too (csv-stringify
 * quotes only the record delimiter by default), booleans as words (its default is 1 and empty), numbers as they are
 * (a negative number is a number, not a formula), absent values empty, text and objects (as JSON) guarded.
 */
export const CSV_OPTIONS: Options = {
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
  cast: { boolean: String, string: asText, object: (value) => asText(JSON.stringify(value)) },
};

/**
 * Records as CSV text: arrays of cells, or objects read by `options.columns`; `options` adds to `CSV_OPTIONS`
 * (`header`, `columns`).
 */
export function csvText(records: readonly unknown[], options: Options = {}): string {
  return stringify(records as unknown[], { ...CSV_OPTIONS, ...options });
}
