import type { AuditEntry } from '@adconsole/contract';

/** The export's columns, in order: the entry's fields, the time also as ISO 8601 UTC for spreadsheets. */
export const CSV_COLUMNS = [
  'id',
  'time',
  'time_utc',
  'actor_id',
  'actor_name',
  'actor_kind',
  'job_id',
  'ip',
  'user_agent',
  'call',
  'action',
  'entity_kind',
  'entity_id',
  'entity_name',
  'changes',
] as const;

// a text cell that a spreadsheet would run as a formula (names come from users) is kept as text
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180 quoting). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of the export (CRLF-terminated, as RFC 4180 has it). */
export function csvLine(cells: unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The export line of an entry. */
export function entryLine(entry: AuditEntry): string {
  return csvLine(
    CSV_COLUMNS.map((column) =>
      column === 'time_utc' ? new Date(entry.time).toISOString() : entry[column as keyof AuditEntry],
    ),
  );
}
